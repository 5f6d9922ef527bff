import type { OperatorRole } from './permissions';

/**
 * The operator console's calls (issue 20). Every route is under `/api/admin/`; the operator token travels
 * in the `X-Operator-Token` header (never `Authorization`, which is the shop user's), and lives in the
 * browser in the `operator-token` cookie, path `/admin`. A user token never works on an operator route,
 * an operator token never on a user route.
 */
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';
/**
 * The console's session cookie (issue 35): set by POST /api/admin/login as HttpOnly, SameSite=Strict, path
 * /api/admin — page script never reads it. A request it authenticates must also carry OPERATOR_CONSOLE_HEADER.
 */
export const OPERATOR_TOKEN_COOKIE = 'operator-token';
/**
 * The header every console call sends (`X-Console: 1`): a custom header no other origin (a sibling 分站
 * subdomain included) can add without CORS, so a cookie-authenticated request carrying it came from the console.
 */
export const OPERATOR_CONSOLE_HEADER = 'x-console';

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
  /** API clients only: a console call (X-Console) gets the HttpOnly cookie instead and no token here. */
  token?: string;
  must_change_password: boolean;
}

/**
 * The data of code 61. Enrolment no longer happens at sign-in (issue 35): a TOTP role not yet enrolled signs
 * in with the one-time password and enrols on 修改初始密码 (GET /api/admin/totp-setup), so this is empty.
 */
export interface TotpRequired {
  /** @deprecated never sent since issue 35: see TotpEnrolment */
  totp_setup?: { uri: string; secret: string };
}

/**
 * GET /api/admin/totp-setup: the TOTP secret issued to this session (a TOTP role not yet enrolled, signed
 * in with its one-time password), valid until `expires_at` (10 minutes after sign-in); null when the
 * operator needs no enrolment.
 */
export interface TotpEnrolment {
  /** the otpauth:// URI to show as a QR code */
  uri: string;
  /** the secret as text, for manual entry */
  secret: string;
  /** ISO time after which the password change is refused and the operator signs in again */
  expires_at: string;
}

/** An operator's new password has 10–20 characters (issue 35; a shop user's 6–20). */
export const OPERATOR_PASSWORD_MIN = 10;

/** PUT /api/admin/password */
export interface OperatorPasswordBody {
  old_password: string;
  password: string;
  /** While enrolling (GET /api/admin/totp-setup answered a secret): the first 6-digit code, which enables TOTP. */
  totp?: string;
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
