import type { FastifyInstance } from 'fastify';
import type { MainRole, OperatorRole } from 'shared-contracts/admin';
import type { AppOptions } from '../app';
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
