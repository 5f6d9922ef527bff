import * as XLSX from 'xlsx';
import * as iconv from 'iconv-lite';
import { SheetError, SheetMessages, readReissueSheet } from '.';

function xlsx(rows: unknown[][]): Uint8Array {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

function failure(run: () => unknown): SheetError {
  try {
    run();
  } catch (error) {
    if (error instanceof SheetError) return error;
    throw error;
  }
  throw new Error('no SheetError');
}

describe('readReissueSheet', () => {
  it('finds 订单号 / 上家单号 under a title row; blank rows skipped, rows numbered as Excel shows them', () => {
    const bytes = xlsx([['补发单号导入'], [], ['订单号', '上家单号'], ['2311201234567890123', 'YT1234567890123'], [], ['2311201234567890124', 'ZT7654321']]);
    expect(readReissueSheet(bytes, '补发.xlsx')).toEqual({
      rows: [
        { order_sn: '2311201234567890123', bufa_sn: 'YT1234567890123' },
        { order_sn: '2311201234567890124', bufa_sn: 'ZT7654321' },
      ],
      rejected: [],
    });
  });

  it('accepts the other titles (订单编号, 补发单号 / 上家快递单号) in any order, with other columns', () => {
    const bytes = xlsx([['备注', '上家快递单号', '订单编号'], ['x', 'SF100', '1001']]);
    expect(readReissueSheet(bytes, 'a.xls').rows).toEqual([{ order_sn: '1001', bufa_sn: 'SF100' }]);
    const b = xlsx([['补发单号', '订单号'], ['SF200', '1002']]);
    expect(readReissueSheet(b, 'b.xlsx').rows).toEqual([{ order_sn: '1002', bufa_sn: 'SF200' }]);
  });

  it('keeps numbers as their digits; a long number stored as a number is a rejected row, never a wrong number', () => {
    const bytes = xlsx([['订单号', '上家单号'], [4000123456789, 773012345678901], [Number('2311201234567890123'), 'YT1'], ['23112', '']]);
    const result = readReissueSheet(bytes, 'n.xlsx');
    expect(result.rows).toEqual([{ order_sn: '4000123456789', bufa_sn: '773012345678901' }]);
    expect(result.rejected).toEqual([
      { row: 3, reason: expect.stringContaining('订单号「') },
      { row: 4, reason: '没有上家单号' },
    ]);
    expect(result.rejected[0].reason).toContain('后几位已丢失');
  });

  it('reads a GBK CSV with a title line, cells cleaned (="…", leading \')', () => {
    const text = '补发单号表\r\n订单号,上家单号\r\n="2311201234567890123",\'YT1234567890123\r\n2311201234567890124, 中通 ZT1 \r\n';
    const bytes = new Uint8Array(iconv.encode(text, 'gbk'));
    expect(readReissueSheet(bytes, '补发.csv')).toEqual({
      rows: [
        { order_sn: '2311201234567890123', bufa_sn: 'YT1234567890123' },
        { order_sn: '2311201234567890124', bufa_sn: '中通 ZT1' },
      ],
      rejected: [],
    });
  });

  it('a UTF-8 CSV with BOM; a re-saved long number in exponent form is rejected', () => {
    const bytes = new TextEncoder().encode('\ufeff订单号,上家单号\n2.31121E+18,YT9\n1003,YT3\n');
    const result = readReissueSheet(bytes, 'u.csv');
    expect(result.rows).toEqual([{ order_sn: '1003', bufa_sn: 'YT3' }]);
    expect(result.rejected.map((r) => r.row)).toEqual([2]);
  });

  it('missing titles → missing_columns naming them', () => {
    const one = failure(() => readReissueSheet(xlsx([['订单号', '快递单号'], ['1', '2']]), 'm.xlsx'));
    expect(one.kind).toBe('missing_columns');
    expect(one.message).toBe(SheetMessages.missingColumns(['上家单号'], null));
    expect(one.detail).toEqual({ missing: ['上家单号'], platformName: null });
    const both = failure(() => readReissueSheet(xlsx([['姓名', '电话'], ['a', 'b']]), 'm.xlsx'));
    expect(both.detail?.missing).toEqual(['订单号', '上家单号']);
  });

  it('unreadable bytes → 上传失败; another type or too large refused', () => {
    const bad = failure(() => readReissueSheet(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 0, 0, 9]), 'x.xlsx'));
    expect(bad).toMatchObject({ kind: 'unreadable', message: '上传失败' });
    expect(failure(() => readReissueSheet(new Uint8Array(0), 'x.csv')).kind).toBe('unreadable');
    expect(failure(() => readReissueSheet(new Uint8Array([1]), 'x.pdf')).kind).toBe('unsupported_type');
    expect(failure(() => readReissueSheet(new Uint8Array(5 * 1024 * 1024 + 1), 'x.csv')).kind).toBe('too_large');
  });
});
