// `npm run bench`: figures of the built composed site in headless Chromium on this machine.
// - JS a first visit to `/` downloads (host + remotes + shared), gzip and brotli bytes as served
// - time from navigation start to the first goods card visible on the home page, cold cache, median of 5
// Goals (issue 4): under 350 KB gzip in total and under 1.5 s.
import { request } from 'node:http';
import { launchBrowser, newPage, startSite } from './harness';

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

async function main() {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    const times: number[] = [];
    let scripts: string[] = [];
    for (let run = 0; run < 5; run += 1) {
      const { context, page } = await newPage(browser, { showNotice: true, motion: true });
      const seen: string[] = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') seen.push(res.url());
      });
      await page.goto(`${site.url}/`);
      await page.getByTestId('goods-card').first().waitFor();
      times.push(await page.evaluate(() => performance.now()));
      await page.waitForLoadState('networkidle');
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
    console.log(`  goal: under 350 KB gzip (${(total.gzip / 1000).toFixed(0)} KB) ${total.gzip < 350_000 ? 'met' : 'NOT met'}`);
    // the operator console (remote-admin) is for operators only: a shop visitor downloads none of it
    console.log(`  remote-admin files on the first visit: ${byPart.get('admin')?.files ?? 0} (goal 0)`);
    console.log('\n首个商品卡片可见时间（navigation → first goods card visible, cold cache, 5 runs）');
    console.log(`  median ${median(times).toFixed(0)} ms   min ${Math.min(...times).toFixed(0)} ms   max ${Math.max(...times).toFixed(0)} ms`);
    console.log(`  goal: under 1500 ms ${median(times) < 1500 ? 'met' : 'NOT met'}\n`);
  } finally {
    await browser.close();
    await site.stop();
  }
}

void main();
