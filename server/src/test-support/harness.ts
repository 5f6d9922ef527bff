import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { openDatabase, type DB, type DatabaseOptions } from '../db';
import type { CaptchaProvider } from '../providers/captcha';
import { freshDatabase } from './databases';
import { migratedPostgresTemplate } from './migrated-template';
import { pgliteTemplateBlob } from './pglite-template';
import { settableClock, type SettableClock } from '../lib/clock';

/**
 * Test harness: one database per test file — in-memory PGlite, or a fresh PostgreSQL database when
 * DATABASE_URL is set — a movable clock, a captcha whose answer the test chooses, and request helpers.
 */
export interface TestDb {
  db: DB;
  database: DatabaseOptions;
  close(): Promise<void>;
}

/**
 * The test file's database. It starts migrated (PostgreSQL: a copy of a migrated template database,
 * migrated-template.ts; PGlite: the migrated cluster, pglite-template.ts) unless `{ migrated: false }`, for the
 * tests of the migrations themselves.
 */
export async function openTestDb({ migrated = true } = {}): Promise<TestDb> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // from the cluster jest's global setup made once (pglite-template.ts): no initdb per file
    const db = await openDatabase({ loadDataDir: await pgliteTemplateBlob({ migrated }) });
    return { db, database: {}, close: () => db.destroy() };
  }
  // A database per file, not a schema in a shared one: kysely's migrator reads the tables of every schema
  // it can see, by name, and failed ("schema … does not exist") when another file — another jest
  // worker, another run on the same server — dropped its schema at that moment.
  const fresh = await freshDatabase(serverUrl, 't', { template: migrated ? await migratedPostgresTemplate(serverUrl) : 'template0' });
  const database: DatabaseOptions = { url: fresh.url };
  const db = await openDatabase(database);
  return {
    db,
    database,
    async close() {
      await db.destroy();
      // (force): a job queue connection a test left open does not keep it
      await fresh.drop();
    },
  };
}

export type TestClock = SettableClock;

/** The app's clock for a test (give it to buildTestApp as `clock`). Starts at 09:00 China time so day-limit tests do not cross midnight. */
export function testClock(start = '2026-03-02T01:00:00Z'): TestClock {
  return settableClock(start);
}

export class FakeCaptcha implements CaptchaProvider {
  answer = 'Ab3d';
  create() {
    return { text: this.answer, svg: '<svg xmlns="http://www.w3.org/2000/svg"><text>captcha</text></svg>' };
  }
}

/** An empty static root, so tests never serve the repository's real builds by accident. */
export function tempDir(prefix = 'server-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function buildTestApp(testDb: TestDb, options: AppOptions = {}): Promise<FastifyInstance> {
  return buildApp({
    db: testDb.db,
    database: testDb.database,
    scrypt: { N: 1024, r: 8, p: 1 },
    ...options,
    config: { appEnv: 'development', isProduction: false, demoSeed: true, staticRoot: tempDir(), ...options.config },
  });
}

let sequence = 0;
/** A fresh valid mobile per call (unique within the test file's database). */
export function uniqueMobile(): string {
  sequence += 1;
  return `139${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(5, '0')}`;
}
/** A fresh client address per call, so IP limits of one test do not touch another. */
export function uniqueIp(): string {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

export interface CallOptions {
  token?: string;
  ip?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** JSON call through `app.inject`; returns HTTP status and parsed body. */
export async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, options: CallOptions = {}) {
  const response = await app.inject({
    method,
    url,
    query: options.query,
    payload: body === undefined ? undefined : (body as object),
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever `data` the call returns
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: any }, headers: response.headers };
}

/**
 * The latest code texted to a mobile (read through the dev outbox endpoint). Texts go out from the job
 * queue a moment after the send call answers, so this waits (up to 5 s) for one newer than `after`.
 */
export async function latestCode(app: FastifyInstance, mobile: string, after?: string): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const { body } = await call(app, 'GET', '/api/dev/sms-outbox', undefined, { query: { mobile } });
    const text: string | undefined = body.data?.list[0]?.text;
    const code = text && /验证码是(\d{6})/.exec(text)?.[1];
    if (code && code !== after) return code;
    if (Date.now() > deadline) throw new Error(`no code in outbox for ${mobile}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Sends a code for the scene (on a 分站's domain when `host` is given) and returns it. */
export async function sendCode(app: FastifyInstance, scene: 'register' | 'login' | 'find-password', mobile: string, ip = uniqueIp(), host?: string) {
  const before = await outboxCount(app, mobile);
  const { body } = await call(app, 'POST', `/api/common/sms/${scene}`, { mobile }, { ip, headers: host ? { host } : undefined });
  if (body.code !== 0) throw new Error(`send ${scene} code failed: ${body.msg}`);
  const deadline = Date.now() + 5000;
  while ((await outboxCount(app, mobile)) <= before) {
    if (Date.now() > deadline) throw new Error(`the ${scene} code for ${mobile} was not sent`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return latestCode(app, mobile);
}

async function outboxCount(app: FastifyInstance, mobile: string): Promise<number> {
  return (await call(app, 'GET', '/api/dev/sms-outbox', undefined, { query: { mobile } })).body.data.list.length;
}

/** Registers a user (a 分站's member when `host` is its domain) and returns mobile, password and token. */
export async function registerUser(app: FastifyInstance, password = 'secret123', query?: Record<string, string>, host?: string, mobile = uniqueMobile()) {
  const sms_code = await sendCode(app, 'register', mobile, uniqueIp(), host);
  const { body } = await call(app, 'POST', '/api/register', { mobile, password, sms_code }, { ip: uniqueIp(), query, headers: host ? { host } : undefined });
  if (body.code !== 0) throw new Error(`register failed: ${body.msg}`);
  return { mobile, password, token: body.data.token as string, userId: body.data.user.user_id as number };
}
