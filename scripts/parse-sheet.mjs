// `npm run --silent parse-sheet -- FILE`: reads an order export (.xlsx, .xls, .csv; issue 11).
// stdout: one JSON object per recipient (row, shop_order, rec_name, rec_mobile, rec_province, rec_city,
// rec_district, rec_address, use_name, remark, platform, and warning when set). stderr: `第N行：<reason>`
// per rejected row. A file it cannot read: one line with the reason on stderr, exit code 1.
// The reader runs from a cached esbuild bundle (scripts/sheets-bundle.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSheets } from './sheets-bundle.mjs';

function write(stream, text) {
  return new Promise((resolve) => {
    if (!text) resolve();
    else if (stream.write(text)) resolve();
    else stream.once('drain', resolve);
  });
}

const file = process.argv[2];
if (!file) {
  process.stderr.write('用法：npm run --silent parse-sheet -- 文件.xlsx|.xls|.csv\n');
  process.exit(2);
}

const sheets = await loadSheets('reader');
let bytes;
try {
  bytes = new Uint8Array(readFileSync(file));
} catch {
  process.stderr.write(`${sheets.SheetMessages.noFile}：${file}\n`);
  process.exit(1);
}
const regions = sheets.buildRegionIndex(sheets.regionData);
let result;
try {
  result = sheets.readSheet(bytes, path.basename(file), regions);
} catch (e) {
  if (!(e instanceof sheets.SheetError)) throw e;
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
}

let out = '';
for (const r of result.recipients) out += JSON.stringify(r) + '\n';
let err = '';
for (const r of result.rejected) err += `第${r.row}行：${r.reason}\n`;
await Promise.all([write(process.stdout, out), write(process.stderr, err)]);
process.exitCode = 0;
