/** Every /api response body: code 0 = success (SPEC §7, DESIGN "The contract"). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Paginated list payload: `data: { list, page, page_size, data_count }`. */
export interface Paginated<T> {
  list: T[];
  page: number;
  page_size: number;
  data_count: number;
}

export interface PageQuery {
  page?: number;
  page_size?: number;
}

/** Business codes carried in the envelope (HTTP 200) plus the HTTP-level ones the server uses. */
export const ResultCode = {
  OK: 0,
  /** Generic business failure with a Chinese msg. */
  FAIL: 1,
  REALNAME_REQUIRED: 11,
  REALNAME_PENDING: 12,
  BALANCE_INSUFFICIENT: 23,
  /** Image captcha needed (login / send-code). */
  CAPTCHA_REQUIRED: 80,
  /** Operator sign-in: the TOTP code is needed (data may carry `totp_setup` for a first enrolment). */
  TOTP_REQUIRED: 61,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
