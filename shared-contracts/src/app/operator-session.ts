import { createAction } from '@reduxjs/toolkit';
import Cookies from 'js-cookie';
import { OPERATOR_TOKEN_COOKIE } from '../admin/calls';

/**
 * The operator console's sign-in (issue 20), apart from the shop user's: its token lives in its own
 * cookie (`operator-token`, path `/admin`, so pages outside the console cannot even read it) and travels
 * only as `X-Operator-Token` on `/api/admin/` calls — which never carry the user's `Authorization`.
 * Signing an operator in or out leaves the shop user's session as it is.
 */
export const OPERATOR_COOKIE_PATH = '/admin';

export function readOperatorToken(): string | null {
  return Cookies.get(OPERATOR_TOKEN_COOKIE) ?? null;
}

/** A session cookie (gone when the browser closes), `secure` on HTTPS, only under /admin. */
export function writeOperatorToken(token: string | null): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  if (token) Cookies.set(OPERATOR_TOKEN_COOKIE, token, { sameSite: 'strict', path: OPERATOR_COOKIE_PATH, secure });
  else Cookies.remove(OPERATOR_TOKEN_COOKIE, { path: OPERATOR_COOKIE_PATH });
}

/** Whether a base-query URL (relative to `/api`) is an operator call: `/admin/…`. */
export function isOperatorCall(url: string): boolean {
  return /^\/?admin(?:[/?#]|$)/.test(url.replace(/^(?:https?:\/\/[^/]+)?\/api(?=\/)/, ''));
}

/**
 * An operator call answered 401 (signed out elsewhere, expired): the base query has dropped the operator
 * cookie; the console goes to /admin/login with `redirect` (the page it was on). The shop user's session
 * is not touched.
 */
export const operatorSessionEnded = createAction<{ redirect: string | null }>('operator/sessionEnded');
