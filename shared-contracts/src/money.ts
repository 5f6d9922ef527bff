/**
 * Money (DESIGN "The contract"): integer fen (分) in the database and in every sum; yuan numbers with at
 * most two decimals only on the wire and on screen. Conversions go through the decimal text of a number,
 * never through float arithmetic: `Math.round(1.005 * 100)` is 100, because 1.005 is stored as
 * 1.00499999999999989…; here 1.005 yuan is refused (three decimals) and 10.05 yuan is exactly 1005 fen.
 */
declare const fenBrand: unique symbol;

/** An amount of money in integer fen. Make one with `fen()`, `yuanToFen()` or `parseYuan()`. */
export type Fen = number & { readonly [fenBrand]: true };

/** An amount in yuan as the wire carries it: a number with at most two decimals. */
export type Yuan = number;

/**
 * The largest amount the conversions handle exactly: below 10^15 fen every amount's yuan form has at
 * most 15 significant digits, so `fen / 100` prints back as its own two-decimal text. (10^13 yuan is
 * far above any balance; ledger sums that could grow past 2^31 fen are `bigint` columns.)
 */
export const MAX_FEN = 999_999_999_999_999;

export class MoneyError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'MoneyError';
  }
}

/** Checks that `value` is a whole number of fen within range and brands it. */
export function fen(value: number): Fen {
  if (!Number.isSafeInteger(value) || Math.abs(value) > MAX_FEN) throw new MoneyError(`not an amount in fen: ${value}`);
  return value as Fen;
}

export function isFen(value: unknown): value is Fen {
  return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= MAX_FEN;
}

const YUAN_TEXT = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * Yuan (a number, or text a person typed such as "12.5") → fen, exactly; null when it is not an amount
 * with at most two decimals (three decimals, exponent notation, NaN, Infinity, out of range, empty).
 */
export function parseYuan(value: number | string): Fen | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  // a number's shortest round-trip text is the decimal it was written as (1.005 → "1.005")
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = YUAN_TEXT.exec(text);
  if (!match) return null;
  const [, minus, whole, decimals = ''] = match;
  const amount = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (amount > MAX_FEN) return null;
  return (minus && amount !== 0 ? -amount : amount) as Fen;
}

/** Like `parseYuan`, but throws a MoneyError for something that is not an amount. */
export function yuanToFen(value: number | string): Fen {
  const amount = parseYuan(value);
  if (amount === null) throw new MoneyError(`not a yuan amount with at most two decimals: ${String(value)}`);
  return amount;
}

/** Fen → the wire's yuan number (1005 → 10.05): one division of an integer, exact in its decimal text. */
export function fenToYuan(amount: Fen): Yuan {
  return amount / 100;
}

/** Fen → "10.05" (always two decimals, a leading "-" for a negative amount), by integer arithmetic. */
export function formatYuan(amount: Fen): string {
  const abs = Math.abs(amount);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return amount < 0 ? `-${text}` : text;
}

/** The sum of amounts, checked to stay a whole number of fen in range. */
export function sumFen(amounts: Iterable<Fen>): Fen {
  let total = 0;
  for (const amount of amounts) total += amount;
  return fen(total);
}

/** An amount times a whole count (unit price × quantity, × recipients). */
export function multiplyFen(amount: Fen, count: number): Fen {
  if (!Number.isSafeInteger(count)) throw new MoneyError(`not a whole count: ${count}`);
  return fen(amount * count);
}
