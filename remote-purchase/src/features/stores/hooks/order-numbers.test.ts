import { orderNumbersParam, parseOrderNumbers } from './order-numbers';

describe('batch order numbers (SPEC §2.7, §5)', () => {
  it('takes one a line or comma separated, removing tabs, quotes and whitespace', () => {
    expect(parseOrderNumbers('T1001\nT1002,T1003')).toEqual(['T1001', 'T1002', 'T1003']);
    expect(parseOrderNumbers('"T1001"\t\r\n\'T1002\'，“T1003”\n 240101-1 23 ')).toEqual(['T1001', 'T1002', 'T1003', '240101-123']);
  });

  it('drops empty parts and repeats', () => {
    expect(parseOrderNumbers('\n\n,,T1,\nT1\n ,T2;T3、T4；')).toEqual(['T1', 'T2', 'T3', 'T4']);
    expect(parseOrderNumbers('  \t ')).toEqual([]);
  });

  it('joins them with commas for the query, nothing when there are none', () => {
    expect(orderNumbersParam(['a', 'b'])).toBe('a,b');
    expect(orderNumbersParam([])).toBeUndefined();
  });
});
