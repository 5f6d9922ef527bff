/** Account limits (SPEC §9 and the server's own). Times in milliseconds. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const SESSION_TTL_MS = 7 * DAY;
/** However often it is used, a session ends this long after sign-in (absolute lifetime). */
export const SESSION_MAX_AGE_MS = 30 * DAY;
/** A session's expiry slides forward on use, written at most this often. */
export const SESSION_SLIDE_EVERY_MS = MINUTE;

export const CAPTCHA_TTL_MS = 5 * MINUTE;
/** Image captchas one IP may fetch per minute (each is a stored row); past it, a business refusal. */
export const CAPTCHAS_PER_IP_MINUTE = 30;

export const SMS_CODE_TTL_MS = 5 * MINUTE;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_RESEND_INTERVAL_MS = 60_000;
export const SMS_DAILY_LIMIT_PER_MOBILE = 10;
/**
 * Sends to one mobile from one IP per China day: half the mobile's daily quota, so nobody can use up
 * somebody else's quota (and lock them out of SMS sign-in for the day) from one address.
 */
export const SMS_DAILY_LIMIT_PER_MOBILE_IP = 5;
/** Sends one IP may make per hour without an image captcha. */
export const SMS_FREE_SENDS_PER_IP_HOUR = 5;

export const LOGIN_FAIL_WINDOW_MS = 15 * MINUTE;
export const LOGIN_FAILS_PER_MOBILE = 3;
export const LOGIN_FAILS_PER_IP = 10;

/**
 * Password guessing: wrong passwords for one mobile (at sign-in, and wrong old passwords when changing
 * it) are counted over a rolling 24 hours; from the 10th, password sign-in for that mobile is locked for
 * 30 minutes after the latest wrong one (a correct password is refused too); SMS sign-in still works.
 */
export const PASSWORD_FAIL_WINDOW_MS = DAY;
export const PASSWORD_FAILS_BEFORE_LOCK = 10;
export const PASSWORD_LOCK_MS = 30 * MINUTE;

/** An operator console session ends this long after sign-in, however it is used (never extended). */
export const OPERATOR_SESSION_MS = 12 * HOUR;
/**
 * A TOTP role not yet enrolled (issue 35) enrols while changing its one-time password, in the session it
 * signed in with, within this long after that sign-in; later the change is refused and it signs in again.
 */
export const OPERATOR_ENROLMENT_MS = 10 * MINUTE;

/**
 * SMS-code checks (issue 35): POST /api/register and /api/sms-login, counted per mobile (the account's subject)
 * and per IP over 15 minutes before the code is looked at, like password sign-in's failures: from the 4th
 * check for a mobile, or the 11th from an IP, a check needs a correct image captcha (code 80). A check that
 * passes is not counted.
 */
export const SMS_CHECK_WINDOW_MS = 15 * MINUTE;
export const SMS_CHECKS_PER_MOBILE = 3;
export const SMS_CHECKS_PER_IP = 10;
