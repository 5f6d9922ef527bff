import pg from 'pg';

/** What the server benches share: statements on the PostgreSQL server itself (a free port: src/test-support/ports.ts). */
export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement (create/drop database) on the server DATABASE_URL names. */
export async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
