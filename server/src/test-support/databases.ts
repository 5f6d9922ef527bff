import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Databases of their own on a PostgreSQL server, for whatever must not share one: each server test file,
 * each browser test's site, the multi-process test, each bench. One statement at a time on the server's own
 * connection string (CREATE and DROP DATABASE cannot run inside a transaction or a pool's session).
 */

/** Runs one statement on the server `serverUrl` names (create or drop a database). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface FreshDatabase {
  name: string;
  /** `serverUrl` with the new database's name */
  url: string;
  /** Drops it, connections and all. */
  drop(): Promise<void>;
}

/** A new database `<prefix>_<random>` on the server `serverUrl` names, empty or a copy of `template`. */
export async function freshDatabase(serverUrl: string, prefix: string, { template = 'template0' } = {}): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name} template ${template}`);
  return { name, url: databaseUrl(serverUrl, name), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

/** `serverUrl` naming database `name` instead. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}
