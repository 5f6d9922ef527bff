/**
 * A price percent as a Chinese shop says it (SPEC: VIP groups): 100 → 原价, 95 → 9.5折, 90 → 9折, 88 → 8.8折.
 * Worked on the digits, not by dividing floats.
 */
export function discountText(pricePercent: number): string {
  if (pricePercent >= 100) return '原价';
  const [whole, fraction = ''] = String(pricePercent).split('.');
  const tenths = `${whole.padStart(2, '0').slice(0, -1)}.${whole.slice(-1)}${fraction}`.replace(/\.?0+$/, '');
  return `${tenths || '0'}折`;
}
