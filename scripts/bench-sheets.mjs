// `node scripts/bench-sheets.mjs` (also run by `npm run bench`): figures of the spreadsheet reader
// (recipient-engine/sheets, issue 11):
// - accuracy on the fixture set (recipient-engine/fixtures/sheets) per field, goal 100 %, with
//   every difference;
// - a generated 淘宝-style .xlsx of 50,000 rows just under the 5 MB upload limit: readSheet in this
//   process (median of 3), and `npm run --silent parse-sheet -- FILE` end to end on the same file.
// The in-browser figure (the Web Worker, long tasks meanwhile) is e2e/src/bench-sheets.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, loadSheets } from './sheets-bundle.mjs';

const ROWS = 50_000;
const RUNS = 3;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (right, total) => (total === 0 ? '—' : `${((100 * right) / total).toFixed(1)}%`);
const ms = (x) => `${x.toFixed(0)} ms`;

const sheets = await loadSheets('bench');
const regions = sheets.buildRegionIndex(sheets.regionData);

// ---- accuracy
const fixtures = sheets.buildSheetFixtures();
const { fields, failures } = sheets.scoreSheetFixtures(fixtures, (bytes, name) => sheets.readSheet(bytes, name, regions));
console.log(`\nSpreadsheet import — fixture set (${fixtures.length} files; goal 100 % every field)`);
for (const [field, s] of Object.entries(fields)) console.log(`  ${field.padEnd(14)} ${pct(s.correct, s.total).padStart(7)}  (${s.correct}/${s.total})`);
for (const f of failures) console.log(`  ✗ ${f}`);

// ---- a big export
const bytes = sheets.benchTaobaoExport(ROWS);
const dir = mkdtempSync(path.join(tmpdir(), 'bench-sheets-'));
const file = path.join(dir, 'ExportOrderList-50000.xlsx');
writeFileSync(file, bytes);
const size = statSync(file).size;
console.log(`\nSpreadsheet import — ${ROWS.toLocaleString('en')}-row 淘宝 .xlsx, ${(size / 1024 / 1024).toFixed(2)} MB (limit 5 MB)`);
const times = [];
let result;
for (let r = 0; r < RUNS; r += 1) {
  const t0 = performance.now();
  result = sheets.readSheet(bytes, 'ExportOrderList-50000.xlsx', regions);
  times.push(performance.now() - t0);
}
console.log(`  readSheet in Node             ${ms(median(times))} (median of ${RUNS}; ${result.recipients.length} recipients, ${result.rejected.length} rejected)`);
const cliTimes = [];
let cliOut = null;
for (let r = 0; r < RUNS; r += 1) {
  const t0 = performance.now();
  cliOut = spawnSync('node', ['scripts/parse-sheet.mjs', file], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 30 });
  cliTimes.push(performance.now() - t0);
}
const lines = cliOut.stdout.split('\n').filter(Boolean).length;
console.log(`  npm run parse-sheet (CLI)     ${ms(median(cliTimes))} (median of ${RUNS}, node start and region index included; ${lines} lines, exit ${cliOut.status})`);
rmSync(dir, { recursive: true, force: true });
if (failures.length > 0 || cliOut.status !== 0 || result.recipients.length !== ROWS) process.exitCode = 1;
