// `node scripts/bench-sheets.mjs` (also run by `npm run bench`): figures of the spreadsheet reader
// (shared-contracts/src/sheets, issue 11):
// - accuracy on the fixture set (shared-contracts/src/sheets/fixtures.ts) per field, goal 100 %, with
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
const CITIES = [
  ['浙江省', '杭州市', '西湖区'],
  ['广东省', '深圳市', '南山区'],
  ['江苏省', '南京市', '鼓楼区'],
  ['北京', '北京市', '朝阳区'],
  ['四川省', '成都市', '武侯区'],
  ['湖北省', '武汉市', '洪山区'],
];
const header = ['订单编号', '买家会员名', '订单状态', '买家留言', '收货人姓名', '收货地址', '联系手机', '订单备注'];
const rows = [header];
for (let i = 0; i < ROWS; i += 1) {
  const [p, c, d] = CITIES[i % CITIES.length];
  rows.push([
    `23112${String(1e13 + i * 7919).padStart(14, '0')}`,
    `buyer_${i}`,
    '买家已付款，等待卖家发货',
    i % 5 === 0 ? '请尽快发货，谢谢' : null,
    ['张三', '李四', '王小明', '欧阳娜娜'][i % 4],
    `${p} ${c} ${d} 文三路${i % 997}号${100 + (i % 20)}室(310000)`,
    `13${String(800000000 + i).padStart(9, '0')}`,
    i % 7 === 0 ? '送礼' : null,
  ]);
}
const bytes = sheets.xlsxBytes(rows, 'xlsx', [0, 6]);
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
