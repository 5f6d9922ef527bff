// `npm run bench`: 表格导入 of a big export in headless Chromium on this machine (issue 11).
// - a generated 淘宝 .xlsx of 50,000 rows just under the 5 MB upload limit (the rows scripts/bench-sheets.mjs
//   reads in Node) chosen in the upload of the 表格导入 tab on /user-center/delivery?goods_id=1 → the result
//   shown (the summary line and the first page of rows), fresh page and cold cache, median of 3; with the
//   phases: the file read into memory and sent, the Web Worker started (its chunk with SheetJS and the region
//   data), reading in the worker, the answer → result painted
// - the longest main-thread long task meanwhile (PerformanceObserver 'longtask')
// Goals (issue 11): the result shown under 3 s; no long task over 200 ms while it runs (medians).
// Run after the build (scripts/bench.mjs builds what is stale first); alone: `npx tsx e2e/src/bench-sheets.ts`.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Worker } from 'playwright-core';
import { benchTaobaoExport } from 'recipient-engine/fixtures/sheets';
import { launchBrowser, logInWithToken, newPage, registerViaApi, shot, startSite, uniqueMobile, type Site } from './harness';

const ROWS = 50_000;
const RUNS = 3;
const SHOWN_GOAL_MS = 3000;
const LONG_TASK_GOAL_MS = 200;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n: number) => `${n.toFixed(0)} ms`;

interface LongTask {
  start: number;
  duration: number;
}

/** What the page notes for the bench (page clock, performance.now()). */
interface SheetBenchMarks {
  chosen?: number;
  workerAsked?: number;
  firstProgress?: number;
  workerAnswered?: number;
  shown?: number;
  painted?: number;
  longTasks: LongTask[];
}

declare global {
  interface Window {
    __sheetBench: SheetBenchMarks;
  }
}

/**
 * Before any page script: the moment a file is chosen (the input's change event, before antd's), a Worker
 * that notes when it is asked, its first progress message and its answer, and every long task of the page.
 */
function instrument(): void {
  const marks: SheetBenchMarks = { longTasks: [] };
  window.__sheetBench = marks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) marks.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener(
    'change',
    (e) => {
      if ((e.target as HTMLInputElement | null)?.type === 'file' && marks.chosen === undefined) marks.chosen = performance.now();
    },
    true,
  );
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      // added before the app's onmessage: runs first
      this.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as { progress?: number; result?: unknown };
        if (data && 'progress' in data) marks.firstProgress ??= performance.now();
        else marks.workerAnswered = performance.now();
      });
    }
    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]) {
      marks.workerAsked ??= performance.now();
      super.postMessage(message, options as StructuredSerializeOptions);
    }
  } as typeof Worker;
}

/** The inline purchase, logged in, 淘宝/天猫 chosen, the 表格导入 tab open. */
async function openSheetTab(page: Page, site: Site): Promise<void> {
  await page.goto(`${site.url}/user-center/delivery?goods_id=1`);
  await page.getByRole('radiogroup', { name: '数据来源平台' }).getByText('淘宝/天猫', { exact: true }).click();
  await page.getByRole('tab', { name: '表格导入' }).click();
  await page.getByText('点击或将订单表格拖到这里上传').waitFor();
}

interface Run {
  total: number;
  toWorker: number;
  workerStart: number;
  reading: number;
  painted: number;
  longest: number;
  over: number;
  blocked: number;
  used: number;
  rejected: number;
}

async function uploadAndTime(page: Page, file: string): Promise<Run> {
  const workers: Worker[] = [];
  page.on('worker', (w) => workers.push(w));
  await page.evaluate(() => {
    const marks = window.__sheetBench;
    const watch = new MutationObserver(() => {
      // the summary and the first page of rows (the table's chunk is loaded lazily)
      if (document.querySelector('[data-testid="sheet-summary"]') && document.querySelector('[data-testid="sheet-rows"] .ant-table-row')) {
        marks.shown = performance.now();
        watch.disconnect();
        requestAnimationFrame(() => setTimeout(() => (marks.painted = performance.now()), 0));
      }
    });
    watch.observe(document.body, { subtree: true, childList: true });
  });
  await page.getByLabel('表格导入收件人').locator('input[type=file]').setInputFiles(file);
  await page.waitForFunction(() => window.__sheetBench.painted !== undefined, undefined, { timeout: 120_000, polling: 100 });
  await page.waitForTimeout(300); // long tasks are reported a moment after they end
  const marks = await page.evaluate(() => window.__sheetBench);
  const t0 = marks.chosen!;
  const during = marks.longTasks.filter((t) => t.start + t.duration >= t0 && t.start <= marks.painted!);
  // when the worker had its code loaded (its clock moved onto the page's): start → first resource done
  let workerReady = marks.firstProgress ?? marks.workerAsked!;
  if (workers.length === 1) {
    const pageOrigin = await page.evaluate(() => performance.timeOrigin);
    const loaded = await workers[0]
      .evaluate(
        (origin) => Math.max(0, ...performance.getEntriesByType('resource').map((e) => (e as PerformanceResourceTiming).responseEnd)) + performance.timeOrigin - origin,
        pageOrigin,
      )
      .catch(() => null);
    if (loaded !== null && loaded > marks.workerAsked!) workerReady = loaded;
  }
  const count = async (label: string) => Number(await page.getByTestId('sheet-summary').getByLabel(label).innerText());
  return {
    total: marks.painted! - t0,
    toWorker: marks.workerAsked! - t0,
    workerStart: workerReady - marks.workerAsked!,
    reading: marks.workerAnswered! - workerReady,
    painted: marks.painted! - marks.workerAnswered!,
    longest: Math.max(0, ...during.map((t) => t.duration)),
    over: during.filter((t) => t.duration > LONG_TASK_GOAL_MS).length,
    blocked: during.reduce((sum, t) => sum + t.duration, 0),
    used: await count('可用行数'),
    rejected: await count('未导入行数'),
  };
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-sheets-browser-'));
  const file = path.join(dir, 'ExportOrderList-50000.xlsx');
  writeFileSync(file, benchTaobaoExport(ROWS));
  const size = statSync(file).size;
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    const token = await registerViaApi(site, uniqueMobile(), 'bench123');
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { context, page } = await newPage(browser, { motion: true });
      try {
        await context.addInitScript(instrument);
        await logInWithToken(context, site, token);
        await openSheetTab(page, site);
        runs.push(await uploadAndTime(page, file));
        if (run === RUNS - 1) {
          await page.getByTestId('sheet-summary').scrollIntoViewIfNeeded();
          await shot(page, 'bench-sheets-50000');
        }
      } catch (error) {
        await shot(page, 'FAILED-bench-sheets').catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    }

    const m = (pick: (r: Run) => number) => median(runs.map(pick));
    const total = m((r) => r.total);
    const longest = m((r) => r.longest);
    const show = (n: number) => (n === 0 ? 'none' : ms(n));
    console.log(
      `\n表格导入 ${ROWS} 行淘宝 .xlsx（upload a ${ROWS.toLocaleString('en')}-row ${(size / 1024 / 1024).toFixed(2)} MB 淘宝 .xlsx → result shown, fresh page, cold cache, ${RUNS} runs）`,
    );
    console.log(`  median ${ms(total)}   min ${ms(Math.min(...runs.map((r) => r.total)))}   max ${ms(Math.max(...runs.map((r) => r.total)))}   (${runs[0].used} recipients, ${runs[0].rejected} rejected)`);
    console.log('  where the time goes (medians):');
    const phase = (label: string, value: number) => console.log(`    ${label.padEnd(76)} ${ms(value).padStart(8)}`);
    phase('file chosen → bytes read and sent to the worker (main thread)', m((r) => r.toWorker));
    phase('Web Worker started, its chunk (SheetJS, region data) loaded', m((r) => r.workerStart));
    phase(`reading ${ROWS.toLocaleString('en')} rows in the worker (SheetJS, addresses), the answer back`, m((r) => r.reading));
    phase('answer → summary and first page of rows painted (main thread)', m((r) => r.painted));
    console.log(
      `    main thread blocked by long tasks: ${ms(m((r) => r.blocked))} in all; longest long task: median ${show(longest)} (${runs.map((r) => show(r.longest)).join(', ')}); over ${LONG_TASK_GOAL_MS} ms per run: ${runs.map((r) => r.over).join(', ')}`,
    );
    console.log(`  goal: result shown under ${SHOWN_GOAL_MS} ms ${total < SHOWN_GOAL_MS ? 'met' : 'NOT met'}`);
    console.log(`  goal: no long task over ${LONG_TASK_GOAL_MS} ms (median run) ${longest <= LONG_TASK_GOAL_MS ? 'met' : 'NOT met'}`);
    console.log('');
  } finally {
    await browser.close();
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
