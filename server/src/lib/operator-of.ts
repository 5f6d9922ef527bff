import type { FastifyRequest } from 'fastify';
import type { AuthOperator } from '../services/operators';
import type { WriteContext } from '../services/write-context';
import { UnauthorizedError } from './errors';

/**
 * The signed-in operator of an /api/admin route, typed and never null: every such route but login
 * declares a permission, and the access check (plugins/app/auth.ts) sets the operator before the handler.
 */
export function operatorOf(request: FastifyRequest): AuthOperator {
  if (!request.operator) throw new UnauthorizedError();
  return request.operator;
}

/** Who writes from where, for the audit row of a console write. */
export function writeContextOf(request: FastifyRequest): WriteContext {
  const operator = operatorOf(request);
  return { operator: { id: operator.id, name: operator.name, role: operator.role }, ip: request.ip };
}
