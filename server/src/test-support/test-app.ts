import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';
import { buildTestApp, openTestDb, type TestDb } from './harness';

/**
 * The database and app of a server test file. The file calls withTestApp() once at its top; `testDb` and `app`
 * (live bindings) are then its own: opened before its tests, closed after them. Setting up beyond the app (stock,
 * users, operators) is the file's own beforeAll, declared after the call.
 */
export let testDb: TestDb;
export let app: FastifyInstance;

export function withTestApp(
  options: AppOptions = {},
  hooks: {
    /** For the first beforeAll (opening the database, building and starting the app). */
    timeout?: number;
    /** What the file checks or closes before the app closes (the books balanced, a receiver stopped). */
    beforeClose?: () => unknown;
  } = {},
): void {
  beforeAll(async () => {
    testDb = await openTestDb();
    app = await buildTestApp(testDb, options);
    await app.ready();
  }, hooks.timeout);
  afterAll(async () => {
    await hooks.beforeClose?.();
    await app.close();
    await testDb.close();
  });
}
