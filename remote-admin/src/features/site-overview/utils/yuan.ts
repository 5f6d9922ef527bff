import { formatYuan, parseYuan } from 'shared-contracts';

/** A yuan amount of the wire as 0.00, exactly (through fen). */
export function yuan(amount: number): string {
  const exact = parseYuan(amount);
  return exact === null ? amount.toFixed(2) : formatYuan(exact);
}

/** 30100.05 → 30,100.05 (the figure cards' large values are grouped the same way). */
export function grouped(text: string): string {
  const [whole, decimals] = text.split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === undefined ? withCommas : `${withCommas}.${decimals}`;
}
