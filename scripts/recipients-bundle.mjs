// The recipient recognition engine (shared-contracts/src/recipients) bundled once with esbuild into
// node_modules/.cache/recipients/engine.mjs, so scripts run it with plain node instead of starting a
// TypeScript loader on every call. Rebuilt when a source file is newer than the bundle.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCES = path.join(ROOT, 'shared-contracts/src/recipients');
const CACHE = path.join(ROOT, 'node_modules/.cache/recipients');
const BUNDLE = path.join(CACHE, 'engine.mjs');

function newestSource() {
  let newest = statSync(path.join(ROOT, 'node_modules/@vant/area-data/package.json')).mtimeMs;
  newest = Math.max(newest, statSync(path.join(ROOT, 'scripts/recipients-bundle.mjs')).mtimeMs);
  for (const name of readdirSync(SOURCES)) {
    if (name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, statSync(path.join(SOURCES, name)).mtimeMs);
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
        "export * from './index';",
        "export { regionData } from './region-data';",
        "export { compareCase, ROW_FIELDS } from './fixture-compare';",
      ].join('\n'),
      resolveDir: SOURCES,
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
