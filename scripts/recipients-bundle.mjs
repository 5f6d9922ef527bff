// The recipient recognition engine (recipient-engine/recipients) bundled once with esbuild into
// node_modules/.cache/recipients/engine.mjs, so scripts run it with plain node instead of starting a
// TypeScript loader on every call. Rebuilt when a source file is newer than the bundle.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCES = path.join(ROOT, 'recipient-engine/src/recipients');
/** The recipient fixture set: one JSON file of cases per kind (format in its README), scored by compareCase. */
export const FIXTURES = path.join(ROOT, 'recipient-engine/fixtures/recipients');
// what else the bundle compiles in: the division names and data (shared-contracts/regions)
const ALSO = [FIXTURES, path.join(ROOT, 'shared-contracts/src/regions')];
const CACHE = path.join(ROOT, 'node_modules/.cache/recipients');
const BUNDLE = path.join(CACHE, 'engine.mjs');

function newestSource() {
  let newest = statSync(path.join(ROOT, 'node_modules/@vant/area-data/package.json')).mtimeMs;
  newest = Math.max(newest, statSync(path.join(ROOT, 'scripts/recipients-bundle.mjs')).mtimeMs);
  for (const dir of [SOURCES, ...ALSO]) {
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
      newest = Math.max(newest, statSync(path.join(dir, name)).mtimeMs);
    }
  }
  return newest;
}

/** Path of the bundle, (re)built first when missing or stale. */
export async function ensureEngineBundle() {
  if (existsSync(BUNDLE) && statSync(BUNDLE).mtimeMs >= newestSource()) return BUNDLE;
  const { build } = await import('esbuild');
  mkdirSync(CACHE, { recursive: true });
  const result = await build({
    stdin: {
      contents: [
        "export * from 'recipient-engine/recipients';",
        "export { regionData } from 'recipient-engine/region-data';",
        "export { compareCase, ROW_FIELDS } from 'recipient-engine/fixtures/recipients';",
      ].join('\n'),
      resolveDir: ROOT,
      sourcefile: 'engine-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: BUNDLE,
    write: false,
    logLevel: 'warning',
  });
  // written aside then renamed, so a concurrent run never imports half a file
  const temporary = `${BUNDLE}.${process.pid}.tmp`;
  writeFileSync(temporary, result.outputFiles[0].contents);
  renameSync(temporary, BUNDLE);
  return BUNDLE;
}

/** The engine module: recogniseRecipients, buildRegionIndex, regionData, RecognitionMessages, compareCase. */
export async function loadEngine() {
  return import(pathToFileURL(await ensureEngineBundle()).href);
}
