/**
 * 推广赚钱 (issue 22): the referral link and the commission's accounts. Money is yuan on the wire; the types
 * in ../promotion.ts are inferred from these schemas.
 */
import { z } from 'zod';
import { COMMISSION_STATUS, SpreadMessages, WITHDRAWAL_STATUS, WithdrawMessages } from '../promotion-texts';
import { yuanAmount } from '../rules/money';
import { safeString } from '../rules/safe-text';
import { pageOf, pageQuery, yuan } from './common';
import { ledgerQuery } from './wallet';

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

/**
 * GET /api/user/spread/user: the users the caller brought, newest first; `mobile` filters by the last 4 digits only
 * (issue 35: a whole number would let a referrer unmask a referee's hidden digits by guessing).
 */
export const spreadUserQuery = pageQuery.extend({
  mobile: z
    .string({ error: SpreadMessages.mobileLast4 })
    .trim()
    .regex(/^(\d{4})?$/, { error: SpreadMessages.mobileLast4 })
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

const statusOf = <T extends Record<string, string>>(names: T) => z.enum(Object.keys(names) as [keyof T & string, ...(keyof T & string)[]]);
const mobileFilter = spreadUserQuery.shape.mobile;

/**
 * GET /api/user/order (SPEC §7): the referred users' orders as their referrer may see them — 佣金记录: who
 * (masked mobile), when, how many parcels, what they paid, the rate, the commission and where it stands.
 * Filters: the commission's status, the referred user's mobile (its last 4 digits).
 */
export const referredOrderQuery = pageQuery.extend({
  status: statusOf(COMMISSION_STATUS).optional(),
  mobile: mobileFilter,
});
export const referredOrder = z.object({
  id: z.number().int(),
  mobile: z.string(),
  /** China time */
  created_at: z.string(),
  parcels: z.number().int(),
  /** what the referred user paid for the order's parcels, yuan */
  amount: yuan,
  /** percent */
  rate: z.number(),
  commission: yuan,
  /** taken back for parcels refused before the commission was released */
  reversed: yuan,
  status: statusOf(COMMISSION_STATUS),
  /** when it becomes withdrawable (China time): known once every parcel is dispatched; null before, and once released or reversed */
  release_at: z.string().nullable(),
  released_at: z.string().nullable(),
});
export const referredOrderList = pageOf(referredOrder);

/** 6 digits (the withdrawal password). */
const withdrawPassword = z.string({ error: WithdrawMessages.passwordFormat }).regex(/^\d{6}$/, { error: WithdrawMessages.passwordFormat });

/** PUT /api/finance/withdraw/password: set or reset the withdrawal password with the SMS code sent to the caller's mobile. */
export const withdrawPasswordBody = z.object({
  password: withdrawPassword,
  sms_code: z.string({ error: '请输入短信验证码' }).trim().regex(/^\d{4,8}$/, { error: '请输入短信验证码' }),
});

/** POST /api/finance/withdraw/check/password */
export const withdrawPasswordCheckBody = z.object({ password: withdrawPassword });

/**
 * GET/PUT /api/finance/withdraw/account: the Alipay account (a mobile or an email) and the name on it. A PUT proves
 * the holder (issue 35): the withdrawal password once one is set, or the SMS code sent to the caller's own mobile
 * (POST /api/finance/withdraw/password/sms) — the only way before a password is set.
 */
export const withdrawAccountBody = z.object({
  account: safeString({ error: WithdrawMessages.accountFormat })
    .trim()
    .max(100, { error: WithdrawMessages.accountFormat })
    .regex(/^(1\d{10}|[^\s@]+@[^\s@]+\.[^\s@]+)$/, { error: WithdrawMessages.accountFormat }),
  name: safeString({ error: WithdrawMessages.nameRequired }).trim().min(2, { error: WithdrawMessages.nameRequired }).max(50, { error: WithdrawMessages.nameRequired }),
  withdraw_password: withdrawPassword.optional(),
  sms_code: withdrawPasswordBody.shape.sms_code.optional(),
});
export const withdrawAccount = z.object({
  /** masked (138****8000, a***@qq.com); null until set */
  account: z.string().nullable(),
  /** masked like the real name (张*三) */
  name: z.string().nullable(),
  /** real-name verification passed: the account's name must be that name */
  verified: z.boolean(),
  password_set: z.boolean(),
  /** China time, while wrong passwords lock withdrawals */
  locked_until: z.string().nullable(),
});

/** POST /api/finance/withdraw/apply (Idempotency-Key): amount in yuan (≥ the minimum, ≤ available), the withdrawal password. */
export const withdrawApplyBody = z.object({
  amount: yuanAmount('提现金额', { min: 1, max: 100_000_000_00 }),
  password: withdrawPassword,
});

export const withdrawal = z.object({
  id: z.number().int(),
  amount: yuan,
  /** masked */
  account: z.string(),
  status: statusOf(WITHDRAWAL_STATUS),
  status_text: z.string(),
  /** why rejected, or why the payout failed */
  reason: z.string().nullable(),
  /** China time */
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export const withdrawalQuery = pageQuery.extend({ status: statusOf(WITHDRAWAL_STATUS).optional() });
export const withdrawalList = pageOf(withdrawal);

/** GET /api/user/spread/rules: what the 提现 dialog and the page's rules say. */
export const withdrawRules = z.object({
  /** yuan */
  min: yuan,
  daily_count: z.number().int(),
  /** applications left today (China time) */
  left_today: z.number().int(),
});

/** POST /api/user/spread/transfer (Idempotency-Key): available commission → the prepaid balance. */
export const commissionTransferBody = z.object({ amount: yuanAmount('转入金额', { min: 1, max: 100_000_000_00 }) });
export const commissionTransfer = z.object({ balance: yuan, available: yuan });

/**
 * GET /api/money/change: 资金变动 — every account's entries (or one account's), newest first, with their
 * causes; the wallet ledger's filters. A GET: it never moves money.
 */
export const moneyChangeQuery = pageQuery.extend({
  account: ledgerQuery.shape.account.removeDefault().optional(),
  type: ledgerQuery.shape.type,
  start_time: ledgerQuery.shape.start_time,
  end_time: ledgerQuery.shape.end_time,
});
