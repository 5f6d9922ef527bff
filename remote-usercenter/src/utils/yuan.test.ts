import { sameAmount, signedYuan, yuan, yuanInText } from './yuan';

describe('yuan on screen', () => {
  it('two decimals, a sign for ledger amounts, whole amounts in sentences without decimals', () => {
    expect(yuan(12.5)).toBe('12.50');
    expect(yuan(510)).toBe('510.00');
    expect(signedYuan(500)).toBe('+500.00');
    expect(signedYuan(-12.05)).toBe('-12.05');
    expect(signedYuan(0)).toBe('0.00');
    expect(yuanInText(500)).toBe('500');
    expect(yuanInText(10.5)).toBe('10.50');
  });

  it('compares amounts in fen, typed text against wire numbers', () => {
    expect(sameAmount('500', 500)).toBe(true);
    expect(sameAmount('500.00', 500)).toBe(true);
    expect(sameAmount('500.1', 500.1)).toBe(true);
    expect(sameAmount('abc', 500)).toBe(false);
    expect(sameAmount('', 0)).toBe(false);
  });
});
