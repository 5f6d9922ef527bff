import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../services/sessions';
import { UnauthorizedError } from './errors';

/**
 * The signed-in user of a user route, typed and never null. Every route is behind the token check
 * unless its config says `public: true` (plugins/app/auth.ts), so the user is always set there; the
 * check below only guards against a user route wrongly marked public.
 */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}
