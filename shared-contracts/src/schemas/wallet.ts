/**
 * The wallet calls' wire schemas (issue 9): top-up configuration, orders and their status, balance,
 * summary and ledger, real-name verification, the VIP groups. The types in ../wallet.ts are inferred from
 * them; the bodies a person types (top-up, real name) are the form rules of shared-contracts/rules.
 */
import { z } from 'zod';
import { authenticationBody } from '../rules/identity';
import { rechargeOrderBody } from '../rules/recharge';
import { safeString } from '../rules/safe-text';
import { AuthStatus, LEDGER_ACCOUNTS, LEDGER_TYPES, type LedgerAccountKey, type LedgerType } from '../wallet-texts';
import { chinaTime, isoTime, pageOf, pageQuery, yuan } from './common';

/** GET /api/user/recharge/info: what the top-up card offers (SPEC §3 top-up config). */
export const rechargeConfig = z.object({
  /** Quick amounts, yuan. */
  quick_option: z.array(yuan),
  /** Smallest top-up, yuan. */
  min_price: yuan,
  /** Largest single top-up, yuan (ours: the server refuses more). */
  max_price: yuan,
  payment_list: z.array(z.object({ channel: z.number().int(), name: z.string() })),
  /** Whether a free amount may be typed. */
  input: z.boolean(),
  /** The benefits list: top up `money` at once to become `group_name`. */
  give_list: z.array(z.object({ money: yuan, group_name: z.string() })),
  /** Keyed by a quick amount (yuan, as text): the group it upgrades to and the bonus. */
  welfare: z.record(z.string(), z.object({ group_name: z.string(), free_money: yuan })),
  /** The payment provider is the sandbox: the dialog offers 在本机模拟支付 (ours). */
  sandbox: z.boolean(),
});

/** POST /api/user/recharge/qrcode → the QR code's text, or the page an iframe shows. */
export const rechargeOrder = z.object({ trade_no: z.string(), type: z.enum(['iframe', 'qrcode']), data: z.string(), money: yuan });

/** GET /api/user/recharge/status?out_trade_no= (only the caller's own top-ups). */
export const tradeNoQuery = z.object({
  out_trade_no: safeString({ error: '充值订单号不正确' }).regex(/^R\d{20}$/, { error: '充值订单号不正确' }),
});
export const rechargeStatus = z.object({ success: z.boolean() });

/** GET /api/user/wallet/info (yuan). */
export const walletInfo = z.object({ balance: yuan, recharge_total: yuan, spend_total: yuan });

/**
 * GET /api/finance/statistics/summary (yuan), China time: the prepaid balance's top-ups and spending today
 * and this month, and every account's total now — what 我的钱包 and 推广赚钱 show side by side.
 */
export const financeSummary = z.object({
  today_recharge: yuan,
  today_spend: yuan,
  month_recharge: yuan,
  month_spend: yuan,
  /** the prepaid balance (not withdrawable) */
  balance: yuan,
  commission_frozen: yuan,
  commission_available: yuan,
  withdrawing: yuan,
  /** paid out ever (已到账) */
  withdrawn: yuan,
});

const ledgerTypes = Object.keys(LEDGER_TYPES) as [LedgerType, ...LedgerType[]];
export const ledgerAccounts = Object.keys(LEDGER_ACCOUNTS) as [LedgerAccountKey, ...LedgerAccountKey[]];

/** One line of the ledger (GET /api/finance/log/list). `amount` signed yuan: + in, − out. */
export const ledgerEntry = z.object({
  id: z.number().int(),
  /** the account the entry moved (issue 22) */
  account: z.enum(ledgerAccounts),
  type: z.enum(ledgerTypes),
  type_name: z.string(),
  amount: yuan,
  /** The account's total after this entry, yuan. */
  balance: yuan,
  remark: z.string(),
  created_at: isoTime,
});

/**
 * The ledger's filters: the account (default the prepaid balance), an entry type, times
 * `YYYY-MM-DD HH:mm:ss` China time, inclusive.
 */
export const ledgerQuery = pageQuery.extend({
  account: z.enum(ledgerAccounts, { error: '账户不正确' }).default('balance'),
  type: z.enum(ledgerTypes, { error: '流水类型不正确' }).optional(),
  start_time: chinaTime(false).optional(),
  end_time: chinaTime(true).optional(),
});
export const ledgerPage = pageOf(ledgerEntry);

/** Real-name verification (GET/POST /api/user/authentication). */
export const authenticationInfo = z.object({
  status: z.literal(Object.values(AuthStatus)),
  /** Why it failed (status 3). */
  reason: z.string().nullable(),
  /** Masked: 张*三 */
  real_name: z.string().nullable(),
  /** Masked: 1101**********1234 */
  id_number: z.string().nullable(),
  /** ISO 8601, when it passed */
  verified_at: z.string().nullable(),
});

/** GET /api/user/group/list: the VIP groups and how to reach them. */
export const groupInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  /** Goods are priced at this percent of the list price (100 = no discount, 95 = 9.5折). */
  price_percent: z.number().int(),
  /** Top up this much (yuan) in one payment to reach the group; 0 for the default group. */
  upgrade_amount: yuan,
  is_current: z.boolean(),
});

export type RechargeOrderBody = z.input<typeof rechargeOrderBody>;
export type AuthenticationBody = z.input<typeof authenticationBody>;
export type LedgerQuery = z.input<typeof ledgerQuery>;
export type RechargeConfig = z.output<typeof rechargeConfig>;
export type RechargeOrder = z.output<typeof rechargeOrder>;
export type RechargeStatus = z.output<typeof rechargeStatus>;
export type WalletInfo = z.output<typeof walletInfo>;
export type FinanceSummary = z.output<typeof financeSummary>;
export type LedgerEntry = z.output<typeof ledgerEntry>;
export type AuthenticationInfo = z.output<typeof authenticationInfo>;
export type GroupInfo = z.output<typeof groupInfo>;
