import { createAction } from '@reduxjs/toolkit';

/**
 * The operator console's sign-in (issue 20), apart from the shop user's. Since issue 35 its token lives in
 * an HttpOnly cookie (`operator-token`, path `/api/admin`) that the server sets at sign-in and clears at
 * sign-out: no page script — the console's included — can read it. Every `/api/admin/` call carries the
 * console's `X-Console: 1` header, without which the cookie does not count (no other origin, a sibling 分站
 * included, can add it), and never the user's `Authorization`. The console learns who is signed in from
 * GET /api/admin/me (401: signed out). Signing an operator in or out leaves the shop user's session as it is.
 */

/** Whether a base-query URL (relative to `/api`) is an operator call: `/admin/…`. */
export function isOperatorCall(url: string): boolean {
  return /^\/?admin(?:[/?#]|$)/.test(url.replace(/^(?:https?:\/\/[^/]+)?\/api(?=\/)/, ''));
}

/**
 * An operator call answered 401 (signed out elsewhere, expired): the console goes to /admin/login with
 * `redirect` (the page it was on). The shop user's session is not touched.
 */
export const operatorSessionEnded = createAction<{ redirect: string | null }>('operator/sessionEnded');
