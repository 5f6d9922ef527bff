// `npm run bench`: the purchase at 10,000 recipients in headless Chromium on this machine (issue 10).
// - paste 10,000 typed recipient lines into 收件人信息 on /user-center/delivery?goods_id=1 → the table
//   priced (footer: 收件人 10000 个 and a non-zero 合计), fresh page and cold cache, median of 3; with the
//   phases: recognition in the Web Worker, rows on screen, the debounced price call, the priced table
// - with those 10,000 rows present: 编辑 a row, change 联系人, 确认修改, until the re-price has answered and
//   shows; the longest long task meanwhile (PerformanceObserver 'longtask'), median of 3 edits, at the
//   default 10 a page and at 500 a page (antd's virtual table)
// Goals (issue 10): the priced table under 3 s; no long task over 200 ms during an edit (medians).
// Run after the build (scripts/bench.mjs builds what is stale first); alone: `npx tsx e2e/src/bench-purchase.ts`.
import type { Page, Worker } from 'playwright-core';
import { launchBrowser, logInWithToken, newPage, registerViaApi, shot, startSite, uniqueMobile, type Site } from './harness';

const ROWS = 10_000;
const PASTE_GOAL_MS = 3000;
const LONG_TASK_GOAL_MS = 200;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n: number) => `${n.toFixed(0)} ms`;

function recipientLines(n: number): string {
  return Array.from({ length: n }, (_, i) => `${100000 + i}，张三，139${String(i).padStart(8, '0')}，浙江省杭州市西湖区文三路${i + 1}号`).join('\n');
}

interface LongTask {
  start: number;
  duration: number;
}

/** What the page notes for the bench (page clock, performance.now()). */
interface BenchMarks {
  pasted?: number;
  workerAsked?: number;
  workerAnswered?: number;
  rowsShown?: number;
  pricedShown?: number;
  pricedPainted?: number;
  longTasks: LongTask[];
}

interface FooterState {
  count: number;
  /** 合计 in yuan; null while it shows ¥— */
  total: number | null;
  /** 正在计算价格… is shown */
  pending: boolean;
}

declare global {
  interface Window {
    __bench: BenchMarks;
    __editObserver?: PerformanceObserver;
    __editTasks?: LongTask[];
    __footer: () => FooterState;
  }
}

/**
 * Before any page script: a Worker that notes when it is asked and when it answers (the recognition's
 * round trip), and every long task of the page from its start.
 */
function instrument(): void {
  const marks: BenchMarks = { longTasks: [] };
  window.__bench = marks;
  // the footer's figures: 收件人 n 个, 合计, whether a price call is pending
  window.__footer = () => {
    const footer = document.querySelector('[data-testid="order-footer"]');
    const count = Number(footer?.querySelector('span:not([aria-label]) strong')?.textContent ?? 0);
    const totalText = footer?.querySelector('[aria-label="合计"] strong')?.textContent ?? '';
    const total = /\d/.test(totalText) ? Number(totalText.replace(/[^\d.]/g, '')) : null;
    return { count, total, pending: (footer?.textContent ?? '').includes('正在计算价格') };
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) marks.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      // added before the app's onmessage: runs first, before the answer's rows are read
      this.addEventListener('message', () => (marks.workerAnswered = performance.now()));
    }
    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]) {
      marks.workerAsked = performance.now();
      super.postMessage(message, options as StructuredSerializeOptions);
    }
  } as typeof Worker;
}

/** Opens the inline purchase, logged in, with 淘宝/天猫 chosen and the 收件人信息 box ready. */
async function openPurchase(page: Page, site: Site): Promise<void> {
  await page.goto(`${site.url}/user-center/delivery?goods_id=1`);
  await page.getByRole('radiogroup', { name: '数据来源平台' }).getByText('淘宝/天猫', { exact: true }).click();
  await page.getByLabel('收件人信息').waitFor();
}

interface PasteRun {
  total: number;
  boxFilled: number;
  workerReady: number;
  recognising: number;
  rowsShown: number;
  debounceAndRequest: number;
  priceCall: number;
  server: number;
  afterAnswer: number;
  longest: number;
  blocked: number;
  requestKiB: number;
  responseKiB: number;
  priced: number;
}

/** Pastes the lines the way the browser does (paste event, the text goes in, input) and times the priced table. */
async function pasteAndTime(page: Page, text: string): Promise<PasteRun> {
  const workers: Worker[] = [];
  page.on('worker', (w) => workers.push(w));
  let requestBytes = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/gift/order/price')) requestBytes = Buffer.byteLength(r.postData() ?? '');
  });
  await page.evaluate(
    (text) => {
      const marks = window.__bench;
      const rows = text.split('\n').length;
      const watch = new MutationObserver(() => {
        const f = window.__footer();
        if (marks.rowsShown === undefined && f.count === rows) marks.rowsShown = performance.now();
        if (marks.pricedShown === undefined && f.count === rows && !f.pending && f.total !== null && f.total > 0) {
          marks.pricedShown = performance.now();
          watch.disconnect();
          // the frame that shows it
          requestAnimationFrame(() => setTimeout(() => (marks.pricedPainted = performance.now()), 0));
        }
      });
      watch.observe(document.body, { subtree: true, childList: true, characterData: true });

      const box = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="收件人信息"]')!;
      box.focus();
      marks.pasted = performance.now();
      const data = new DataTransfer();
      data.setData('text/plain', text);
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      // the browser's own part of a paste: the text goes into the box, then an input event (React's onChange)
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(box, text);
      box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
    },
    text,
  );
  await page.waitForFunction(() => window.__bench.pricedPainted !== undefined, undefined, { timeout: 120_000, polling: 100 });
  await page.waitForTimeout(300); // long tasks are reported a moment after they end
  const { marks, price } = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/gift/order/price')) as PerformanceResourceTiming | undefined;
    return {
      marks: window.__bench,
      price: entry && { start: entry.startTime, requestStart: entry.requestStart, responseStart: entry.responseStart, end: entry.responseEnd, bytes: entry.encodedBodySize },
    };
  });
  if (!price) throw new Error('no price call seen');
  // when the worker had its code and the region data chunk (the worker's clock moved onto the page's)
  if (workers.length !== 1) throw new Error(`expected one recognition worker, saw ${workers.length}`);
  const pageOrigin = await page.evaluate(() => performance.timeOrigin);
  const workerReady = await workers[0].evaluate(
    (origin) => Math.max(...performance.getEntriesByType('resource').map((e) => (e as PerformanceResourceTiming).responseEnd)) + performance.timeOrigin - origin,
    pageOrigin,
  );
  const t0 = marks.pasted!;
  const during = marks.longTasks.filter((t) => t.start + t.duration >= t0);
  const footer = await page.evaluate(() => window.__footer());
  return {
    total: marks.pricedPainted! - t0,
    boxFilled: marks.workerAsked! - t0,
    workerReady: workerReady - marks.workerAsked!,
    recognising: marks.workerAnswered! - workerReady,
    rowsShown: marks.rowsShown! - marks.workerAnswered!,
    debounceAndRequest: price.start - marks.rowsShown!,
    priceCall: price.end - price.start,
    server: price.responseStart - price.requestStart,
    afterAnswer: marks.pricedPainted! - price.end,
    longest: Math.max(0, ...during.map((t) => t.duration)),
    blocked: during.reduce((sum, t) => sum + t.duration, 0),
    requestKiB: requestBytes / 1024,
    responseKiB: price.bytes / 1024,
    priced: footer.total ?? 0,
  };
}

interface EditRun {
  longest: number;
  over: number;
  count: number;
  confirmToPriced: number;
}

/** 编辑 row `index` of the current page, a new 联系人, 确认修改, until the re-price has answered and shows. */
async function editAndTime(page: Page, index: number, name: string): Promise<EditRun> {
  const table = page.getByTestId('recipient-table');
  const row = table.locator('.ant-table-row').nth(index);
  await row.getByRole('button', { name: '编辑', exact: true }).waitFor();
  await page.evaluate(() => {
    window.__editTasks = [];
    window.__editObserver = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__editTasks!.push({ start: e.startTime, duration: e.duration });
    });
    window.__editObserver.observe({ type: 'longtask', buffered: false });
  });
  await row.getByRole('button', { name: '编辑', exact: true }).click();
  await row.getByLabel('联系人').fill(name);
  const priced = page.waitForResponse((r) => r.url().endsWith('/api/gift/order/price'), { timeout: 60_000 });
  const confirmed = await page.evaluate(() => performance.now());
  await row.getByRole('button', { name: '确认修改', exact: true }).click();
  await priced;
  await page.waitForFunction(() => !window.__footer().pending, undefined, { polling: 'raf' });
  const shown = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))));
  await row.getByText(name, { exact: true }).waitFor();
  await page.waitForTimeout(300); // long tasks are reported a moment after they end
  const tasks = await page.evaluate(() => {
    window.__editObserver!.disconnect();
    return window.__editTasks!;
  });
  return {
    longest: Math.max(0, ...tasks.map((t) => t.duration)),
    over: tasks.filter((t) => t.duration > LONG_TASK_GOAL_MS).length,
    count: tasks.length,
    confirmToPriced: shown - confirmed,
  };
}

async function edits(page: Page, label: string): Promise<EditRun[]> {
  const runs: EditRun[] = [];
  for (let i = 0; i < 3; i += 1) runs.push(await editAndTime(page, i + 1, `李四${label}${i}`));
  return runs;
}

function printEdits(title: string, runs: EditRun[]): void {
  const show = (n: number) => (n === 0 ? 'none' : ms(n));
  const longest = median(runs.map((r) => r.longest));
  // judged on the median edit, as the other figures are; the count per edit shows any edit that missed
  const met = longest <= LONG_TASK_GOAL_MS;
  console.log(title);
  console.log(
    `    longest long task: median ${show(longest)} (${runs.map((r) => show(r.longest)).join(', ')}); long tasks > ${LONG_TASK_GOAL_MS} ms: ${runs.map((r) => r.over).join(', ')}; long tasks (> 50 ms) per edit: ${runs.map((r) => r.count).join(', ')}`,
  );
  console.log(`    确认修改 → re-priced table shown (incl. the 300 ms debounce): median ${ms(median(runs.map((r) => r.confirmToPriced)))}`);
  console.log(`    goal: no long task over ${LONG_TASK_GOAL_MS} ms (median edit) ${met ? 'met' : 'NOT met'}`);
}

async function main() {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    const token = await registerViaApi(site, uniqueMobile(), 'bench123');
    // real-name verification: pricing does not need it, ordering would
    const verified = await fetch(`${site.url}/api/user/authentication`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ real_name: '张小三', id_number: '110101199003076632' }),
    });
    const verifiedBody = (await verified.json()) as { code: number; msg: string };
    if (verifiedBody.code !== 0) console.warn(`  (real-name verification: ${verifiedBody.msg})`);

    const text = recipientLines(ROWS);
    const pastes: PasteRun[] = [];
    let defaultEdits: EditRun[] = [];
    let virtualEdits: EditRun[] = [];
    for (let run = 0; run < 3; run += 1) {
      const { context, page } = await newPage(browser, { motion: true });
      try {
        await context.addInitScript(instrument);
        await logInWithToken(context, site, token);
        await openPurchase(page, site);
        pastes.push(await pasteAndTime(page, text));
        if (run === 2) {
          // the 10,000 rows stay; edits at the default page size, then at 500 a page (virtual table)
          await page.waitForTimeout(500);
          defaultEdits = await edits(page, 'a');
          await page.locator('.ant-pagination-options .ant-select').click();
          await page.getByTitle('500 条/页').click();
          await page.getByTestId('recipient-table').locator('.ant-table-row').nth(10).waitFor();
          await page.waitForTimeout(500);
          virtualEdits = await edits(page, 'b');
        }
      } catch (error) {
        await shot(page, 'FAILED-bench-purchase').catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    }

    const m = (pick: (r: PasteRun) => number) => median(pastes.map(pick));
    const total = m((r) => r.total);
    console.log(`\n粘贴 ${ROWS} 行收件人到计价完成（paste ${ROWS.toLocaleString('en')} lines → priced table shown, fresh page, cold cache, 3 runs）`);
    console.log(`  median ${ms(total)}   min ${ms(Math.min(...pastes.map((r) => r.total)))}   max ${ms(Math.max(...pastes.map((r) => r.total)))}   (合计 ¥${pastes[0].priced})`);
    console.log('  where the time goes (medians):');
    const phase = (label: string, value: number) => console.log(`    ${label.padEnd(76)} ${ms(value).padStart(8)}`);
    phase('paste → text in the box, recognition asked (main thread: layout, re-render)', m((r) => r.boxFilled));
    phase('Web Worker started, its code and the region data loaded', m((r) => r.workerReady));
    phase(`recognising ${ROWS.toLocaleString('en')} lines in the worker, the answer back`, m((r) => r.recognising));
    phase(`answer → ${ROWS.toLocaleString('en')} rows on screen (rows into state, table rendered)`, m((r) => r.rowsShown));
    phase('rows on screen → price call sent (300 ms debounce, request built)', m((r) => r.debounceAndRequest));
    phase(`price call, ${m((r) => r.requestKiB).toFixed(0)} KiB up / ${m((r) => r.responseKiB).toFixed(0)} KiB down (server ${ms(m((r) => r.server))})`, m((r) => r.priceCall));
    phase('answer → priced table painted (prices onto rows, re-render)', m((r) => r.afterAnswer));
    console.log(`    main thread blocked by long tasks: ${ms(m((r) => r.blocked))} in all, the longest ${ms(m((r) => r.longest))}`);
    console.log(`  goal: under ${PASTE_GOAL_MS} ms ${total < PASTE_GOAL_MS ? 'met' : 'NOT met'}`);

    console.log(`\n${ROWS} 行时编辑一行（edit a row with ${ROWS.toLocaleString('en')} rows present: 编辑 → 联系人 → 确认修改 → re-priced, 3 edits）`);
    printEdits('  10 条/页 (the default page size):', defaultEdits);
    printEdits('  500 条/页 (virtual table):', virtualEdits);
    console.log('');
  } finally {
    await browser.close();
    await site.stop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
