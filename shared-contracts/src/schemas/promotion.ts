/**
 * 推广赚钱 (issue 22): the referral link and the commission's accounts. Money is yuan on the wire; the types
 * in ../promotion.ts are inferred from these schemas.
 */
import { z } from 'zod';
import { yuan } from './common';

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
