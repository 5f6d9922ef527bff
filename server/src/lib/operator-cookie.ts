import type { FastifyReply, FastifyRequest } from 'fastify';
import { OPERATOR_CONSOLE_HEADER, OPERATOR_TOKEN_COOKIE, OPERATOR_TOKEN_HEADER } from 'shared-contracts/admin';
import { OPERATOR_SESSION_MS } from '../services/limits';

/** Where the console's cookie goes: the operator API only (issue 35), never a page or a shop call. */
export const OPERATOR_COOKIE_PATH = '/api/admin';

/** Whether the request came over HTTPS (directly or through a trusted proxy), as for HSTS (security-headers.ts). */
const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/**
 * The operator session cookie (issue 35): HttpOnly (page script never reads it), SameSite=Strict, path
 * /api/admin, Secure over HTTPS, living as long as the 12-hour session.
 */
export function setOperatorCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const attributes = [
    `Path=${OPERATOR_COOKIE_PATH}`,
    `Max-Age=${Math.floor(OPERATOR_SESSION_MS / 1000)}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(isHttps(request) ? ['Secure'] : []),
  ];
  reply.header('set-cookie', `${OPERATOR_TOKEN_COOKIE}=${token}; ${attributes.join('; ')}`);
}

/** Sign-out: the cookie is dropped (whatever the session's state). */
export function clearOperatorCookie(request: FastifyRequest, reply: FastifyReply): void {
  const attributes = [`Path=${OPERATOR_COOKIE_PATH}`, 'Max-Age=0', 'HttpOnly', 'SameSite=Strict', ...(isHttps(request) ? ['Secure'] : [])];
  reply.header('set-cookie', `${OPERATOR_TOKEN_COOKIE}=; ${attributes.join('; ')}`);
}

/** Whether the request carries the console's header (`X-Console: 1`): a browser sends it cross-origin only with CORS, which we never allow. */
export const fromConsole = (request: FastifyRequest) => request.headers[OPERATOR_CONSOLE_HEADER] === '1';

/** The operator-token cookie's value, or null (the first one, the most specific path, when the name repeats). */
function operatorCookieValue(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === OPERATOR_TOKEN_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

/** A well-formed operator token, or null. */
function wellFormed(value: string | string[] | null | undefined): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(value.trim()) ? value.trim() : null;
}

/**
 * The operator token of a request: the X-Operator-Token header (API clients), else the console's HttpOnly
 * `operator-token` cookie — which counts only with the console's `X-Console: 1` header (issue 35): no other
 * origin, a sibling 分站 subdomain included, can add that header without CORS, so a forged cross-site request
 * carrying the cookie is not signed in.
 */
export function operatorToken(request: FastifyRequest): string | null {
  const header = wellFormed(request.headers[OPERATOR_TOKEN_HEADER]);
  if (header) return header;
  return fromConsole(request) ? wellFormed(operatorCookieValue(request.headers.cookie)) : null;
}
