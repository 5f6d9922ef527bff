// The composed site: every part served by its own runtime remote, failures contained, unknown paths → 404.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chromiumAvailable, imageLoaded, openDialog, registerViaApi, shot, siteAndBrowser, uniqueMobile, userMenuItem, withPage } from '../src/harness';

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
    // the demo mode (npm start, this harness) says so on every page
    assert.match(await page.getByTestId('demo-strip').innerText(), /演示环境/);
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

  it('loads a page chunk that failed once when the user clicks 重试', () =>
    withPage(env.browser, 'page-chunk-retry', async (page) => {
      let attempts = 0;
      await page.route(/\/remotes\/storefront\/page-gift-list\.[0-9a-f]+\.js$/, (route) => {
        attempts += 1;
        return attempts === 1 ? route.abort('connectionreset') : route.continue();
      });
      await page.goto(`${env.site.url}/gift-list`);
      const fallback = page.getByTestId('remote-fallback');
      await fallback.waitFor();
      assert.match(await fallback.innerText(), /「商城」模块暂时无法加载/);
      await shot(page, 'page-chunk-failed');
      await fallback.getByRole('button', { name: '重试' }).click();
      await page.getByTestId('goods-card').first().waitFor();
      assert.equal(await page.getByTestId('remote-fallback').count(), 0);
      assert.equal(attempts, 2, 'the page chunk was asked for again');
    }));

  it('contains a page that throws while rendering in its area; the shell and other pages keep working', () =>
    withPage(env.browser, 'page-throws', async (page) => {
      // an answer of the wrong shape (a goods without its price, as from a server on another contract):
      // the goods card throws while rendering
      await page.route('**/api/gift/goods/list?*', (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 0, msg: 'ok', data: { list: [{ goods_id: 1, goods_name: '缺字段的商品' }], page: 1, page_size: 10, data_count: 1 } }) }),
      );
      await page.goto(`${env.site.url}/gift-list`);
      const fallback = page.getByRole('main').getByTestId('remote-fallback');
      await fallback.waitFor();
      assert.match(await fallback.innerText(), /「商城」模块暂时无法加载/);
      await shot(page, 'page-throws');
      // the shell: top bar and its login dialog, then another page of the same remote
      await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
      await (await openDialog(page)).getByRole('button', { name: '关闭' }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
      await page.getByTestId('user-panel').waitFor();
      assert.equal(await page.getByTestId('remote-fallback').count(), 0);
    }));

  it('a remote built for a newer contract says 此模块需要主站更新后才能使用 in its area, once, without 重试', () =>
    withPage(env.browser, 'contract-too-new', async (page) => {
      const host = (await (await fetch(`${env.site.url}/build-info.json`)).json()) as { contract_version: string };
      const [major] = host.contract_version.split('.');
      const newer = `${major}.99.0`;
      let exposeRequests = 0;
      // the help remote as if rebuilt against a later minor of the contract than this host has
      await page.route('**/remotes/help/__federation_expose_routes*.js', async (route) => {
        exposeRequests += 1;
        const body = (await (await route.fetch()).text())
          .replaceAll(`"^${host.contract_version.replace(/\.\d+$/, '.0')}"`, `"^${newer}"`)
          .replaceAll(`"${host.contract_version}"`, `"${newer}"`);
        assert.ok(body.includes(newer), 'the stamp is in the exposed module');
        await route.fulfill({ contentType: 'application/javascript', body });
      });
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`${env.site.url}/help-center/list`);
      const notice = page.getByTestId('remote-incompatible');
      await notice.waitFor();
      assert.match(await notice.innerText(), /此模块需要主站更新后才能使用/);
      assert.equal(await page.getByRole('button', { name: '重试' }).count(), 0);
      await shot(page, 'contract-too-new');
      // nothing to wait on for a request that must not come: the retry plugin would ask again 400 ms and
      // 400 + 800 ms after a failure (host/src/app/remotes.ts), so this watches past both
      await page.waitForTimeout(1500);
      assert.equal(exposeRequests, 1, 'no retry loop');
      const logged = errors.find((e) => e.includes('help/routes'));
      assert.ok(logged, `logged: ${errors.join(' | ')}`);
      assert.ok(logged.includes(`${env.site.url}/remotes/help/mf-manifest.json`) && logged.includes(newer) && logged.includes(host.contract_version), logged);
      // the rest of the site is unaffected
      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '全部商品' }).click();
      await page.getByTestId('goods-card').first().waitFor();
    }));

  it('a sub-station mounts only its remotes, under its own logo, and buying still works', () =>
    withPage(env.browser, 'sub-station-subset', async (page, context) => {
      const origin = `http://shop-only.localhost:${env.site.port}`;
      const token = await registerViaApi(env.site, uniqueMobile(), 'shop12345', 'shop-only.localhost');
      await context.addCookies([{ name: 'user-token', value: token, url: origin }]);
      await page.goto(`${origin}/`);
      await page.getByTestId('user-panel').waitFor();
      const logo = page.getByRole('banner').getByRole('img', { name: '礼品·宁波分站' });
      assert.match((await logo.getAttribute('src')) ?? '', /\/logos\/nb\.svg$/);
      assert.ok(await imageLoaded(logo), 'the logo loaded');
      const nav = page.getByRole('navigation', { name: '主导航' });
      const links = await nav.getByRole('link').allInnerTexts();
      assert.deepEqual(links.filter((t) => /帮助中心|用户中心|分站加盟/.test(t)), [], `navigation: ${links.join(' ')}`);
      assert.ok(links.some((t) => t.includes('全部商品')));
      // nothing else links into what this Host does not mount: user panel, dropdown, footer
      const panel = page.getByTestId('user-panel');
      await panel.getByText('待付款').waitFor();
      assert.equal(await panel.getByRole('button', { name: '进入用户中心' }).count(), 0);
      assert.equal(await panel.getByRole('link', { name: /待付款|待发货|已发货/ }).count(), 0);
      const footerLinks = await page.getByRole('contentinfo').getByRole('link').allInnerTexts();
      assert.deepEqual(footerLinks.filter((t) => /帮助中心|分站加盟|用户中心/.test(t)), [], `footer: ${footerLinks.join(' ')}`);
      assert.ok(footerLinks.includes('全部商品'));
      await (await userMenuItem(page, '修改密码')).waitFor();
      assert.equal(await page.getByRole('menuitem', { name: '用户中心' }).count(), 0);
      await page.keyboard.press('Escape');
      await shot(page, 'sub-station-subset');

      for (const path of ['/help-center/list', '/user-center']) {
        await page.goto(`${origin}${path}`);
        await page.waitForURL(/\/404$/);
        await page.getByText('抱歉，您访问的页面不存在').waitFor();
      }

      await page.goto(`${origin}/gift-list`);
      const card = page.getByTestId('goods-card').first();
      await card.waitFor();
      await card.getByRole('button', { name: '立即购买' }).click();
      const dialog = await openDialog(page);
      await dialog.getByText('商品购买').waitFor();
      await dialog.getByTestId('purchase-dialog').waitFor();
      await shot(page, 'sub-station-purchase');
    }));

  it('keeps the host’s shared-contracts the one instance when a remote brings a higher version (one antd, the site’s theme)', () =>
    withPage(env.browser, 'host-copy-wins', async (page) => {
      const host = (await (await fetch(`${env.site.url}/build-info.json`)).json()) as { contract_version: string };
      const [major, minor] = host.contract_version.split('.');
      const higher = `${major}.${minor}.77`;
      // the help remote as if built on a later patch: it registers its own shared-contracts copies at a higher version
      await page.route('**/remotes/help/remoteEntry.js', async (route) => {
        const original = await (await route.fetch()).text();
        const body = original.replaceAll(`version:"${host.contract_version}"`, `version:"${higher}"`);
        assert.notEqual(body, original, 'the entry registers shared-contracts with its version');
        await route.fulfill({ contentType: 'application/javascript', body });
      });
      await page.goto(`${env.site.url}/help-center/list`);
      // the side menu comes from shared-contracts/ui/more: from the host's copy it has the site's red, from
      // the remote's own copy (a second antd, outside the host's ConfigProvider) antd's default blue
      const selected = page.locator('.ant-menu-item-selected').first();
      await selected.waitFor();
      assert.equal(await selected.evaluate((el) => getComputedStyle(el).color), 'rgb(208, 43, 49)');
    }));
});
