import type { FastifyRequest } from 'fastify';
import type { AuthOperator } from '../services/operators';
import { UnauthorizedError } from './errors';

/**
 * The signed-in operator of an /api/admin route, typed and never null: every such route but login
 * declares a permission, and the access check (plugins/app/auth.ts) sets the operator before the handler.
 */
export function operatorOf(request: FastifyRequest): AuthOperator {
  if (!request.operator) throw new UnauthorizedError();
  return request.operator;
}
