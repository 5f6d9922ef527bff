/**
 * Pieces every wire schema uses: record ids, the paging part of a list call and the page it answers, a
 * filter's China time, yuan amounts in answers. Numbers in queries may come as text (`?page=2`): they are
 * coerced, and typed as numbers for the client that sends them.
 */
import { z } from 'zod';
import { CHINA_TIME_PATTERN, parseChinaTime } from '../china-time';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants';
import { safeString } from '../rules/safe-text';

/** A database id (a positive 32-bit integer), with one message for anything else. */
export const recordId = (error: string) => z.coerce.number<number>({ error }).int({ error }).positive({ error }).max(2_147_483_647, { error });

const PAGE_MESSAGE = '页码不正确';
const PAGE_SIZE_MESSAGE = `每页数量只能是 ${PAGE_SIZES.join('、')}`;
/** Far past any real list; keeps OFFSET within reason. */
const MAX_PAGE = 100_000;

/**
 * The paging part of every list call's query or body (SPEC §7 `page`, `page_size`; §9 sizes 10, 20, 50,
 * 100, 200, 500, default 10). Numbers or numeric text; anything else is a 400 with a Chinese message.
 * Extend it for a list's filters: `pageQuery.extend({ status: … })`.
 */
export const pageQuery = z.object({
  page: z.coerce
    .number<number>({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(1, { error: PAGE_MESSAGE })
    .max(MAX_PAGE, { error: PAGE_MESSAGE })
    .default(1),
  page_size: z.coerce
    .number<number>({ error: PAGE_SIZE_MESSAGE })
    .refine((size): size is (typeof PAGE_SIZES)[number] => (PAGE_SIZES as readonly number[]).includes(size), { error: PAGE_SIZE_MESSAGE })
    .default(DEFAULT_PAGE_SIZE),
});

/** A list call's answer (DESIGN "The contract"): `{ list, page, page_size, data_count }`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), page: z.number().int(), page_size: z.number().int(), data_count: z.number().int() });

/** Money in an answer: yuan, a JSON number (at most two decimals, made from fen by the server). */
export const yuan = z.number();

/** An ISO 8601 moment in an answer. */
export const isoTime = z.string();

/**
 * A list filter's time: `YYYY-MM-DD HH:mm:ss` (or just the date: its start, or with `endOfDay` its end)
 * in China time → the moment.
 */
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
