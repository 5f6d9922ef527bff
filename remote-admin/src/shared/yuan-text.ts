import { fen, formatYuan, parseYuan, sumFen } from 'shared-contracts';

/** ¥1.50, from a yuan number, exactly (through fen). */
export function yuanText(amount: number): string {
  const exact = parseYuan(amount);
  return exact === null ? `¥${amount}` : `¥${formatYuan(exact)}`;
}

/** The sum of yuan amounts as ¥ text, added in fen (never 0.1 + 0.2). */
export const yuanSumText = (amounts: readonly number[]): string => `¥${formatYuan(sumFen(amounts.map((a) => parseYuan(a) ?? fen(0))))}`;

/** 1234.50, from a yuan number, exactly (through fen): a cell under a 「（元）」 heading. */
export function yuanPlain(amount: number): string {
  const exact = parseYuan(amount);
  return exact === null ? String(amount) : formatYuan(exact);
}
