// API设置 end to end (issue 23): a verified merchant generates a key, resets it (the secret shown once each
// time), turns the API on, sets the callback URL to a receiver of the test's own, and 发送测试回调 shows HTTP
// 200; the receiver got the callback signed with the new secret, the delivery log shows it 已送达, and a call
// to /open/v1 signed with the new secret answers while the old secret is refused.
import assert from 'node:assert/strict';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { chromiumAvailable, settled, shot, siteAndBrowser, withPage, type Site } from '../src/harness';
import { merchant } from '../src/merchant';

const enabled = chromiumAvailable();

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A callback receiver on a free port: every POST is kept and answered 200. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/hooks/gift`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** GET /open/v1/balance signed as the 开放API接入 article says (written here, apart from the server's code). */
async function openBalance(site: Site, appKey: string, secret: string): Promise<{ status: number; code: number }> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(12).toString('hex');
  const text = ['GET', '/open/v1/balance', '', timestamp, nonce, createHash('sha256').update('').digest('hex')].join('\n');
  const signature = createHmac('sha256', secret).update(text).digest('hex');
  const res = await fetch(`${site.url}/open/v1/balance`, { headers: { 'X-App-Key': appKey, 'X-Timestamp': timestamp, 'X-Nonce': nonce, 'X-Signature': signature } });
  return { status: res.status, code: ((await res.json()) as { code: number }).code };
}

/** The key dialog's AppKey and AppSecret, then 我已保存 (the secret is not shown again). */
async function readKeyDialog(page: Page): Promise<{ appKey: string; secret: string }> {
  const dialog = page.getByRole('dialog', { name: 'API密钥' });
  await dialog.waitFor();
  const codes = dialog.locator('code');
  const [appKey, secret] = [(await codes.nth(0).innerText()).trim(), (await codes.nth(1).innerText()).trim()];
  assert.match(appKey, /^ak\w+$/);
  assert.match(secret, /^\w{32,}$/);
  await dialog.getByRole('button', { name: '我已保存' }).click();
  await dialog.waitFor({ state: 'detached' });
  return { appKey, secret };
}

const tableRow = (table: Locator, text: string) => table.locator('tr.ant-table-row', { hasText: text });

describe('API设置', { skip: !enabled }, () => {
  const env = siteAndBrowser();

  it('generates and resets the key, turns the API on, and a test callback reaches a receiver signed with the new secret', () =>
    withPage(env.browser, 'api-settings', async (page, context) => {
      const { site } = env;
      const receiver = await startReceiver();
      try {
        await merchant(context, site);
        await page.goto(`${site.url}/user-center/api`);

        // 生成密钥, then 重置密钥 (confirmed): each time the secret is shown once
        await page.getByRole('button', { name: '生成密钥' }).click();
        const first = await readKeyDialog(page);
        await page.getByRole('button', { name: '重置密钥' }).click();
        await settled(page);
        await page.getByRole('tooltip').getByRole('button', { name: '重置密钥' }).click();
        const second = await readKeyDialog(page);
        assert.equal(second.appKey, first.appKey, 'the app key stays');
        assert.notEqual(second.secret, first.secret, 'a new secret');
        await page.getByText(first.appKey).first().waitFor();
        assert.equal(await page.getByText(second.secret).count(), 0, 'the secret is gone from the page once the dialog is closed');

        // 开通API, the callback URL saved
        const toggle = page.getByRole('switch', { name: '开通API' });
        await toggle.click();
        await page.waitForFunction(() => document.querySelector('[aria-label="开通API"]')?.getAttribute('aria-checked') === 'true');
        const form = page.getByRole('form', { name: '回调与IP白名单' });
        await form.getByLabel('回调地址').fill(receiver.url);
        await form.getByRole('button', { name: /保\s*存/ }).click();
        await page.getByText('API设置已保存').first().waitFor();

        // 发送测试回调: delivered, HTTP 200 (never how long it took: issue 35)
        await page.getByRole('button', { name: '发送测试回调' }).click();
        await page.getByText('测试回调已送达').waitFor();
        await page.getByRole('status').filter({ hasText: '测试回调已送达' }).getByText('HTTP 200', { exact: true }).waitFor();
        assert.equal(await page.getByText(/耗时/).count(), 0);
        assert.equal(receiver.received.length, 1);
        const [callback] = receiver.received;
        const timestamp = String(callback.headers['x-timestamp']);
        assert.equal(callback.headers['x-signature'], createHmac('sha256', second.secret).update(`${timestamp}\n${callback.body}`).digest('hex'), 'signed with the new secret');
        const body = JSON.parse(callback.body) as { event: string; event_id: string };
        assert.equal(body.event, 'callback.test');
        assert.equal(callback.headers['x-event-id'], body.event_id);

        // the delivery log
        const log = page.getByRole('region', { name: '回调记录' });
        await tableRow(log, body.event_id).getByText('已送达').waitFor();
        await shot(page, 'api-settings');

        // the new secret signs Open API calls; the old one no longer does
        assert.deepEqual(await openBalance(site, second.appKey, second.secret), { status: 200, code: 0 });
        assert.equal((await openBalance(site, first.appKey, first.secret)).status, 401);
      } finally {
        await receiver.close();
      }
    }));
});
