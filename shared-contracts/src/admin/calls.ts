import type { OperatorRole } from './permissions';

/**
 * The operator console's calls (issue 20). Every route is under `/api/admin/`; the operator token travels
 * in the `X-Operator-Token` header (never `Authorization`, which is the shop user's), and lives in the
 * browser in the `operator-token` cookie, path `/admin`. A user token never works on an operator route,
 * an operator token never on a user route.
 */
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';
export const OPERATOR_TOKEN_COOKIE = 'operator-token';

/** POST /api/admin/login */
export interface OperatorLoginBody {
  mobile: string;
  password: string;
  /** The image captcha, asked for after failures (code 80, as the shop's sign-in). */
  captcha?: string;
  key?: string;
  /** The 6-digit TOTP code, for roles in TOTP_ROLES. */
  totp?: string;
}

/**
 * The answer of a sign-in. For a TOTP role without `totp`: code 61 (ResultCode.TOTP_REQUIRED) with
 * `{ totp_setup? }` — the `otpauth://` URI to show as a QR code while the operator has not enrolled yet —
 * and no token; signing in again with the code completes it.
 */
export interface OperatorLoginResult {
  token: string;
  must_change_password: boolean;
}

export interface TotpRequired {
  /** Present until the operator's first successful code: scan it with an authenticator app. */
  totp_setup?: { uri: string; secret: string };
}

/** PUT /api/admin/password */
export interface OperatorPasswordBody {
  old_password: string;
  password: string;
}

/** GET /api/admin/me */
export interface OperatorInfo {
  id: number;
  name: string;
  /** masked: 138****0000 */
  mobile: string;
  role: OperatorRole;
  must_change_password: boolean;
}

/** One row of GET /api/admin/audit (paged as every list: list, page, page_size, data_count). */
export interface AuditRow {
  id: number;
  operator_id: number | null;
  operator_name: string;
  role: OperatorRole | '';
  /** e.g. login, password.change, goods.update */
  action: string;
  /** e.g. operator, goods, notice */
  entity: string;
  entity_id: string;
  /** JSON before → after, phones and ID numbers masked */
  before: unknown;
  after: unknown;
  ip: string;
  /** China time, YYYY-MM-DD HH:mm:ss */
  created_at: string;
}

/** GET /api/admin/audit query */
export interface AuditQuery {
  page?: number;
  page_size?: number;
  operator_id?: number;
  action?: string;
  entity?: string;
  start_time?: string;
  end_time?: string;
}
