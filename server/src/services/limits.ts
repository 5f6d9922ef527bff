/** Account limits (SPEC §9 and the server's own). Times in milliseconds. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const SESSION_TTL_MS = 7 * DAY;
/** A session's expiry slides forward on use, written at most this often. */
export const SESSION_SLIDE_EVERY_MS = MINUTE;

export const CAPTCHA_TTL_MS = 5 * MINUTE;
/** Image captchas one IP may fetch per minute (each is a stored row); past it, a business refusal. */
export const CAPTCHAS_PER_IP_MINUTE = 30;

export const SMS_CODE_TTL_MS = 5 * MINUTE;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_RESEND_INTERVAL_MS = 60_000;
export const SMS_DAILY_LIMIT_PER_MOBILE = 10;
/** Sends one IP may make per hour without an image captcha. */
export const SMS_FREE_SENDS_PER_IP_HOUR = 5;

export const LOGIN_FAIL_WINDOW_MS = 15 * MINUTE;
export const LOGIN_FAILS_PER_MOBILE = 3;
export const LOGIN_FAILS_PER_IP = 10;
