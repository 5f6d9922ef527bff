import Cookies from 'js-cookie';
import { OPERATOR_CONSOLE_HEADER, OPERATOR_TOKEN_COOKIE, OPERATOR_TOKEN_HEADER } from '../admin/calls';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
  /** The Authorization header sent (`Bearer <token>`), or null. */
  authorization: string | null;
  /** The X-Operator-Token header sent (the operator console's calls), or null. */
  operatorToken: string | null;
}

/** A request as the tests read it (its JSON body read). */
export async function recordOf(request: Request): Promise<RecordedCall> {
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.text();
  return {
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    authorization: request.headers.get('Authorization'),
    // the operator's HttpOnly cookie as the browser sends it (issue 35): the test's jar stands for it, counted with X-Console only
    operatorToken:
      request.headers.get(OPERATOR_TOKEN_HEADER) ?? (request.headers.get(OPERATOR_CONSOLE_HEADER) === '1' ? Cookies.get(OPERATOR_TOKEN_COOKIE) ?? null : null),
  };
}
