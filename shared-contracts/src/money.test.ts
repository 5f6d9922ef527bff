import fc from 'fast-check';
import { fen, fenToYuan, formatYuan, MAX_FEN, MoneyError, multiplyFen, parseYuan, sumFen, yuanToFen, type Fen } from './money';
import { yuanAmount } from './rules/money';

const anyFen = fc.integer({ min: -MAX_FEN, max: MAX_FEN }).map((n) => n as Fen);
/** The decimal text of an amount, built from digits (never through a float). */
const yuanText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 9_999_999_999_999n }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 2 }))
  .map(([negative, whole, cents, places]) => {
    const decimals = places === 0 ? '' : `.${String(cents).padStart(2, '0').slice(0, places)}`;
    const expected = whole * 100n + BigInt(places === 0 ? 0 : Number(String(cents).padStart(2, '0').slice(0, places).padEnd(2, '0')));
    return { text: `${negative ? '-' : ''}${whole}${decimals}`, expected: negative ? -expected : expected };
  })
  .filter(({ expected }) => expected <= BigInt(MAX_FEN) && expected >= -BigInt(MAX_FEN));

describe('money: yuan ↔ fen without float arithmetic', () => {
  it('gets the amounts right that Math.round(x * 100) gets wrong', () => {
    // eslint-disable-next-line no-restricted-syntax -- shows the float arithmetic the lint rule forbids
    expect(Math.round(1.005 * 100)).toBe(100); // the bug this module exists for
    expect(parseYuan(1.005)).toBeNull(); // three decimals: not an amount on the wire
    expect(yuanToFen(10.05)).toBe(1005);
    expect(yuanToFen(0.29)).toBe(29); // 0.29 * 100 = 28.999999999999996
    expect(yuanToFen(1.15)).toBe(115); // 1.15 * 100 = 114.99999999999999
    expect(yuanToFen(4.35)).toBe(435);
    expect(yuanToFen('12.5')).toBe(1250);
    expect(parseYuan(0.1 + 0.2)).toBeNull(); // 0.30000000000000004 is float noise, not an amount
    expect(parseYuan(0.3)).toBe(30);
  });

  it('refuses what is not an amount', () => {
    for (const bad of [Number.NaN, Infinity, -Infinity, 1e21, 1e-7, '', ' ', '1.', '.5', '1,000', '1e3', '０.５', '12.345', '--1', '+1', 'abc']) {
      expect(parseYuan(bad)).toBeNull();
    }
    expect(() => yuanToFen('12.345')).toThrow(MoneyError);
    expect(() => fen(1.5)).toThrow(MoneyError);
    expect(() => fen(MAX_FEN + 1)).toThrow(MoneyError);
  });

  it('formats fen with two decimals by integer arithmetic', () => {
    expect(formatYuan(fen(0))).toBe('0.00');
    expect(formatYuan(fen(5))).toBe('0.05');
    expect(formatYuan(fen(1005))).toBe('10.05');
    expect(formatYuan(fen(-1005))).toBe('-10.05');
    expect(formatYuan(fen(MAX_FEN))).toBe('9999999999999.99');
  });

  it('round-trips every amount in fen through the wire form and the display form (property)', () => {
    fc.assert(
      fc.property(anyFen, (amount) => {
        expect(parseYuan(fenToYuan(amount))).toBe(amount);
        expect(parseYuan(formatYuan(amount))).toBe(amount);
        expect(formatYuan(amount)).toBe(fenToYuan(amount).toFixed(2));
      }),
      { numRuns: 5000 },
    );
  });

  it('reads every two-decimal text exactly (property)', () => {
    fc.assert(
      fc.property(yuanText, ({ text, expected }) => {
        expect(parseYuan(text)).toBe(Number(expected));
        // and the number a JSON body would carry for the same text
        expect(parseYuan(Number(text))).toBe(Number(expected));
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses every text with more than two decimals (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 3, max: 8 }), (whole, last, places) => {
        const text = `${whole}.${'0'.repeat(places - 1)}${last}`;
        expect(parseYuan(text)).toBeNull();
      }),
    );
  });

  it('sums and multiplies in fen, exactly as BigInt would (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 200 }), fc.integer({ min: 1, max: 500 }), (amounts, count) => {
        const total = sumFen(amounts.map((a) => fen(a)));
        expect(BigInt(total)).toBe(amounts.reduce((s, a) => s + BigInt(a), 0n));
        expect(BigInt(multiplyFen(total, count))).toBe(BigInt(total) * BigInt(count));
      }),
    );
  });
});

describe('yuanAmount (request schemas)', () => {
  const price = yuanAmount('价格', { max: 100_000_000 });
  it('turns a JSON number or query text into fen', () => {
    expect(price.parse(10.05)).toBe(1005);
    expect(price.parse('0.29')).toBe(29);
    expect(price.parse(0)).toBe(0);
  });
  it('says what is wrong in Chinese', () => {
    expect(price.safeParse(1.005).error?.issues[0]?.message).toBe('价格最多保留两位小数');
    expect(price.safeParse('abc').error?.issues[0]?.message).toBe('价格不正确');
    expect(price.safeParse(-1).error?.issues[0]?.message).toBe('价格超出范围');
    expect(price.safeParse(1_000_001).error?.issues[0]?.message).toBe('价格超出范围');
    expect(price.safeParse(null).error?.issues[0]?.message).toBe('价格不正确');
  });
});
