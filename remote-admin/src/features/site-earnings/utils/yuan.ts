import { formatYuan, parseYuan } from 'shared-contracts';

/** A yuan amount of the wire as 0.00, exactly (through fen). */
export function yuan(amount: number): string {
  const exact = parseYuan(amount);
  return exact === null ? amount.toFixed(2) : formatYuan(exact);
}
