// `npm run bench`: figures of the built composed site in headless Chromium on this machine.
// - JS a first visit to `/` downloads (host + remotes + shared), gzip and brotli bytes as served
// - time from navigation start to the first goods card on the home page, cold cache, median of 5: the frame
//   that first lays it out, noted in the page (the goal's figure), and when the test sees it: Playwright's
//   wait polls the page after 0, 20, 50, 100, 100 and then every 500 ms, so this lags by up to half a second
//   (issue 4's 1.5 s and the 1.6 s this was at were measured so)
// - where the time of the median visit went: its requests as a waterfall, paints, the card (./waterfall.ts)
// Goals: at most 330 KiB gzip in total and under 1.2 s (issue 4 set 350 KB and 1.5 s).
import { request } from 'node:http';
import { launchBrowser, newPage, startSite } from './harness';
import { cardShownAt, printWaterfall, readTimeline, watchFirstCard, type Timeline } from './waterfall';

async function encodedSize(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const GOAL_MS = 1200;
const GOAL_GZIP = 330 * 1024;

async function main() {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    const times: number[] = [];
    const shown: number[] = [];
    const timelines: Timeline[] = [];
    let scripts: string[] = [];
    for (let run = 0; run < 5; run += 1) {
      const { context, page } = await newPage(browser, { showNotice: true, motion: true });
      await watchFirstCard(context);
      const seen: string[] = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') seen.push(res.url());
      });
      await page.goto(`${site.url}/`);
      await page.getByTestId('goods-card').first().waitFor();
      times.push(await page.evaluate(() => performance.now()));
      shown.push(await cardShownAt(page));
      await page.waitForLoadState('networkidle');
      timelines.push(await readTimeline(page));
      if (run === 0) scripts = seen;
      await context.close();
    }

    const rows = await Promise.all(
      scripts.map(async (url) => ({ url: new URL(url).pathname, gzip: await encodedSize(url, 'gzip'), br: await encodedSize(url, 'br') })),
    );
    const part = (path: string) => (path.startsWith('/remotes/') ? path.split('/')[2] : 'host');
    const byPart = new Map<string, { gzip: number; br: number; files: number }>();
    for (const r of rows) {
      const p = byPart.get(part(r.url)) ?? { gzip: 0, br: 0, files: 0 };
      byPart.set(part(r.url), { gzip: p.gzip + r.gzip, br: p.br + r.br, files: p.files + 1 });
    }
    const total = rows.reduce((a, r) => ({ gzip: a.gzip + r.gzip, br: a.br + r.br }), { gzip: 0, br: 0 });

    console.log('\n首页首次访问下载的 JS（first visit to / — JS downloaded）');
    for (const [name, p] of byPart) console.log(`  ${name.padEnd(12)} ${String(p.files).padStart(3)} files  gzip ${kib(p.gzip).padStart(10)}  br ${kib(p.br).padStart(10)}`);
    console.log(`  ${'total'.padEnd(12)} ${String(rows.length).padStart(3)} files  gzip ${kib(total.gzip).padStart(10)}  br ${kib(total.br).padStart(10)}`);
    console.log('  largest files:');
    for (const r of [...rows].sort((a, b) => b.gzip - a.gzip).slice(0, 40)) console.log(`    ${kib(r.gzip).padStart(10)}  ${r.url}`);
    console.log(`  goal: at most ${kib(GOAL_GZIP)} gzip (${kib(total.gzip)}) ${total.gzip <= GOAL_GZIP ? 'met' : 'NOT met'}`);
    // the operator console (remote-admin) is for operators only: a shop visitor downloads none of it
    console.log(`  remote-admin files on the first visit: ${byPart.get('admin')?.files ?? 0} (goal 0)`);
    console.log('\n首个商品卡片可见时间（navigation → first goods card visible, cold cache, 5 runs）');
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    const line = (label: string, xs: number[]) =>
      console.log(`  ${label.padEnd(9)} median ${ms(median(xs))}   min ${ms(Math.min(...xs))}   max ${ms(Math.max(...xs))}   (${xs.map(ms).join(', ')})`);
    line('on screen', shown);
    line('seen', times);
    const under = (xs: number[]) => median(xs) < GOAL_MS;
    console.log(`  goal: on screen under ${GOAL_MS} ms ${under(shown) ? 'met' : 'NOT met'} (seen: ${under(times) ? 'under' : 'over'} it)`);
    const middle = shown.indexOf(median(shown));
    printWaterfall(timelines[middle], times[middle]);
    console.log('');
  } finally {
    await browser.close();
    await site.stop();
  }
}

void main();
