import { formatYuan, parseYuan, yuanToFen } from 'shared-contracts';

/** A yuan amount from the wire as the screen shows it: always two decimals (12.5 → "12.50"). */
export function yuan(amount: number): string {
  return formatYuan(yuanToFen(amount));
}

/** A signed ledger amount: "+500.00" / "-12.50" (0 → "0.00"). */
export function signedYuan(amount: number): string {
  const fen = yuanToFen(amount);
  return fen > 0 ? `+${formatYuan(fen)}` : formatYuan(fen);
}

/** An amount in a sentence: whole yuan without decimals (500 → "500"), otherwise two (10.5 → "10.50"). */
export function yuanInText(amount: number): string {
  const text = yuan(amount);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** Whether two yuan amounts (typed text or wire numbers) are the same amount, compared in fen. */
export function sameAmount(a: number | string, b: number | string): boolean {
  const x = parseYuan(a);
  return x !== null && x === parseYuan(b);
}
