import type { FastifyReply, FastifyRequest } from 'fastify';
import { OPERATOR_CONSOLE_HEADER, OPERATOR_TOKEN_COOKIE } from 'shared-contracts/admin';
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
export function operatorCookieValue(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === OPERATOR_TOKEN_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}
