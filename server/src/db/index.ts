import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type { Database } from './schema';
export type DB = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server. */
  url?: string;
  /** PGlite data directory (created when missing); omit for an in-memory database. */
  dir?: string;
  /** PostgreSQL schema to use (search_path); created by the caller. Used by tests. */
  schema?: string;
}

/** Opens the database: `pg` Pool for a URL, otherwise embedded PGlite (on disk or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<DB> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (options.dir) fs.mkdirSync(path.resolve(options.dir), { recursive: true });
  const client = options.dir ? new PGlite(path.resolve(options.dir)) : new PGlite();
  await client.waitReady;
  return new Kysely<Database>({ dialect: new PGliteDialect(client) });
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`invalid schema name: ${name}`);
  return name;
}
