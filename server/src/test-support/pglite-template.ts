import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { embeddedClient, openDatabase } from '../db';
import { migrateToLatest } from '../db/migrate';
import { migrationsFingerprint } from './migrated-template';

/**
 * A fresh PGlite's data directory, made once per PGlite version and kept in the temp folder: creating the
 * cluster (initdb) is most of a new database's start — seconds, a minute on a loaded machine — and every
 * test database (jest's in-memory ones, each browser test's DATA_DIR) starts from a copy of it instead.
 * The copy is what `new PGlite()` would have made: the cluster only, no migrations (every UTC, C locale).
 */
function templateFile(): string {
  return path.join(os.tmpdir(), `gift-mall-pglite-${pgliteVersion()}${LAYOUT}.tar`);
}

/**
 * How the dumps are made, in their names (a change of it leaves the older dumps unused): since `-c`, after a
 * CHECKPOINT, so a database opened from one does not replay the write-ahead log first (400 → 340 ms an open);
 * since `-w1`, with 1 MB write-ahead log segments, not 16 MB: the segment is a third of the dump, and an open
 * reads and writes it whole (about 35 ms less).
 */
const LAYOUT = '-c-w1';
/** initdb's options for the cluster (PGlite's own come first). */
const INITDB = ['--wal-segsize=1'];

function pgliteVersion(): string {
  // the package's exports hide package.json: read it beside the resolved entry (dist/index.cjs)
  const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * The cluster with every migration run, per PGlite version and migrations fingerprint (migrated-template.ts):
 * the 49 migrations took 3–6 s of each server test file's start and each browser test's site start on
 * PGlite, twice what opening the cluster does.
 */
function migratedTemplateFile(): string {
  return path.join(os.tmpdir(), `gift-mall-pglite-${pgliteVersion()}${LAYOUT}-migrated-${migrationsFingerprint()}.tar`);
}

/** Writes a dump beside its final name, then renames it: other runs may be reading the file. */
function writeWhole(file: string, bytes: Buffer): void {
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, file);
}

/** The template tarball's path, made when missing (written beside, then renamed: other runs may read it). */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = templateFile();
  if (!fs.existsSync(file)) {
    const client = new PGlite({ initDbStartParams: INITDB });
    await client.waitReady;
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('none');
    await client.close();
    writeWhole(file, Buffer.from(await dump.arrayBuffer()));
  }
  return file;
}

/** The migrated template's path, made from the cluster when missing; templates of earlier migrations or of an earlier LAYOUT are removed. */
export async function ensureMigratedPgliteTemplate(): Promise<string> {
  const file = migratedTemplateFile();
  if (!fs.existsSync(file)) {
    const db = await openDatabase({ loadDataDir: await fs.openAsBlob(await ensurePgliteTemplate()) });
    try {
      await migrateToLatest(db);
      await embeddedClient(db)!.exec('CHECKPOINT');
      const dump = await embeddedClient(db)!.dumpDataDir('none');
      writeWhole(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.destroy();
    }
    // earlier migrations' templates, and both templates of an earlier LAYOUT
    const current = [path.basename(file), path.basename(templateFile())];
    const earlier = (name: string) => name.startsWith(`gift-mall-pglite-${pgliteVersion()}`) && name.endsWith('.tar') && !current.includes(name);
    for (const name of fs.readdirSync(os.tmpdir()).filter(earlier)) fs.rmSync(path.join(os.tmpdir(), name), { force: true });
  }
  return file;
}

/**
 * The template for an in-memory PGlite (`loadDataDir`) once made (jest's global setup makes both); else
 * undefined. Migrated unless `{ migrated: false }` (the tests of the migrations themselves).
 */
export async function pgliteTemplateBlob({ migrated = true } = {}): Promise<Blob | undefined> {
  const file = migrated ? migratedTemplateFile() : templateFile();
  // backed by the file, read once by PGlite (a Blob of the file's bytes was a read and a copy of 45 MB more)
  return fs.existsSync(file) ? fs.openAsBlob(file) : undefined;
}

/** Fills an empty PGlite data directory (DATA_DIR/pglite) with the migrated template: the server then skips initdb and the migrations. */
export async function seedPgliteDir(dir: string): Promise<void> {
  const file = await ensureMigratedPgliteTemplate();
  fs.mkdirSync(dir, { recursive: true });
  // the tarball's names start with "/" (PGlite's own layout): GNU tar strips it and says so on stderr
  const result = spawnSync('tar', ['-xf', file, '-C', dir], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tar -xf ${file}: ${result.stderr}`);
}
