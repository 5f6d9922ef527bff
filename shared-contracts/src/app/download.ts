import { useCallback } from 'react';
import { HTTP_TIMEOUT_MS } from '../constants';
import type { Envelope } from '../envelope';
import { OPERATOR_CONSOLE_HEADER } from '../admin/calls';
import { handleTransportError, type ApiError } from './base-query';
import { useAppDispatch } from './hooks';
import { isOperatorCall } from './operator-session';
import { isSupplierCall, readSupplierToken } from './supplier-session';
import { readTokenCookie } from './session-slice';

/** A file the server makes (an export): `url` after `/api`, e.g. `/user/order/download`. */
export interface FileRequest {
  url: string;
  /** Sent as JSON with POST (e.g. the list's filters); without it the file is asked for with GET. */
  body?: unknown;
}

export interface FetchFileOptions {
  /** The API's base, as the base query's (default `/api`). */
  baseUrl?: string;
  /** How long to wait for the answer to start (default SPEC §9's 60 s); a long file may then stream longer. */
  timeout?: number;
}

/** What a server says when no file came: a file answer that turned out to be JSON with code 0. */
export const NO_FILE_MESSAGE = '没有收到文件，请稍后再试';

const isJson = (type: string | null) => Boolean(type && /\bjson\b/i.test(type));

/**
 * Asks the API for a file as an authorised call (the `user-token` bearer, like the base query; the
 * operator's HttpOnly cookie with `X-Console: 1` instead for the console's `/admin/…` files, the supplier's bearer for `/supplier/…`) and
 * resolves it as a Blob — the response body itself (e.g. an .xlsx the server streams). Rejects with an
 * `ApiError`, never announcing what the caller has to say itself:
 * - a JSON envelope instead of a file (whatever the HTTP status, code ≠ 0): `status: 'BUSINESS'` with the
 *   server's `msg`, not announced — the caller shows it (the list kit's 导出 says 导出失败：msg);
 * - 401: the session ends and the login dialog opens, as for any call;
 * - no network, the timeout, another HTTP failure: announced as the base query announces them.
 * Not an RTK Query endpoint on purpose: a Blob does not belong in the store's cache.
 */
export async function fetchFile(dispatch: (action: unknown) => unknown, request: FileRequest, options: FetchFileOptions = {}): Promise<Blob> {
  const { baseUrl = '/api', timeout = HTTP_TIMEOUT_MS } = options;
  const headers = new Headers();
  const operator = isOperatorCall(request.url);
  const supplier = isSupplierCall(request.url);
  // an operator file: the HttpOnly cookie goes by itself (same origin), with the console's header
  const token = operator ? null : supplier ? readSupplierToken() : readTokenCookie();
  if (operator) headers.set(OPERATOR_CONSOLE_HEADER, '1');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const post = request.body !== undefined;
  if (post) headers.set('Content-Type', 'application/json');

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${request.url}`, {
      method: post ? 'POST' : 'GET',
      headers,
      body: post ? JSON.stringify(request.body) : undefined,
      signal: controller.signal,
    });
  } catch (error) {
    throw handleTransportError(timedOut ? { status: 'TIMEOUT_ERROR', error: String(error) } : { status: 'FETCH_ERROR', error: String(error) }, dispatch, { operator, supplier });
  } finally {
    clearTimeout(timer);
  }

  const type = response.headers.get('Content-Type');
  if (isJson(type)) {
    const envelope = (await response.json().catch(() => undefined)) as Partial<Envelope> | undefined;
    const code = typeof envelope?.code === 'number' ? envelope.code : undefined;
    const msg = typeof envelope?.msg === 'string' && envelope.msg ? envelope.msg : undefined;
    if (response.status === 401 || (!response.ok && code === undefined)) {
      throw handleTransportError({ status: response.status, data: envelope }, dispatch, { operator, supplier });
    }
    // a refusal in the envelope (400 with its Chinese msg, or 200 with code ≠ 0): the caller says it
    const error: ApiError = { status: 'BUSINESS', code: code ?? -1, msg: (code === 0 ? undefined : msg) ?? NO_FILE_MESSAGE, data: envelope?.data };
    throw error;
  }
  if (!response.ok) {
    throw handleTransportError({ status: 'PARSING_ERROR', originalStatus: response.status, data: '', error: 'not a file' }, dispatch, { operator, supplier });
  }
  try {
    const blob = await response.blob();
    return blob.type || !type ? blob : new Blob([blob], { type });
  } catch {
    // the stream broke off half-way
    throw handleTransportError({ status: 'FETCH_ERROR', error: 'stream' }, dispatch, { operator, supplier });
  }
}

/**
 * `fetchFile` bound to the store: `const download = useFileDownload();` then, for a list page's server
 * export, `exportAs={{ fileName: '订单列表', server: () => download({ url: '/user/order/download', body: filters }) }}`
 * — the kit's 导出 shows the busy state, saves the Blob with `downloadBlob` and says 导出失败：msg on a refusal.
 */
export function useFileDownload(): (request: FileRequest) => Promise<Blob> {
  const dispatch = useAppDispatch();
  return useCallback((request: FileRequest) => fetchFile(dispatch, request), [dispatch]);
}
