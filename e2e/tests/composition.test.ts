// The composed site: every part served by its own runtime remote, failures contained, unknown paths → 404.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chromiumAvailable, openDialog, shot, siteAndBrowser, withPage } from '../src/harness';

const enabled = chromiumAvailable();

describe('composed site', { skip: !enabled }, () => {
  const env = siteAndBrowser();

  it('serves each page from its own remote, inside the host shell', () =>
    withPage(env.browser, 'composition', async (page) => {
    const remoteRequests = new Set<string>();
    page.on('request', (req) => {
      const m = /\/remotes\/(\w+)\/remoteEntry\.js/.exec(req.url());
      if (m) remoteRequests.add(m[1]);
    });
    await page.goto(`${env.site.url}/`);
    await page.getByTestId('user-panel').waitFor();
    await page.waitForFunction(() => document.title === '礼品代发商城 - 首页');
    await shot(page, 'home-shell');

    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '帮助中心' }).click();
    await page.waitForURL(/\/help-center\/list$/);
    await page.getByText('智能筛选怎么用？').first().waitFor();
    await page.waitForFunction(() => document.title === '礼品代发商城 - 常见问题');

    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '全部商品' }).click();
    await page.getByTestId('goods-card').first().waitFor();
    await page.getByRole('toolbar', { name: '排序' }).getByRole('button', { name: '最新' }).click();
    await page.waitForURL(/sortName=time/);

    assert.deepEqual([...remoteRequests].sort(), ['help', 'storefront']);
  }));

  it('shows a contained fallback with retry when a remote is not served, while the rest works', () =>
    withPage(env.browser, 'sub-station-fallback', async (page) => {
    // this Host's site configuration points the help remote at a manifest that does not exist
    await page.goto(`http://broken.localhost:${env.site.port}/help-center/list`);
    const fallback = page.getByTestId('remote-fallback');
    await fallback.waitFor();
    assert.match(await fallback.innerText(), /「帮助中心」模块暂时无法加载/);
    assert.ok(await fallback.getByRole('button', { name: '重试' }).isVisible());
    await shot(page, 'remote-fallback');

    // the shell still works: top bar, login dialog, and another remote
    await page.getByRole('button', { name: '登录' }).first().click();
    await (await openDialog(page)).getByRole('button', { name: '关闭' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '全部商品' }).click();
    await page.getByTestId('goods-card').first().waitFor();
    await page.waitForFunction(() => document.title === '故障演练分站 - 全部商品');
  }));

  it('recovers with 重试 once the remote answers again', () =>
    withPage(env.browser, 'retry', async (page) => {
    const manifest = '**/remotes/help/mf-manifest.json';
    await page.route(manifest, (route) => route.abort('connectionrefused'));
    await page.goto(`${env.site.url}/help-center/list`);
    await page.getByTestId('remote-fallback').waitFor();
    await page.unroute(manifest);
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByText('智能筛选怎么用？').first().waitFor();
    assert.equal(await page.getByTestId('remote-fallback').count(), 0);
  }));

  it('contains a remote whose code throws', () =>
    withPage(env.browser, 'remote-throws', async (page) => {
    await page.route('**/remotes/help/__federation_expose_routes*.js', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("boom")' }),
    );
    await page.goto(`${env.site.url}/help-center/list`);
    await page.getByTestId('remote-fallback').waitFor();
    assert.ok(await page.getByRole('banner').getByRole('button', { name: '登录' }).isVisible());
  }));

  it('sends an unknown path to /404', () =>
    withPage(env.browser, 'not-found', async (page) => {
    await page.goto(`${env.site.url}/no/such/page`);
    await page.waitForURL(/\/404$/);
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
    await page.waitForFunction(() => document.title === '礼品代发商城 - 页面不存在');
    await shot(page, 'not-found');
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL(`${env.site.url}/`);
  }));
});
