import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * A fresh PGlite's data directory, made once per PGlite version and kept in the temp folder: creating the
 * cluster (initdb) is most of a new database's start — seconds, a minute on a loaded machine — and every
 * test database (jest's in-memory ones, each browser test's DATA_DIR) starts from a copy of it instead.
 * The copy is what `new PGlite()` would have made: the cluster only, no migrations (every UTC, C locale).
 */
function templateFile(): string {
  // the package's exports hide package.json: read it beside the resolved entry (dist/index.cjs)
  const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
  return path.join(os.tmpdir(), `gift-mall-pglite-${version}.tar`);
}

/** The template tarball's path, made when missing (written beside, then renamed: other runs may read it). */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = templateFile();
  if (!fs.existsSync(file)) {
    const client = new PGlite();
    await client.waitReady;
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return file;
}

/** The template for an in-memory PGlite (`loadDataDir`) once made (jest's global setup makes it); else undefined. */
export function pgliteTemplateBlob(): Blob | undefined {
  const file = templateFile();
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** Fills an empty PGlite data directory (DATA_DIR/pglite) with the template: the server then skips initdb. */
export async function seedPgliteDir(dir: string): Promise<void> {
  const file = await ensurePgliteTemplate();
  fs.mkdirSync(dir, { recursive: true });
  // the tarball's names start with "/" (PGlite's own layout): GNU tar strips it and says so on stderr
  const result = spawnSync('tar', ['-xf', file, '-C', dir], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tar -xf ${file}: ${result.stderr}`);
}
