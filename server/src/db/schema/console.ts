// The operator console: operators, their sessions, balance adjustments, uploaded images, the audit log.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

/** Operator console (issue 20): the role is one of OPERATOR_ROLES (shared-contracts/admin). */
export interface OperatorsTable {
  id: Generated<number>;
  /** the site whose console it signs in to (0043): the main site's for main roles, a 分站's for site roles */
  site_id: Generated<number>;
  mobile: string;
  name: string;
  role: string;
  password_hash: string;
  must_change_password: Generated<boolean>;
  /** sealed with the app's secret box (lib/secret-box.ts); null until a TOTP role first signs in */
  totp_secret: string | null;
  totp_enabled: Generated<boolean>;
  /** the time step of the last accepted TOTP code (each code works once) */
  totp_last_step: number | null;
  disabled_at: Date | null;
  /** the last successful sign-in (0021); null until the first one */
  last_login_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface OperatorSessionsTable {
  /** sha256 hex of the operator token; the token itself is never stored. */
  token_hash: string;
  operator_id: number;
  ip: string;
  created_at: CreatedAt;
  /** 12 hours after sign-in, never extended */
  expires_at: Date;
  /** the sealed TOTP secret this session may enrol with (issue 35, migration 0047): a TOTP role signed in with its one-time password */
  totp_setup: string | null;
}

/**
 * 资金调整 (issue 20): an operator's credit or debit of a user's balance, booked as an `adjust` ledger entry
 * (source `adjustment` + id). Leaves `pending` once, then final (a trigger refuses other changes, deletes).
 */
export interface BalanceAdjustmentsTable {
  id: Generated<number>;
  user_id: number;
  direction: 'credit' | 'debit';
  /** fen, > 0 */
  amount_fen: ColumnType<number, number, never>;
  reason: string;
  status: ColumnType<'pending' | 'booked' | 'rejected', 'pending' | 'booked' | 'rejected' | undefined, 'booked' | 'rejected'>;
  requested_by: number;
  requested_at: Date;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  review_note: Generated<string>;
  ledger_entry_id: number | null;
  idempotency_key: string;
  request_hash: string;
  /** why it waits for a second operator (0049): '' booked at once, amount, daily_total */
  review_reason: Generated<'' | 'amount' | 'daily_total'>;
}

/** Console uploads (migration 0020): the re-encoded picture keyed by the sha256 of its bytes. */
export interface UploadedImagesTable {
  hash: string;
  mime: string;
  data: Uint8Array;
  width: number;
  height: number;
  size: number;
  purpose: string;
  created_by: number | null;
  created_at: CreatedAt;
}

/** Append-only (a trigger refuses UPDATE, DELETE, TRUNCATE). before/after are JSON, written as text. */
export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number | null;
  operator_name: string;
  role: string;
  action: string;
  entity: string;
  entity_id: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  ip: string;
  created_at: CreatedAt;
}
