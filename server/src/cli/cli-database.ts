import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, type DB } from '../db';
import { migrateToLatest } from '../db/migrate';
import { BusinessError } from '../lib/errors';
import { createRepositories, type Repositories } from '../repositories';

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
