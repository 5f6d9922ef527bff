import type { FastifyInstance } from 'fastify';
import { can, OPERATOR_ROLES, type MainRole, type OperatorRole, type Permission } from 'shared-contracts/admin';
import type { AppOptions } from '../app';
import type { RouteAccess } from '../plugins/app/auth';
import { buildTestApp, testClock, type TestClock } from './harness';
import { asOperator, operatorOfEachRole, type TestOperator } from './operators';
import { app, testDb, withTestApp } from './test-app';

/**
 * An operator-console test file's app (withTestApp) on a clock of its own, with an operator of each main role signed
 * in before its tests; with `second`, `other` is a second process of the site on the same database (what one
 * process writes, the other must serve). The file calls withConsoleApp() once at its top; `clock`, `ops` and `other`
 * are then its own (live bindings).
 */
export let clock: TestClock;
export let ops: Record<MainRole, TestOperator>;
export let other: FastifyInstance;

export function withConsoleApp({ options = {}, second = false, timeout = 120_000 }: { options?: AppOptions; second?: boolean; timeout?: number } = {}): void {
  clock = testClock();
  withTestApp({ clock, ...options }, { timeout, beforeClose: second ? () => other.close() : undefined });
  beforeAll(async () => {
    if (second) other = await buildTestApp(testDb, { clock, ...options });
    ops = await operatorOfEachRole(app, clock);
  }, timeout);
}

/** The request options of the file's signed-in operator of a main role. */
export const as = (role: OperatorRole) => asOperator(ops[role as MainRole].token);

/**
 * Walks console routes as each role, with an id no row has (the walk changes nothing): every route answers 403 exactly
 * when the role lacks the route's permission, and 401 without a token. `headersOf` signs a role in on `server`.
 */
export async function expectAnsweredAsPermissions(
  server: FastifyInstance,
  routes: RouteAccess[],
  headersOf: (role: OperatorRole) => Record<string, string>,
): Promise<void> {
  for (const route of routes) {
    const permission = route.permission as Permission;
    for (const role of OPERATOR_ROLES) {
      const url = route.url.replace(':id', '999999');
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const reply = await server.inject({ method: route.method as 'GET', url, payload, headers: headersOf(role) });
      expect([route.method, url, role, reply.statusCode === 403]).toEqual([route.method, url, role, !can(role, permission)]);
    }
    expect((await server.inject({ method: route.method as 'GET', url: route.url.replace(':id', '1') })).statusCode).toBe(401);
  }
}
