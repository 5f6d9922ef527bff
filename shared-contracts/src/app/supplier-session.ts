import { createAction } from '@reduxjs/toolkit';
import Cookies from 'js-cookie';
import { SUPPLIER_COOKIE_PATH, SUPPLIER_TOKEN_COOKIE } from '../supplier/index';

/**
 * The supplier centre's sign-in (issue 33), apart from the shop user's and the operator's: the supplier signs
 * in through the shop's login dialog with 供应商 chosen, and its token lives in its own cookie
 * (`supplier-token`, path `/supplier-center`, so pages outside the supplier centre cannot read it) and travels
 * only as `Authorization: Bearer` on `/api/supplier/` calls — which never carry the shop user's token.
 * Signing a supplier in or out leaves the shop user's session as it is.
 */
export function readSupplierToken(): string | null {
  return Cookies.get(SUPPLIER_TOKEN_COOKIE) ?? null;
}

/** A session cookie (gone when the browser closes), `secure` on HTTPS, only under /supplier-center. */
export function writeSupplierToken(token: string | null): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  if (token) Cookies.set(SUPPLIER_TOKEN_COOKIE, token, { sameSite: 'strict', path: SUPPLIER_COOKIE_PATH, secure });
  else Cookies.remove(SUPPLIER_TOKEN_COOKIE, { path: SUPPLIER_COOKIE_PATH });
}

/** Whether a base-query URL (relative to `/api`) is a supplier call: `/supplier/…`. */
export function isSupplierCall(url: string): boolean {
  return /^\/?supplier(?:[/?#]|$)/.test(url.replace(/^(?:https?:\/\/[^/]+)?\/api(?=\/)/, ''));
}

/**
 * A supplier signed in (the login dialog with 供应商 chosen wrote the cookie): the supplier centre's own
 * state picks up the new token. The api cache is emptied by whoever dispatches it.
 */
export const supplierSignedIn = createAction<string>('supplier/signedIn');

/** The supplier pressed 退出 (the cookie is already gone): the supplier centre goes home without the login dialog. */
export const supplierSignedOut = createAction('supplier/signedOut');

/**
 * A supplier call answered 401 (signed out elsewhere, expired, disabled): the base query has dropped the
 * supplier cookie; the supplier centre goes to `/` with the login dialog open and 供应商 chosen. The shop
 * user's session is not touched.
 */
export const supplierSessionEnded = createAction('supplier/sessionEnded');
