import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, type DB } from '../db';
import type { Clock } from '../lib/clock';
import { migrateToLatest } from '../db/migrate';
import { BusinessError } from '../lib/errors';
import type { ScryptParams } from '../lib/password';
import { createRepositories, type Repositories } from '../repositories';

/** How the account CLIs run: each part the process's own unless given (tests give them). */
export interface CliOptions {
  /** An open database (tests); otherwise opened as the server opens it (DATABASE_URL, else DATA_DIR/pglite) and closed at the end. */
  db?: DB;
  /** scrypt cost (tests lower it). */
  scrypt?: ScryptParams;
  clock?: Clock;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

/**
 * What the account CLIs (`npm run operator`, `npm run supplier`) share: the database opened as the server opens it
 * (`db` in tests; else DATABASE_URL, else the embedded one in DATA_DIR — closed at the end), brought up to date,
 * and `work` run on it. A refusal prints its Chinese message, anything else 操作失败; either exits 1.
 */
export async function withCliDatabase(options: { db?: DB; err: (line: string) => void }, work: (repos: Repositories) => Promise<number>): Promise<number> {
  let db = options.db;
  const owned = !db;
  try {
    if (!db) {
      const config = loadConfig();
      db = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dir: path.join(config.dataDir, 'pglite') });
    }
    await migrateToLatest(db);
    return await work(createRepositories(db));
  } catch (error) {
    if (error instanceof BusinessError) options.err(error.message);
    else options.err(`操作失败：${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    if (owned && db) await db.destroy();
  }
}
