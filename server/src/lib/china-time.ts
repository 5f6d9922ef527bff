import { safeString } from 'shared-contracts/rules';
import { z } from 'zod';

/** `YYYY-MM-DD HH:mm:ss` (or just the date) in China time → the moment. */
const CHINA_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;
export const chinaTime = (endOfDay: boolean) =>
  safeString({ error: '时间格式不正确' })
    .regex(CHINA_TIME, { error: '时间格式应为 YYYY-MM-DD HH:mm:ss' })
    .transform((text, ctx) => {
      const [, y, mo, d, h, mi, s] = CHINA_TIME.exec(text)!;
      const [hh, mm, ss] = h === undefined ? (endOfDay ? [23, 59, 59] : [0, 0, 0]) : [Number(h), Number(mi), Number(s)];
      const at = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), hh - 8, mm, ss, endOfDay && h === undefined ? 999 : 0));
      if (Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2100) {
        ctx.addIssue({ code: 'custom', message: '时间不正确' });
        return z.NEVER;
      }
      return at;
    });

/** The China-time calendar date of a moment as `YYYYMMDD` (order numbers). */
export function chinaDateStamp(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
}
