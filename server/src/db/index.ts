import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';
import { ContextDialect } from './unit-of-work';

export type { Database } from './schema';
export type DB = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server. */
  url?: string;
  /** PGlite data directory (created when missing); omit for an in-memory database. */
  dir?: string;
  /**
   * PostgreSQL only: an idle pooled connection failed (the server restarted, an administrator ended it).
   * The pool drops that connection and opens a new one when needed; without a listener the error would
   * end the process.
   */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL only: connections in the pool (default 10). */
  poolSize?: number;
  /** In-memory PGlite only: start from this dumped data directory instead of creating one (tests). */
  loadDataDir?: Blob;
}

/**
 * Server-side limits on every PostgreSQL session: a statement that runs longer than this is cancelled,
 * and a session left idle inside a transaction (a request that died between BEGIN and COMMIT) is ended,
 * so neither can hold locks forever.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

/**
 * int8 (bigint columns such as ledger sums, and count(*)) as a JS number, as PGlite returns it: exact
 * below 2^53, which no amount in fen or row count reaches; a larger value is an error, never a rounding.
 */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value out of the safe integer range: ${text}`);
  return value;
}
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary' ? parseInt8 : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** The `options` startup parameter of every pooled PostgreSQL connection. */
export function sessionOptions(): string {
  return [`-c statement_timeout=${STATEMENT_TIMEOUT_MS}`, `-c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_TIMEOUT_MS}`].join(' ');
}

/**
 * Opens the database: `pg` Pool for a URL, otherwise embedded PGlite (on disk or in memory). Either way
 * the dialect is wrapped so transactions travel with the call (`unit-of-work.ts`).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DB> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, options: sessionOptions(), types: pgTypes });
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = new Kysely<Database>({ dialect: new ContextDialect(new PostgresDialect({ pool })) });
    pools.set(db, pool);
    return db;
  }
  if (options.dir) fs.mkdirSync(path.resolve(options.dir), { recursive: true });
  const client = options.dir ? new PGlite(path.resolve(options.dir)) : new PGlite({ loadDataDir: options.loadDataDir, startParams: IN_MEMORY_START });
  await client.waitReady;
  const db = new Kysely<Database>({ dialect: new ContextDialect(new PGliteDialect(client)) });
  embeddedClients.set(db, client);
  return db;
}

/**
 * An in-memory PGlite (the tests' databases) with a 16 MB buffer pool, not PGlite's 128 MB: its database is a
 * few MB, and clearing the pool's memory was a fifth of each open (about 90 of 450 ms of CPU).
 */
const IN_MEMORY_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

const embeddedClients = new WeakMap<DB, PGlite>();
const pools = new WeakMap<DB, pg.Pool>();

/** The connection pool behind a PostgreSQL database (its counts feed /metrics); null for PGlite. */
export function poolOf(db: DB): pg.Pool | null {
  return pools.get(db) ?? null;
}

/** The PGlite instance behind an embedded database (its LISTEN channel); null for PostgreSQL. */
export function embeddedClient(db: DB): PGlite | null {
  return embeddedClients.get(db) ?? null;
}
