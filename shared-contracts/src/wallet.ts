/**
 * The wallet side of the contract (issue 9): top-up, the ledger, real-name verification, VIP groups.
 * Money on the wire is yuan (at most two decimals); the server keeps fen (money.ts).
 */
import type { PageQuery } from './envelope';

/** GET /api/user/recharge/info: what the top-up card offers (SPEC §3 top-up config). */
export interface RechargeConfig {
  /** Quick amounts, yuan. */
  quick_option: number[];
  /** Smallest top-up, yuan. */
  min_price: number;
  /** Largest single top-up, yuan (ours: the server refuses more). */
  max_price: number;
  payment_list: { channel: number; name: string }[];
  /** Whether a free amount may be typed. */
  input: boolean;
  /** The benefits list: top up `money` at once to become `group_name`. */
  give_list: { money: number; group_name: string }[];
  /** Keyed by a quick amount (yuan, as text): the group it upgrades to and the bonus. */
  welfare: Record<string, { group_name: string; free_money: number }>;
  /** The payment provider is the sandbox: the dialog offers 在本机模拟支付 (ours). */
  sandbox: boolean;
}

/** POST /api/user/recharge/qrcode → the QR code's text, or the page an iframe shows. */
export interface RechargeOrder {
  trade_no: string;
  type: 'iframe' | 'qrcode';
  data: string;
  /** yuan */
  money: number;
}

export interface RechargeOrderBody {
  channel: number;
  /** yuan, at most two decimals */
  amount: number;
}

/** GET /api/user/recharge/status?out_trade_no= (only the caller's own top-ups). */
export interface RechargeStatus {
  success: boolean;
}

/** GET /api/user/wallet/info (yuan). */
export interface WalletInfo {
  balance: number;
  recharge_total: number;
  spend_total: number;
}

/** GET /api/finance/statistics/summary (yuan), China time. */
export interface FinanceSummary {
  today_recharge: number;
  today_spend: number;
  month_recharge: number;
  month_spend: number;
}

/** Kinds of ledger entries, with the names the ledger shows. */
export const LEDGER_TYPES = {
  recharge: '充值',
  bonus: '充值赠送',
  order: '下单扣款',
  refund: '退款',
  commission: '推广佣金',
  adjust: '人工调整',
} as const;
export type LedgerType = keyof typeof LEDGER_TYPES;

/** One line of the ledger (GET /api/finance/log/list). `amount` signed yuan: + in, − out. */
export interface LedgerEntry {
  id: number;
  type: LedgerType;
  type_name: string;
  amount: number;
  /** The balance after this entry, yuan. */
  balance: number;
  remark: string;
  /** ISO 8601 */
  created_at: string;
}

export interface LedgerQuery extends PageQuery {
  type?: LedgerType;
  /** `YYYY-MM-DD HH:mm:ss`, China time, inclusive */
  start_time?: string;
  end_time?: string;
}

/** Real-name verification status (GET/POST /api/user/authentication). */
export const AuthStatus = { NONE: 0, PENDING: 1, PASSED: 2, FAILED: 3 } as const;
export type AuthStatusValue = (typeof AuthStatus)[keyof typeof AuthStatus];

export interface AuthenticationInfo {
  status: AuthStatusValue;
  /** Why it failed (status 3). */
  reason: string | null;
  /** Masked: 张*三 */
  real_name: string | null;
  /** Masked: 1101**********1234 */
  id_number: string | null;
  /** ISO 8601, when it passed */
  verified_at: string | null;
}

export interface AuthenticationBody {
  real_name: string;
  id_number: string;
}

/** GET /api/user/group/list: the VIP groups and how to reach them. */
export interface GroupInfo {
  id: number;
  name: string;
  level: number;
  /** Goods are priced at this percent of the list price (100 = no discount, 95 = 9.5折). */
  price_percent: number;
  /** Top up this much (yuan) in one payment to reach the group; 0 for the default group. */
  upgrade_amount: number;
  is_current: boolean;
}
