// Typed recipients in the browser: the region data arrives as its own chunk on first use,
// and a text of more than 1,000 lines is recognised in a Web Worker.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chromiumAvailable, fillAtOnce, logInWithToken, openDialog, registerViaApi, shot, siteAndBrowser, uniqueMobile, withPage } from '../src/harness';

const enabled = chromiumAvailable();

function bigText(n: number): string {
  return Array.from({ length: n }, (_, i) => `${100000 + i}，张三，139${String(i).padStart(8, '0')}，广东省深圳市南山区科技园${i + 1}号`).join('\n');
}

describe('typed recipients', { skip: !enabled }, () => {
  const env = siteAndBrowser();

  it('loads the region data on first use and recognises pasted lines', () =>
    withPage(env.browser, 'typed-recipients', async (page, context) => {
      await logInWithToken(context, env.site, await registerViaApi(env.site, uniqueMobile(), 'typed123'));
      const regionChunks: string[] = [];
      page.on('request', (req) => {
        if (/region-data/.test(req.url())) regionChunks.push(req.url());
      });
      // 立即发货 with the goods chosen (?goods_id=), then the data-source platform
      await page.goto(`${env.site.url}/user-center/delivery?goods_id=1`);
      await page.getByText('淘宝/天猫', { exact: true }).click();
      const box = page.getByLabel('收件人信息');
      await box.waitFor();
      assert.equal(regionChunks.length, 0, 'region data must not load before it is needed');

      await box.fill('1001，李四，13912345678，广东省深圳市南山区科技园1号\n北京朝阳区建国路88号 王五 138-0013-8000\n没有电话的行 浙江杭州');
      await page.getByRole('button', { name: '完成添加' }).click();
      const table = page.getByTestId('recipient-table');
      await table.getByText('李四').waitFor();
      assert.equal(regionChunks.length, 1, 'region data arrives as one chunk');
      const wang = table.locator('tr', { hasText: '王五' });
      assert.match(await wang.innerText(), /13800138000\s+北京市\s+北京市\s+朝阳区\s+建国路88号/);
      assert.match(await page.getByTestId('rejected-lines').innerText(), /第3行/);
      // the table comes from the host's antd (shared-contracts/ui-extra): zh_CN locale, not its own copy
      await page.getByText('10 条/页').waitFor();
      await shot(page, 'typed-recipients');
    }));

  it('never guesses an ambiguous place: the row names the candidates, stays in error until one is picked, then is priced', () =>
    withPage(env.browser, 'typed-recipients-ambiguous', async (page, context) => {
      await logInWithToken(context, env.site, await registerViaApi(env.site, uniqueMobile(), 'typed123'));
      await page.goto(`${env.site.url}/user-center/delivery?goods_id=1`);
      await page.getByText('淘宝/天猫', { exact: true }).click();
      // 朝阳区 is in 北京 and in 长春 (吉林): nothing on the line says which; the extension and the postcode forms of round 2 too
      await page.getByLabel('收件人信息').fill('张三 收，13800138000转1234，朝阳区建国路1号（100020）\n李四，13912345678，广东省深圳市南山区科技园1号');
      await page.getByRole('button', { name: '完成添加' }).click();
      const table = page.getByTestId('recipient-table');
      const zhang = table.locator('tr.ant-table-row', { hasText: '张三' });
      await zhang.getByText(/地区不明确：可能是.*北京市朝阳区.*吉林省长春市朝阳区|地区不明确：可能是.*吉林省长春市朝阳区.*北京市朝阳区/).waitFor();
      assert.match(await zhang.innerText(), /13800138000-1234/, 'the extension is kept');
      assert.doesNotMatch(await zhang.innerText(), /100020/, 'the postcode is not part of the address');
      await shot(page, 'typed-recipients-ambiguous');

      // ordering is stopped on the row until the place is chosen
      await page.getByRole('button', { name: '立即下单' }).click();
      await page.getByText('第1行收件地区不明确，请选择地区或修改').waitFor();
      // the check opens the row for editing (its texts become inputs): found by its picker
      await table.locator('tr.ant-table-row', { has: page.getByTestId('region-doubt') }).getByRole('button', { name: /选择地区/ }).click();
      await page.getByRole('menuitem', { name: /吉林省\s*长春市\s*朝阳区/ }).click();
      await page.waitForFunction(() => !document.querySelector('[data-testid="recipient-table"] [data-testid="region-doubt"]'));
      // re-priced by the server: both rows have a price
      await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-testid="recipient-table"] tr.ant-table-row')).every((tr) => /¥\d+\.\d{2}/.test(tr.textContent ?? '')));
      // the row the check opened is still being edited, its inputs filled by the pick
      await table.getByRole('button', { name: /^确认修改$/ }).click();
      const text = await table.locator('tr.ant-table-row', { hasText: '张三' }).innerText();
      assert.match(text, /吉林省\s+长春市\s+朝阳区\s+建国路1号/);
      await shot(page, 'typed-recipients-ambiguous-picked');
    }));

  it('recognises a text of more than 1,000 lines in a Web Worker', () =>
    withPage(env.browser, 'typed-recipients-worker', async (page, context) => {
      await logInWithToken(context, env.site, await registerViaApi(env.site, uniqueMobile(), 'typed123'));
      const workers: string[] = [];
      page.on('worker', (w) => workers.push(w.url()));
      await page.goto(`${env.site.url}/user-center/delivery?goods_id=1`);
      await page.getByText('淘宝/天猫', { exact: true }).click();
      await fillAtOnce(page.getByLabel('收件人信息'), bigText(1500));
      await page.getByRole('button', { name: '完成添加' }).click();
      await page.getByText('共 1500 位收件人').waitFor({ timeout: 30_000 });
      assert.equal(workers.length, 1, 'one Web Worker did the work');
    }));

  it('starts the worker when the purchase remote is served from another origin (a CDN)', () =>
    withPage(env.browser, 'cross-origin-worker', async (page, context) => {
      // this Host's purchase manifest is http://127.0.0.1:<port>/remotes/purchase/… while the page is on cdn.localhost
      const origin = `http://cdn.localhost:${env.site.port}`;
      const remoteOrigin = `http://127.0.0.1:${env.site.port}`;
      const token = await registerViaApi(env.site, uniqueMobile(), 'typed123', 'cdn.localhost');
      await context.addCookies([{ name: 'user-token', value: token, url: origin }]);
      const workers: import('playwright-core').Worker[] = [];
      page.on('worker', (w) => workers.push(w));
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));

      await page.goto(`${origin}/gift-list`);
      const card = page.getByTestId('goods-card').first();
      await card.waitFor();
      await card.getByRole('button', { name: '立即购买' }).click();
      const dialog = await openDialog(page);
      await dialog.getByTestId('purchase-dialog').waitFor();
      await dialog.getByText('淘宝/天猫', { exact: true }).click();
      await fillAtOnce(dialog.getByLabel('收件人信息'), bigText(1500));
      await dialog.getByRole('button', { name: '完成添加' }).click();
      await dialog.getByText(/收件人\s*1500\s*个/).waitFor({ timeout: 30_000 });
      await shot(page, 'cross-origin-worker');

      // the purchase remote's files really came from the other origin
      const pageResources = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
      assert.ok(pageResources.some((u) => u.startsWith(`${remoteOrigin}/remotes/purchase/remoteEntry.js`)), 'remote entry from 127.0.0.1');
      // one worker, started through the same-origin trampoline, that loaded its chunks from the remote's origin
      assert.equal(workers.length, 1, 'one Web Worker');
      assert.match(workers[0].url(), /^blob:http:\/\/cdn\.localhost:/);
      const inWorker = await workers[0].evaluate(() => ({ location: String(self.location), resources: performance.getEntriesByType('resource').map((e) => e.name) }));
      assert.match(inWorker.location, new RegExp(`^${remoteOrigin}/remotes/purchase/recognise-recipients\\.[0-9a-f]+\\.js$`));
      assert.ok(inWorker.resources.some((u) => /\/remotes\/purchase\/region-data\.[0-9a-f]+\.js$/.test(u) && u.startsWith(remoteOrigin)), `worker loaded: ${inWorker.resources.join(' ')}`);
      // … and the work was not done by the main-thread fallback
      assert.ok(!pageResources.some((u) => /region-data/.test(u)), 'the page itself never needed the region data');
      assert.deepEqual(warnings.filter((w) => w.includes('[recognise]')), []);
    }));
});
