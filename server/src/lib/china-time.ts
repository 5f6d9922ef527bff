import { CHINA_TIME_PATTERN, chinaText, parseChinaTime } from 'shared-contracts/china-time';
import { safeString } from 'shared-contracts/rules';
import { z } from 'zod';

/** A list filter's time: `YYYY-MM-DD HH:mm:ss` (or just the date: its start, or with `endOfDay` its end) in China time → the moment. */
export const chinaTime = (endOfDay: boolean) =>
  safeString({ error: '时间格式不正确' })
    .regex(CHINA_TIME_PATTERN, { error: '时间格式应为 YYYY-MM-DD HH:mm:ss' })
    .transform((text, ctx) => {
      const at = parseChinaTime(text, endOfDay);
      if (!at || Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2100) {
        ctx.addIssue({ code: 'custom', message: '时间不正确' });
        return z.NEVER;
      }
      return at;
    });

/** The China-time calendar date of a moment as `YYYYMMDD` (order numbers). */
export const chinaDateStamp = (at: Date) => chinaText(at).slice(0, 10).replaceAll('-', '');
