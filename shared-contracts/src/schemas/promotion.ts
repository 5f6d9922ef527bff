/**
 * 推广赚钱 (issue 22): the referral link and the commission's accounts. Money is yuan on the wire; the types
 * in ../promotion.ts are inferred from these schemas.
 */
import { z } from 'zod';
import { pageOf, pageQuery, yuan } from './common';

/** GET /api/user/spread/info: the caller's code and link, the rate they earn, whom they brought. */
export const spreadInfo = z.object({
  code: z.string(),
  /** `<site>/?i=<code>`: the home page keeps `i` as the referral for registration */
  link: z.string(),
  /** percent of what a referred user pays for parcels (the caller's VIP group's rate, else the site's) */
  rate: z.number(),
  /** days after its parcels' dispatch an order's commission stays frozen */
  freeze_days: z.number().int(),
  /** users registered through the caller, and those of them who have ordered */
  invited: z.number().int(),
  ordered: z.number().int(),
});

/** GET /api/user/spread/summary: the commission accounts now, and what was earned today and this month (China time). */
export const spreadSummary = z.object({
  frozen: yuan,
  available: yuan,
  withdrawing: yuan,
  /** earned ever, net of what refused parcels took back */
  earned: yuan,
  today: yuan,
  month: yuan,
});

/** GET /api/user/spread/user: the users the caller brought, newest first; `mobile` filters by the whole number or its last 4 digits. */
export const spreadUserQuery = pageQuery.extend({
  mobile: z
    .string({ error: '手机号不正确' })
    .trim()
    .regex(/^(\d{4}|1\d{10})?$/, { error: '请输入完整手机号或后 4 位' })
    .optional()
    .transform((value) => value || undefined),
});

export const spreadUser = z.object({
  /** 138****8000 */
  mobile: z.string(),
  /** China time */
  created_at: z.string(),
  orders: z.number().int(),
  /** what they paid for parcels, net of refunds, yuan */
  amount: yuan,
  /** what the caller earned from them, net of reversals, yuan */
  commission: yuan,
});
export const spreadUserList = pageOf(spreadUser);
