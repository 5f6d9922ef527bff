// Money: wallets, the ledger, recharge settings and recharge orders.
import type { ColumnType, Generated } from 'kysely';

/** One per user who ever had money; the balance is the sum of the user's ledger entries. */
export interface WalletsTable {
  user_id: number;
  /** fen, never negative */
  balance: Generated<number>;
  recharge_total: Generated<number>;
  spend_total: Generated<number>;
  /** the commission accounts (0031, issue 22), fen, never negative */
  commission_frozen: Generated<number>;
  commission_available: Generated<number>;
  withdrawing: Generated<number>;
  updated_at: Generated<Date>;
}

/** The accounts of a user's money (0031): `balance` is the prepaid balance, not withdrawable. */
export type UserLedgerAccount = 'balance' | 'commission_frozen' | 'commission_available' | 'withdrawing';
/** A 分站's earnings (0043): its margins frozen, then available, then withdrawing until paid out. */
export type SiteLedgerAccount = 'site_earnings_frozen' | 'site_earnings_available' | 'site_withdrawing';
/** A supplier shop's money (0045): what the platform owes it, and what it applied to be paid. */
export type SupplierLedgerAccount = 'supplier_payable' | 'supplier_withdrawing';
export type LedgerAccount = UserLedgerAccount | SiteLedgerAccount | SupplierLedgerAccount;

export type LedgerEntryType = 'recharge' | 'bonus' | 'order' | 'refund' | 'commission' | 'adjust' | 'compensation' | 'commission_reverse' | 'commission_release' | 'withdraw' | 'withdraw_paid' | 'withdraw_return' | 'commission_transfer' | 'site_margin' | 'site_margin_reverse' | 'site_margin_release' | 'supply' | 'supply_reverse' | 'supply_deduct';

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). Amounts in fen, signed. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  /** the user whose account it moves, or null for a site's (exactly one of user_id, site_id; 0043) */
  user_id: number | null;
  site_id: Generated<number | null>;
  /** a supplier shop's entry (0045): exactly one of user_id, site_id, shop_id */
  shop_id: Generated<number | null>;
  /** the account it moves (0031); every entry before issue 22 is `balance` */
  account: Generated<LedgerAccount>;
  type: LedgerEntryType;
  amount: number;
  /** the account's total after it */
  balance_after: number;
  source_type: string;
  source_id: string;
  remark: Generated<string>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface RechargeSettingsTable {
  id: number;
  /** jsonb array of fen */
  quick_options_fen: ColumnType<number[], string, string>;
  min_fen: number;
  max_fen: number;
  allow_input: boolean;
  /** jsonb array of the payment channels the console turned off (0018) */
  disabled_channels: ColumnType<number[], string | undefined, string>;
}

export interface RechargeWelfareTable {
  amount_fen: number;
  free_fen: number;
}

export interface RechargeOrdersTable {
  trade_no: string;
  user_id: number;
  channel: number;
  provider: string;
  amount_fen: number;
  status: Generated<'pending' | 'paid' | 'closed'>;
  gateway_trade_no: string | null;
  bonus_fen: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  paid_at: Date | null;
}

/** 超时赔付 (0023): a compensated parcel, once at most, and the `compensation` entry it was booked as. */
export interface ParcelCompensationsTable {
  id: Generated<number>;
  parcel_id: number;
  user_id: number;
  amount_fen: number;
  reason: 'waybill_late' | 'pickup_late' | 'manual';
  ledger_entry_id: number;
  created_at: Date;
  /** 0025: a manual one's operator, note, and Idempotency-Key with its request digest (null / '' for the job's) */
  operator_id?: number | null;
  note?: string;
  idempotency_key?: string | null;
  request_hash?: string | null;
}

/** What the sandbox gateway took (0046): its bill and its answers to a query are made from these rows. */
export interface SandboxPaymentsTable {
  trade_no: string;
  gateway_trade_no: string;
  channel: number;
  amount_fen: number;
  paid_at: Date;
}

/** 对账 (0046): one gateway's bill of one China day against our top-ups. */
export interface ReconciliationRunsTable {
  id: Generated<number>;
  gateway: string;
  /** YYYY-MM-DD (China) */
  bill_date: string;
  status: 'clean' | 'issues' | 'failed';
  bill_count: number;
  bill_total_fen: number;
  credited_count: number;
  credited_total_fen: number;
  issue_count: number;
  error: string | null;
  ran_at: Date;
}

export type ReconciliationKind = 'missing_credit' | 'unknown_trade' | 'amount_differs' | 'not_in_bill';

/** 对账's differences (0046), open until a finance operator resolves them (补单 for a missing credit). */
export interface ReconciliationItemsTable {
  id: Generated<number>;
  gateway: string;
  bill_date: string;
  kind: ReconciliationKind;
  trade_no: string;
  gateway_trade_no: Generated<string>;
  bill_amount_fen: number | null;
  our_amount_fen: number | null;
  status: Generated<'open' | 'resolved'>;
  resolution: string | null;
  resolved_by: number | null;
  resolved_at: Date | null;
  created_at: Date;
}
