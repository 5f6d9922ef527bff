import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db';
import { migrateToLatest } from '../db/migrate';
import { databaseUrl } from './databases';

/**
 * On PostgreSQL, test databases start migrated: running the 41 migrations took about 1 s of every test file's
 * first app (a sixth of the database pass's server jest), so they run once per change of the migrations into a
 * template database, and each file's database is a copy of it. The fingerprint covers everything the
 * migrations read (the migrations folder with its frozen content, migrate.ts, catalogue-facts.ts): edit one and
 * the next run makes a new template. PGlite's test clusters are migrated the same way (pglite-template.ts).
 */

const DB_DIR = path.join(__dirname, '..', 'db');

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .filter((file) => !file.endsWith('.test.ts'));
}

let fingerprint: string | undefined;
/** A short hash of the migrations' sources. */
export function migrationsFingerprint(): string {
  if (!fingerprint) {
    const hash = createHash('sha256');
    const files = [...filesUnder(path.join(DB_DIR, 'migrations')), path.join(DB_DIR, 'migrate.ts'), path.join(DB_DIR, 'catalogue-facts.ts')].sort();
    for (const file of files) hash.update(path.relative(DB_DIR, file)).update('\0').update(fs.readFileSync(file));
    fingerprint = hash.digest('hex').slice(0, 12);
  }
  return fingerprint;
}

/**
 * The migrated template database on the PostgreSQL server `serverUrl` names, made when missing: under an
 * advisory lock (jest's workers start together), migrated under another name and renamed when done, so a
 * template that exists is whole. A test database is then `create database … template <it>`. Templates of
 * earlier migrations are dropped.
 */
export async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `gift_mall_template_${migrationsFingerprint()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`select pg_advisory_lock(hashtext('gift-mall test template'))`);
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'gift\\_mall\\_template\\_%'`);
    if (!rows.some((row) => row.datname === name)) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building} template template0`);
      const db = await openDatabase({ url: databaseUrl(serverUrl, building), poolSize: 1 });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    }
    for (const { datname } of rows) if (datname !== name) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.query(`select pg_advisory_unlock(hashtext('gift-mall test template'))`);
  } finally {
    await admin.end();
  }
  return name;
}
