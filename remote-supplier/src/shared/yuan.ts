import { fen, formatYuan, parseYuan, sumFen } from 'shared-contracts';

/** ¥1.50, from a yuan number on the wire, exactly (through fen, never float arithmetic). */
export function yuanText(amount: number): string {
  const exact = parseYuan(amount);
  return exact === null ? `¥${amount}` : `¥${formatYuan(exact)}`;
}

/** 1234.50 (no ¥): a cell under a 「（元）」 heading, or a spreadsheet's. */
export function yuanPlain(amount: number): string {
  const exact = parseYuan(amount);
  return exact === null ? String(amount) : formatYuan(exact);
}

/** The sum of yuan amounts as ¥ text, added in fen. */
export const yuanSumText = (amounts: readonly number[]): string => `¥${formatYuan(sumFen(amounts.map((a) => parseYuan(a) ?? fen(0))))}`;
