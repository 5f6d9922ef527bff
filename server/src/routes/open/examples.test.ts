import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fen, fenToYuan, yuanToFen } from 'shared-contracts';
import { callbackSignature, openSignature, stringToSign, type SignedParts } from '../../lib/open-signature';
import { buildTestApp, call, openTestDb, tempDir, type TestDb } from '../../test-support/harness';
import { expectBooksBalanced } from '../../test-support/money';
import { openKeyOf, type OpenKey } from '../../test-support/open-api';
import { balanceOf, merchant } from '../../test-support/ordering';
import { freePort } from '../../test-support/ports';
import { hasCommand, runProgram, startProgram, type ServingProgram } from '../../test-support/programs';

// The help article 开放API接入 (migration 0036) promises merchants' developers that its examples run as they
// are. This test takes them out of the migrated article as the help centre serves it, runs them against the
// server listening on a port — the signing, the envelope, the answers — and checks the article's worked
// signature example against the server's own signing code.

let testDb: TestDb;
let app: FastifyInstance;
let baseUrl: string;
let key: OpenKey;
let userToken: string;
let article: { id: number; content: string };
const dir = tempDir('open-examples-');

/** The code blocks of the article, by the file name the paragraph before each tells the reader to save it as. */
const programs = new Map<string, string>();
const unescapeHtml = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** goods 1 with courier 1 (中通), the ids the examples price */
const GOODS = { id: 1, courierId: 1 };

beforeAll(async () => {
  testDb = await openTestDb();
  app = await buildTestApp(testDb);
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/open/v1`;

  const user = await merchant(app, 100);
  userToken = user.token;
  key = await openKeyOf(app, user.token);

  const { id } = await app.db.selectFrom('articles').select('id').where('title', '=', '开放API接入').executeTakeFirstOrThrow();
  const { body } = await call(app, 'GET', '/api/common/content/detail', undefined, { query: { id: String(id) } });
  article = { id, content: body.data.content };
  for (const match of article.content.matchAll(/保存为 ([\w.]+)(?:(?!<\/p>)[\s\S])*<\/p>\n<pre><code class="language-\w+">([\s\S]*?)<\/code><\/pre>/g)) programs.set(match[1], unescapeHtml(match[2]));
  for (const [file, code] of programs) fs.writeFileSync(path.join(dir, file), code);
});
afterAll(async () => {
  await app.close();
  await testDb.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the article 开放API接入', () => {
  it('is served by the help centre exactly as written: its tables and code blocks pass the sanitiser', async () => {
    const { content } = await app.db.selectFrom('articles').select('content').where('id', '=', article.id).executeTakeFirstOrThrow();
    expect(article.content).toBe(content);
    expect(content).toContain('<table>');
    expect([...programs.keys()].sort()).toEqual(['Example.java', 'callback.mjs', 'callback.py', 'example.mjs', 'example.php', 'example.py', 'example.sh']);
  });

  it("works its signing example out as the server's signing code does", () => {
    const secret = 'Zq3mN8vR2xL6tY9wB4cF7hJ1kP5sD0gA';
    const fixed = { timestamp: '1767225600', nonce: '7f3a9c2e5b1d4f60' };
    expect(article.content).toContain(`AppSecret <code>${secret}</code>，X-Timestamp <code>${fixed.timestamp}</code>，X-Nonce <code>${fixed.nonce}</code>`);
    const body = '{"goods_id":1,"goods_num":1,"express_id":1,"rec_list":[{"id":1,"rec_name":"张三","rec_mobile":"13800138000","rec_province":"浙江省","rec_city":"杭州市","rec_district":"西湖区","rec_address":"文三路1号"}]}';
    const examples: SignedParts[] = [
      // the query as a client might send it, in another order: the string to sign has it canonical
      { method: 'GET', path: '/open/v1/goods', rawQuery: 'page_size=20&keyword=%E4%BF%9D%E6%B8%A9%E6%9D%AF&page=1', body: '', ...fixed },
      { method: 'POST', path: '/open/v1/orders/price', rawQuery: '', body, ...fixed },
    ];
    for (const parts of examples) {
      expect(article.content).toContain(`<pre><code class="language-text">${escapeHtml(stringToSign(parts))}</code></pre>\n<p>X-Signature：<code>${openSignature(secret, parts)}</code></p>`);
    }
    expect(article.content).toContain(`<pre><code class="language-json">${escapeHtml(body)}</code></pre>`);
    expect(stringToSign(examples[0]).split('\n')[2]).toBe('keyword=%E4%BF%9D%E6%B8%A9%E6%9D%AF&page=1&page_size=20');

    const callback = /<pre><code class="language-json">(\{&quot;event&quot;|\{"event")[\s\S]*?<\/code><\/pre>/.exec(article.content);
    expect(callback).not.toBeNull();
    const callbackBody = unescapeHtml(callback![0].replace(/^<pre><code class="language-json">|<\/code><\/pre>$/g, ''));
    expect(article.content).toContain(`签名的结果是 <code>${callbackSignature(secret, fixed.timestamp, callbackBody)}</code>`);
  });
});

/** What a call example printed: one `{ code, msg, data }` a line — the balance, the price, then (PLACE_ORDER=1) the order. */
function answersOf(stdout: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever the calls answered
  return stdout.trim().split('\n').map((line) => JSON.parse(line) as { code: number; msg: string; data: any });
}

describe("the article's call examples, run against the server", () => {
  const runs: [file: string, command: string, available: boolean][] = [
    ['example.mjs', 'node', true],
    ['example.py', 'python3', hasCommand('python3')],
    ['example.sh', 'bash', hasCommand('curl') && hasCommand('openssl')],
    // PHP is not installed on the test machines: its example follows the same rules but is run only where php is
    ['example.php', 'php', hasCommand('php')],
    ['Example.java', 'java', hasCommand('java')],
  ];
  const missing = runs.filter(([, , available]) => !available);
  if (missing.length > 0) it.skip.each(missing)('%s (%s is not installed here)', () => undefined);

  it.each(runs.filter(([, , available]) => available))('%s (%s) signs its calls, gets the balance and a price, and exits 0', async (file, command) => {
    const unitFen = (await app.db.selectFrom('goods').select('price_fen').where('id', '=', GOODS.id).executeTakeFirstOrThrow()).price_fen;
    const run = await runProgram(command, [file], { cwd: dir, env: { APP_KEY: key.appKey, APP_SECRET: key.secret, BASE_URL: baseUrl } });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const [balance, price, ...rest] = answersOf(run.stdout);
    expect(rest).toEqual([]);
    expect(balance).toMatchObject({ code: 0, data: { balance: 100 } });
    expect(price).toMatchObject({ code: 0, data: { state: 1, total_price: fenToYuan(fen(unitFen)), rec_list: [{ id: 1, state: 1, rec_name: '张三', rec_province: '浙江省' }] } });
    // pricing books nothing
    expect(await balanceOf(app, userToken)).toBe(100);
    await expectBooksBalanced(app);
  });

  it.each(runs.filter(([, , available]) => available))('%s (%s) with PLACE_ORDER=1 also orders the priced recipient, paid once from the balance', async (file, command) => {
    const user = await merchant(app, 50);
    const userKey = await openKeyOf(app, user.token);
    const run = await runProgram(command, [file], { cwd: dir, env: { APP_KEY: userKey.appKey, APP_SECRET: userKey.secret, BASE_URL: baseUrl, PLACE_ORDER: '1' } });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const [, price, made, ...rest] = answersOf(run.stdout);
    expect(rest).toEqual([]);
    expect(made).toMatchObject({ code: 0, data: [{ id: 1, status: 1, order: true, order_sn: expect.any(String) }] });
    expect(await balanceOf(app, user.token)).toBe(fenToYuan(fen(5000 - yuanToFen(price.data.total_price))));
    const orders = (await call(app, 'POST', '/api/user/order/list', {}, { token: user.token })).body.data;
    expect(orders.list.map((order: { order_sn: string }) => order.order_sn)).toEqual([made.data[0].order_sn]);
    await expectBooksBalanced(app);
  });

  it('are refused with the reason when the secret is wrong (HTTP 401, still the envelope)', async () => {
    const run = await runProgram('node', ['example.mjs'], { cwd: dir, env: { APP_KEY: key.appKey, APP_SECRET: 'not-the-secret', BASE_URL: baseUrl } });
    expect(run.code).toBe(0);
    expect(answersOf(run.stdout).map((answer) => [answer.code, answer.msg])).toEqual([
      [401, '签名错误'],
      [401, '签名错误'],
    ]);
  });
});

describe("the article's callback receivers", () => {
  const receivers: [file: string, command: string][] = [['callback.mjs', 'node'], ...(hasCommand('python3') ? [['callback.py', 'python3'] as [string, string]] : [])];

  /** Starts a receiver on a free port (another one if that was taken in between). */
  async function startReceiver(file: string, command: string): Promise<{ program: ServingProgram; url: string }> {
    for (let attempt = 0; ; attempt++) {
      const port = await freePort();
      try {
        // the line comes once the port is bound (callback.py printed it before binding until 0042): a
        // developer sends the test callback on seeing it, and so does this test
        const program = await startProgram(command, [file], { cwd: dir, env: { APP_SECRET: key.secret, PORT: String(port) }, ready: /回调接收已启动/ });
        return { program, url: `http://127.0.0.1:${port}/callback` };
      } catch (error) {
        if (attempt >= 2) throw error;
      }
    }
  }

  const send = (url: string, body: string, headers: Record<string, string>) => fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } }).then((response) => response.status);

  it.each(receivers)('%s (%s) takes a signed callback once, answers 200 to its retry, and refuses a forged or stale one', async (file, command) => {
    const { program, url } = await startReceiver(file, command);
    try {
      const now = String(Math.floor(Date.now() / 1000));
      const eventId = '0d3b2f7e-1c5a-4e8b-9f60-7a2c4e1b9d35';
      const body = JSON.stringify({ event: 'parcel.waybill', event_id: eventId, created_at: new Date().toISOString(), data: { order_sn: 'G1', waybill_code: 'ZT7300000000001', express_name: '中通快递' } });
      const signed = (timestamp: string, text = body) => ({ 'x-event-id': eventId, 'x-timestamp': timestamp, 'x-signature': callbackSignature(key.secret, timestamp, text) });

      expect(await send(url, body, signed(now))).toBe(200);
      await program.waitFor(/收到回调 parcel\.waybill 0d3b2f7e-1c5a-4e8b-9f60-7a2c4e1b9d35 .*ZT7300000000001/);
      // the same event again (a retry, 重发): answered, not handled twice
      expect(await send(url, body, signed(now))).toBe(200);
      await program.waitFor(/重复的回调，已忽略 0d3b2f7e/);
      // signed over another body, by another secret, or more than 300 s old
      expect(await send(url, body.replace('ZT73', 'ZT74'), signed(now))).toBe(401);
      expect(await send(url, body, { ...signed(now), 'x-signature': callbackSignature('another-secret', now, body) })).toBe(401);
      const stale = String(Number(now) - 301);
      expect(await send(url, body, signed(stale))).toBe(401);
      expect(program.output().match(/收到回调/g)).toHaveLength(1);
    } finally {
      await program.stop();
    }
  });

  it("callback.mjs accepts the site's own test callback (发送测试回调)", async () => {
    const { program, url } = await startReceiver('callback.mjs', 'node');
    try {
      const saved = await call(app, 'PUT', '/api/user/setting/api', { enabled: true, callback_url: url, ip_whitelist: [] }, { token: userToken });
      expect(saved.body.code).toBe(0);
      const { body } = await call(app, 'POST', '/api/user/setting/api/callback/test', undefined, { token: userToken });
      expect(body.data).toEqual({ delivered: true, status_code: 200 });
      await program.waitFor(/收到回调 callback\.test /);
    } finally {
      await program.stop();
      await call(app, 'PUT', '/api/user/setting/api', { enabled: true, callback_url: '', ip_whitelist: [] }, { token: userToken });
    }
  });
});
