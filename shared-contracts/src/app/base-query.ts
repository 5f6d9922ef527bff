import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { HTTP_TIMEOUT_MS } from '../constants';
import type { Envelope } from '../envelope';
import { Messages } from '../messages';
import { OPERATOR_CONSOLE_HEADER } from '../admin/calls';
import { isOperatorCall, operatorSessionEnded } from './operator-session';
import { isSupplierCall, readSupplierToken, supplierSessionEnded, writeSupplierToken } from './supplier-session';
import { readTokenCookie, sessionCleared, writeTokenCookie } from './session-slice';
import { loadingFinished, loadingStarted, notify, openLogin } from './ui-slice';

/** Every failed call, normalised: `status` is the HTTP status, or a transport kind, or 'BUSINESS' (code ≠ 0). */
export interface ApiError {
  status: number | 'BUSINESS' | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';
  code: number;
  msg: string;
  data?: unknown;
}

/**
 * Per-endpoint options: `silent` skips the global loading mask; `quiet401` handles 401 without the login
 * dialog; `quiet404` leaves a 404 to the page, which shows its own not-found state instead of a message.
 */
export interface ApiExtraOptions {
  silent?: boolean;
  quiet401?: boolean;
  quiet404?: boolean;
  /**
   * A call the user did not make (a poll): a network error, a timeout or a broken answer is not announced
   * — the next poll tries again, and the caller shows its own state — so a blip is not a message every
   * few seconds. A 401 still ends the session as always.
   */
  background?: boolean;
  /** Set by the base query itself for `/api/admin/` calls (the operator console): see operator-session.ts. */
  operator?: boolean;
  /** Set by the base query itself for `/api/supplier/` calls (the supplier centre): see supplier-session.ts. */
  supplier?: boolean;
}

let last401At = -Infinity;
/** Test hook: forget when the last 401 message was shown. */
export function resetUnauthorizedThrottle(): void {
  last401At = -Infinity;
}

export function createBaseQuery(baseUrl = '/api', timeout = HTTP_TIMEOUT_MS): BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    timeout,
    // each token goes only where it belongs: the operator's (its HttpOnly cookie, which counts only with
    // X-Console) to /api/admin/ only, the supplier's to /api/supplier/ only, the shop user's never to either
    prepareHeaders(headers, { arg }) {
      const url = typeof arg === 'string' ? arg : arg.url;
      if (isOperatorCall(url)) {
        headers.set(OPERATOR_CONSOLE_HEADER, '1');
        return headers;
      }
      if (isSupplierCall(url)) {
        const supplierToken = readSupplierToken();
        if (supplierToken) headers.set('Authorization', `Bearer ${supplierToken}`);
        return headers;
      }
      const token = readTokenCookie();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });

  return async (args, api, extraOptions = {}) => {
    const showMask = !extraOptions.silent;
    const url = typeof args === 'string' ? args : args.url;
    const operator = isOperatorCall(url);
    const supplier = isSupplierCall(url);
    if (showMask) api.dispatch(loadingStarted());
    try {
      const result = await rawBaseQuery(args, api, {});
      if (result.error) return { error: handleTransportError(result.error, api.dispatch, { ...extraOptions, operator, supplier }) };
      const body = result.data as Envelope | undefined;
      if (!body || typeof body !== 'object' || typeof body.code !== 'number') {
        return { error: { status: 'PARSING_ERROR', code: -1, msg: Messages.serverError } };
      }
      if (body.code !== 0) return { error: { status: 'BUSINESS', code: body.code, msg: body.msg, data: body.data } };
      return { data: body.data };
    } finally {
      if (showMask) api.dispatch(loadingFinished());
    }
  };
}

/**
 * A failed HTTP answer or transport failure as an ApiError, announced as every call's are (the network and
 * server texts, 401 → session cleared and the login dialog). Also used by `fetchFile` (download.ts).
 */
export function handleTransportError(
  error: FetchBaseQueryError,
  dispatch: (action: unknown) => unknown,
  options: ApiExtraOptions,
): ApiError {
  const announce = (text: string) => {
    if (!options.background) dispatch(notify({ level: 'error', text }));
  };
  if (error.status === 'FETCH_ERROR') {
    announce(Messages.networkError);
    return { status: 'FETCH_ERROR', code: -1, msg: Messages.networkError };
  }
  if (error.status === 'TIMEOUT_ERROR') {
    announce(Messages.timeout);
    return { status: 'TIMEOUT_ERROR', code: -1, msg: Messages.timeout };
  }
  if (error.status === 'PARSING_ERROR' || error.status === 'CUSTOM_ERROR') {
    const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
    const msg = Messages.serverError;
    announce(msg);
    return { status, code: -1, msg } as ApiError;
  }
  const body = error.data as Partial<Envelope> | undefined;
  const msg = typeof body?.msg === 'string' && body.msg ? body.msg : `请求失败（${error.status}）`;
  const code = typeof body?.code === 'number' ? body.code : error.status;
  if (error.status === 401 && options.operator) {
    // the operator's session ended (the server drops its cookie at sign-out): back to the console's sign-in; the shop user stays signed in
    const here = typeof window === 'undefined' ? null : window.location.pathname + window.location.search;
    if (!options.quiet401) {
      const now = Date.now();
      if (now - last401At >= 1000) {
        last401At = now;
        dispatch(notify({ level: 'error', text: Messages.sessionExpired }));
      }
      dispatch(operatorSessionEnded({ redirect: here }));
    }
    return { status: 401, code, msg: Messages.sessionExpired };
  }
  if (error.status === 401 && options.supplier) {
    // the supplier's session ended: the supplier centre sends it to the login dialog (供应商); the shop user stays signed in
    writeSupplierToken(null);
    if (!options.quiet401) {
      const now = Date.now();
      if (now - last401At >= 1000) {
        last401At = now;
        dispatch(notify({ level: 'error', text: Messages.sessionExpired }));
      }
      dispatch(supplierSessionEnded());
    }
    return { status: 401, code, msg: Messages.sessionExpired };
  }
  if (error.status === 401) {
    writeTokenCookie(null);
    dispatch(sessionCleared());
    if (!options.quiet401) {
      const now = Date.now();
      if (now - last401At >= 1000) {
        last401At = now;
        dispatch(notify({ level: 'error', text: Messages.sessionExpired }));
      }
      const here = typeof window === 'undefined' ? null : window.location.pathname + window.location.search;
      dispatch(openLogin({ redirect: here }));
    }
    return { status: 401, code, msg: Messages.sessionExpired };
  }
  if (!(error.status === 404 && options.quiet404) && !(options.background && error.status >= 500)) dispatch(notify({ level: 'error', text: msg }));
  return { status: error.status, code, msg };
}

/** The user-facing text of any error an endpoint returned. */
export function errorMessage(error: unknown, fallback: string = Messages.serverError): string {
  if (error && typeof error === 'object' && 'msg' in error && typeof (error as ApiError).msg === 'string') {
    return (error as ApiError).msg || fallback;
  }
  return fallback;
}

export function isApiError(error: unknown): error is ApiError {
  return Boolean(error && typeof error === 'object' && 'status' in error && 'code' in error);
}
