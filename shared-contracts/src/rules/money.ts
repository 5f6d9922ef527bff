import { z } from 'zod';
import { parseYuan, type Fen } from '../money';

/**
 * A yuan amount on the wire (a JSON number, or query-string text) → integer fen, exactly: at most two
 * decimals, within [min, max] fen. Messages name the field, e.g. 价格最多保留两位小数.
 */
export function yuanAmount(label: string, { min = 0, max }: { min?: number; max: number }) {
  return z.union([z.number(), z.string()], { error: `${label}不正确` }).transform((value, ctx): Fen => {
    const amount = parseYuan(value);
    if (amount === null) {
      const decimals = /^\s*-?\d+\.\d{3,}\s*$/.test(String(value));
      ctx.addIssue({ code: 'custom', message: decimals ? `${label}最多保留两位小数` : `${label}不正确` });
      return z.NEVER;
    }
    if (amount < min || amount > max) {
      ctx.addIssue({ code: 'custom', message: `${label}超出范围` });
      return z.NEVER;
    }
    return amount;
  });
}
