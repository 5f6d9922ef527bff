// `npm run --silent parse-sheet -- FILE`: reads an order export (.xlsx, .xls, .csv; issue 11).
// stdout: one JSON object per recipient (row, shop_order, rec_name, rec_mobile, rec_province, rec_city,
// rec_district, rec_address, use_name, remark, platform, statuses (订单状态 / 退款状态 / 售后状态 texts), and warning when set). stderr: `第N行：<reason>`
// per rejected row. A file it cannot read: one line with the reason on stderr, exit code 1.
// The reader runs from a cached esbuild bundle (scripts/sheets-bundle.mjs), in a worker thread with a
// time limit (PARSE_SHEET_TIMEOUT_MS, default 60 s): SheetJS can loop forever on some damaged .xlsx files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { ensureSheetsBundle, loadSheets } from './sheets-bundle.mjs';

function write(stream, text) {
  return new Promise((resolve) => {
    if (!text) resolve();
    else if (stream.write(text)) resolve();
    else stream.once('drain', resolve);
  });
}

/** In the worker: reads the file, gives { out, err, code }. */
async function parse(file) {
  const sheets = await loadSheets('reader');
  let bytes;
  try {
    bytes = new Uint8Array(readFileSync(file));
  } catch {
    return { out: '', err: `${sheets.SheetMessages.noFile}：${file}\n`, code: 1 };
  }
  const regions = sheets.buildRegionIndex(sheets.regionData);
  let result;
  try {
    result = sheets.readSheet(bytes, path.basename(file), regions);
  } catch (e) {
    if (!(e instanceof sheets.SheetError)) throw e;
    return { out: '', err: `${e.message}\n`, code: 1 };
  }
  let out = '';
  for (const r of result.recipients) out += JSON.stringify(r) + '\n';
  let err = '';
  for (const r of result.rejected) err += `第${r.row}行：${r.reason}\n`;
  return { out, err, code: 0 };
}

if (!isMainThread) {
  parentPort.postMessage(await parse(workerData.file));
} else {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('用法：npm run --silent parse-sheet -- 文件.xlsx|.xls|.csv\n');
    process.exit(2);
  }
  await ensureSheetsBundle('reader'); // built once here, not raced by the worker
  const limit = Number(process.env.PARSE_SHEET_TIMEOUT_MS) || 60_000;
  const worker = new Worker(new URL(import.meta.url), { workerData: { file } });
  const timer = setTimeout(() => {
    process.stderr.write('上传失败\n');
    process.exit(1);
  }, limit);
  const answer = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  clearTimeout(timer);
  await Promise.all([write(process.stdout, answer.out), write(process.stderr, answer.err)]);
  process.exitCode = answer.code;
  await worker.terminate();
}
