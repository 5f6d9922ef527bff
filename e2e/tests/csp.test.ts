// Every page under the server's Content-Security-Policy (per-request nonce, no 'unsafe-inline'): the
// header and the nonce are really there, every inline style and script carries it, the pages keep their
// styles, and no page, dialog or worker triggers a single CSP violation.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { chromiumAvailable, fillAtOnce, logInWithToken, openDialog, registerViaApi, shot, siteAndBrowser, uniqueMobile, withPage } from '../src/harness';

const enabled = chromiumAvailable();

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Collects every violation the page (any document of it) reports, and the console's CSP complaints. */
async function watchViolations(context: BrowserContext, page: Page): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile || e.documentURI}:${e.lineNumber} ${e.sample}`);
    });
  });
  const fromConsole: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) fromConsole.push(`console: ${m.text().slice(0, 300)}`);
  });
  page.on('worker', (worker) => {
    worker.on('console', (m) => {
      if (m.text().includes('Content Security Policy')) fromConsole.push(`worker console: ${m.text().slice(0, 300)}`);
    });
  });
  const seen: string[] = [];
  return async () => {
    const inPage = await page.evaluate(() => window.__cspViolations.splice(0)).catch(() => [] as string[]);
    seen.push(...inPage, ...fromConsole.splice(0));
    return seen;
  };
}

/** The nonce of the policy a page was served with, checked against the page's elements. */
async function checkPolicy(page: Page, response: Response | null): Promise<string> {
  assert.ok(response, 'a navigation response');
  const policy = response.headers()['content-security-policy'];
  assert.ok(policy, `CSP header on ${response.url()}`);
  assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
  assert.ok(nonce, `nonce in ${policy}`);
  for (const directive of ['script-src', 'style-src']) assert.match(policy, new RegExp(`${directive} [^;]*'nonce-${nonce.replace(/[+/=]/g, '\\$&')}'`));
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'", "default-src 'self'"]) assert.ok(policy.includes(directive), directive);
  const elements = await page.evaluate(() =>
    Array.from(document.querySelectorAll('script, style')).map((el) => ({ tag: el.tagName, nonce: (el as HTMLElement).nonce ?? '', src: el.getAttribute('src') ?? '', attribute: el.getAttribute('nonce') })),
  );
  // the inline configuration script and the page's own style: the server's nonce, hidden from the DOM attribute
  const inline = elements.filter((el) => el.tag === 'STYLE' || !el.src);
  assert.ok(inline.length >= 2, `inline elements: ${JSON.stringify(elements)}`);
  for (const el of inline) assert.equal(el.nonce, nonce, `${el.tag} without the page's nonce`);
  return nonce;
}

/** Opens a path and waits until its content and its styles are on screen. */
async function visit(page: Page, url: string, ready: (page: Page) => Promise<unknown>): Promise<Response | null> {
  const response = await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.ant-skeleton, .ant-spin-spinning'));
  return response;
}

/** antd's and styled-components' styles applied (they are inserted style elements, the CSP's business). */
async function assertStyled(page: Page, label: string) {
  const styled = await page.evaluate(() => {
    const banner = document.querySelector('header') ?? document.body;
    const style = getComputedStyle(document.body);
    return { font: style.fontFamily, bodyMargin: style.margin, bannerDisplay: getComputedStyle(banner).display, styles: document.querySelectorAll('style').length };
  });
  assert.match(styled.font, /PingFang SC|Microsoft YaHei|WenQuanYi/, `${label}: theme font from the token bridge (${styled.font})`);
  assert.equal(styled.bodyMargin, '0px', `${label}: the page's own style`);
  assert.ok(styled.styles > 3, `${label}: antd and styled-components styles present`);
}

const bigText = (n: number) => Array.from({ length: n }, (_, i) => `${100000 + i}，张三，139${String(i).padStart(8, '0')}，浙江省杭州市西湖区文三路${i + 1}号`).join('\n');

describe('content security policy', { skip: !enabled }, () => {
  const env = siteAndBrowser();

  it('visitor pages: home, 全部商品 with filters, detail, shop, help, article, 分站加盟, 404 and the login dialog', () =>
    withPage(env.browser, 'csp-visitor', async (page, context) => {
      const violations = await watchViolations(context, page);
      const nonces = new Set<string>();
      const pages: [string, string, (p: Page) => Promise<unknown>][] = [
        ['home', '/', (p) => p.getByTestId('hot-goods').getByTestId('goods-card').first().waitFor()],
        ['gift-list', '/gift-list?express=%E9%9F%B5%E8%BE%BE%E5%BF%AB%E9%80%92&sortName=price&sortOrder=asc&page=1', (p) => p.getByTestId('goods-card').first().waitFor()],
        ['product-detail', '/product-detail/1', (p) => p.getByTestId('product-detail').getByRole('heading').first().waitFor()],
        ['shop', '/shop/1', (p) => p.getByTestId('shop-page').getByTestId('goods-card').first().waitFor()],
        ['help-list', '/help-center/list', (p) => p.getByText('智能筛选怎么用？').first().waitFor()],
        ['article', '/help-center/article/4', (p) => p.getByTestId('help-article').waitFor()],
        ['substations-join', '/substations-join', (p) => p.getByRole('button', { name: /提交/ }).first().waitFor()],
        ['not-found', '/no/such/page', (p) => p.getByText('抱歉，您访问的页面不存在').waitFor()],
      ];
      for (const [name, url, ready] of pages) {
        const response = await visit(page, `${env.site.url}${url}`, ready);
        nonces.add(await checkPolicy(page, response));
        await assertStyled(page, name);
        if (['home', 'gift-list', 'article', 'not-found'].includes(name)) await shot(page, `csp-${name}`);
        assert.deepEqual(await violations(), [], `violations on ${url}`);
      }
      assert.equal(nonces.size, pages.length, 'a fresh nonce per page load');

      // a filter clicked in the page, then the login dialog (a modal: antd's scroll lock inserts a style)
      await visit(page, `${env.site.url}/gift-list`, (p) => p.getByTestId('goods-card').first().waitFor());
      await page.getByLabel('商品关键词').fill('毛巾');
      await page.getByLabel('商品关键词').press('Enter');
      await page.waitForURL((url) => url.searchParams.get('keyword') === '毛巾');
      await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
      const dialog = await openDialog(page);
      await dialog.getByRole('tab', { name: '登录', selected: true }).waitFor();
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflowY), 'hidden', 'the scroll lock applied');
      // three wrong passwords bring the image captcha (a data: URL image)
      for (let i = 0; i < 4; i += 1) {
        await dialog.getByLabel('手机号').fill('13900000000');
        await dialog.getByLabel('密码', { exact: true }).fill('wrong-pass');
        // listen before clicking: a quick answer must not slip past the wait
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/login'));
        await dialog.getByRole('button', { name: '登录', exact: true }).click();
        await answered;
      }
      await dialog.locator('img[src^="data:image"]').first().waitFor();
      await shot(page, 'csp-login-dialog');
      assert.deepEqual(await violations(), [], 'violations in the login dialog');

      // the collector does see a violation when one happens: a style attribute in injected markup
      await page.evaluate(() => {
        const div = document.createElement('div');
        div.innerHTML = '<span style="color: red">injected</span>';
        document.body.append(div);
      });
      await page.waitForFunction(() => window.__cspViolations.length > 0);
      assert.match((await violations()).join('\n'), /style-src-attr/);
    }));

  it('signed-in pages: 我的收藏, every user-centre page, the wallet\'s dialogs and the purchase dialog with its worker', () =>
    withPage(env.browser, 'csp-user', async (page, context) => {
      const violations = await watchViolations(context, page);
      await logInWithToken(context, env.site, await registerViaApi(env.site, uniqueMobile(), 'csp12345'));

      await checkPolicy(page, await visit(page, `${env.site.url}/collect`, (p) => p.getByTestId('collect-page').waitFor()));
      await assertStyled(page, 'collect');
      assert.deepEqual(await violations(), [], 'violations on /collect');

      const userPages = ['user-home', 'delivery', 'package-list', 'order-list', 'merchant-news', 'shop-manage', 'wallet', 'authentication', 'upgrade-vip', 'pop-money', 'api', 'gift-order'];
      for (const name of userPages) {
        const response = await visit(page, `${env.site.url}/user-center/${name}`, (p) => p.getByRole('menu').first().waitFor());
        await checkPolicy(page, response);
        await assertStyled(page, name);
        if (name === 'user-home' || name === 'wallet') await shot(page, `csp-user-${name}`);
        assert.deepEqual(await violations(), [], `violations on /user-center/${name}`);
      }

      // the wallet's dialogs: 请扫码 with its QR code (an svg), the ledger's date-range picker, and the recharge
      // dialog the host mounts from 升级VIP
      const topUp = page.getByTestId('top-up-card');
      await visit(page, `${env.site.url}/user-center/wallet`, () => topUp.getByRole('button', { name: '立即充值' }).waitFor());
      await topUp.getByRole('button', { name: /^100元/ }).click();
      await topUp.getByRole('button', { name: '立即充值' }).click();
      const pay = await openDialog(page);
      await pay.getByRole('img', { name: '充值二维码' }).waitFor();
      await pay.getByRole('button', { name: /关闭|Close/ }).click();
      await pay.waitFor({ state: 'hidden' });
      await page.getByRole('region', { name: '资金明细' }).getByPlaceholder('开始日期').click();
      await page.locator('.ant-picker-dropdown .ant-picker-panel').first().waitFor();
      await page.keyboard.press('Escape');
      assert.deepEqual(await violations(), [], 'violations in the 请扫码 dialog and the date picker');
      await visit(page, `${env.site.url}/user-center/upgrade-vip`, (p) => p.getByRole('button', { name: '立即升级' }).first().waitFor());
      await page.getByRole('button', { name: '立即升级' }).first().click();
      await (await openDialog(page)).getByRole('button', { name: '确认充值' }).waitFor();
      assert.deepEqual(await violations(), [], 'violations in the recharge dialog');

      // 立即购买 → the purchase dialog; 1,500 lines are recognised in its Web Worker
      const workers: string[] = [];
      page.on('worker', (w) => workers.push(w.url()));
      await visit(page, `${env.site.url}/gift-list`, (p) => p.getByTestId('goods-card').first().waitFor());
      await page.getByTestId('goods-card').first().getByRole('button', { name: '立即购买' }).click();
      const dialog = await openDialog(page);
      await dialog.getByTestId('purchase-dialog').waitFor();
      await dialog.getByText('淘宝/天猫', { exact: true }).click();
      await fillAtOnce(dialog.getByLabel('收件人信息'), bigText(1500));
      await dialog.getByRole('button', { name: '完成添加' }).click();
      await dialog.getByText(/收件人\s*1500\s*个/).waitFor({ timeout: 30_000 });
      assert.equal(workers.length, 1, 'the recognition ran in a Web Worker');
      await shot(page, 'csp-purchase-dialog');
      assert.deepEqual(await violations(), [], 'violations in the purchase dialog');
    }));

  it('a Host whose purchase remote is on another origin (a CDN) allows that origin, and only for it', () =>
    withPage(env.browser, 'csp-cdn', async (page, context) => {
      const violations = await watchViolations(context, page);
      const origin = `http://cdn.localhost:${env.site.port}`;
      const remoteOrigin = `http://127.0.0.1:${env.site.port}`;
      const token = await registerViaApi(env.site, uniqueMobile(), 'cdn12345', 'cdn.localhost');
      await context.addCookies([{ name: 'user-token', value: token, url: origin }]);

      const response = await visit(page, `${origin}/gift-list`, (p) => p.getByTestId('goods-card').first().waitFor());
      await checkPolicy(page, response);
      const policy = response!.headers()['content-security-policy'];
      for (const directive of ['script-src', 'connect-src', 'worker-src']) assert.match(policy, new RegExp(`${directive} [^;]*${remoteOrigin.replace(/[.:/]/g, '\\$&')}`));
      const plain = (await (await fetch(`${env.site.url}/`)).headers.get('content-security-policy')) ?? '';
      assert.ok(!plain.includes('127.0.0.1'), 'the default Host does not allow the CDN origin');

      await page.getByTestId('goods-card').first().getByRole('button', { name: '立即购买' }).click();
      const dialog = await openDialog(page);
      await dialog.getByTestId('purchase-dialog').waitFor();
      await dialog.getByText('淘宝/天猫', { exact: true }).click();
      await fillAtOnce(dialog.getByLabel('收件人信息'), bigText(1200));
      await dialog.getByRole('button', { name: '完成添加' }).click();
      await dialog.getByText(/收件人\s*1200\s*个/).waitFor({ timeout: 30_000 });
      assert.deepEqual(await violations(), [], 'violations with a cross-origin remote and its worker');
    }));

  it('the API documentation page works under its own policy', () =>
    withPage(env.browser, 'csp-docs', async (page, context) => {
      const violations = await watchViolations(context, page);
      const response = await page.goto(`${env.site.url}/api/docs`);
      assert.ok(response?.headers()['content-security-policy']);
      await page.getByText('礼品代发商城 API').first().waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await violations(), []);
    }));
});
