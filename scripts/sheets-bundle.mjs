// The spreadsheet reader (recipient-engine/sheets, with the recognition engine it uses) bundled once
// with esbuild into node_modules/.cache/sheets/, like scripts/recipients-bundle.mjs does for the engine,
// so `npm run parse-sheet` runs it with plain node. `xlsx` and `iconv-lite` stay imports from
// node_modules. Two bundles: `reader` (the CLI) and `bench` (the reader plus the fixture builder).
// Rebuilt when a source file is newer than the bundle.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENGINE = path.join(ROOT, 'recipient-engine');
const SOURCE_DIRS = [path.join(ENGINE, 'src/sheets'), path.join(ENGINE, 'src/recipients'), path.join(ENGINE, 'fixtures/sheets'), path.join(ROOT, 'shared-contracts/src/regions')];
const CACHE = path.join(ROOT, 'node_modules/.cache/sheets');

const ENTRIES = {
  reader: [
    "export * from 'recipient-engine/sheets';",
    "export { buildRegionIndex } from 'recipient-engine/recipients';",
    "export { regionData } from 'recipient-engine/region-data';",
  ],
  bench: [
    "export * from 'recipient-engine/sheets';",
    "export { buildRegionIndex } from 'recipient-engine/recipients';",
    "export { regionData } from 'recipient-engine/region-data';",
    "export { benchTaobaoExport, buildSheetFixtures, scoreSheetFixtures, xlsxBytes, SHEET_FIELDS } from 'recipient-engine/fixtures/sheets';",
  ],
};

function newestSource() {
  let newest = statSync(path.join(ROOT, 'node_modules/@vant/area-data/package.json')).mtimeMs;
  for (const file of ['scripts/sheets-bundle.mjs', 'shared-contracts/src/sheet-templates.ts', 'shared-contracts/src/constants.ts']) {
    newest = Math.max(newest, statSync(path.join(ROOT, file)).mtimeMs);
  }
  for (const dir of SOURCE_DIRS) {
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
      newest = Math.max(newest, statSync(path.join(dir, name)).mtimeMs);
    }
  }
  return newest;
}

/** Path of a bundle (`reader` or `bench`), (re)built first when missing or stale. */
export async function ensureSheetsBundle(name = 'reader') {
  const file = path.join(CACHE, `${name}.mjs`);
  if (existsSync(file) && statSync(file).mtimeMs >= newestSource()) return file;
  const { build } = await import('esbuild');
  mkdirSync(CACHE, { recursive: true });
  const result = await build({
    stdin: { contents: ENTRIES[name].join('\n'), resolveDir: ROOT, sourcefile: `sheets-${name}-entry.ts`, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['xlsx', 'iconv-lite'],
    outfile: file,
    write: false,
    logLevel: 'warning',
  });
  // written aside then renamed, so a concurrent run never imports half a file
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, result.outputFiles[0].contents);
  renameSync(temporary, file);
  return file;
}

/** The reader module: readSheet, SheetError, SheetMessages, buildRegionIndex, regionData (and the fixture builder for `bench`). */
export async function loadSheets(name = 'reader') {
  return import(pathToFileURL(await ensureSheetsBundle(name)).href);
}
