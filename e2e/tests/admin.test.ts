// The operator console (issue 20): operators made by the CLI on the server machine, before the site
// starts (the embedded database is one process's); an admin signs in with a TOTP enrolment and changes
// the one-time password; the audit log shows it; a price changed in the console shows on the storefront;
// an ops operator publishes a notice the home page shows once and creates a sub-station that answers on
// its domain; a support operator sees only its own sections and cannot open 资金调整; a sub-station does
// not mount the console, and the shop's first visit downloads none of it.
import assert from 'node:assert/strict';
import http from 'node:http';
import { describe, it } from 'node:test';
import { AxeFindings } from '../src/axe';
import { chromiumAvailable, openDialog, shot, siteAndBrowser, uniqueMobile, withPage } from '../src/harness';
import { changeInitialPassword, createOperators, enrolTotp, signIn, type TestOperator } from '../src/operators';

const enabled = chromiumAvailable();

const admin: TestOperator = { mobile: uniqueMobile(), name: '测试管理员', role: 'admin', password: '' };
const support: TestOperator = { mobile: uniqueMobile(), name: '测试客服', role: 'support', password: '' };
const ops: TestOperator = { mobile: uniqueMobile(), name: '测试运营', role: 'ops', password: '' };

/** The console's pages as an admin's menu lists them: label → path. */
const CONSOLE_PAGES: [string, string][] = [
  ['概览', '/admin'],
  ['快递', '/admin/couriers'],
  ['供货店铺', '/admin/shops'],
  ['商品分类', '/admin/categories'],
  // the supply side (issue 33)
  ['供应商', '/admin/suppliers'],
  ['入驻申请', '/admin/supplier-applications'],
  ['供货价审核', '/admin/supplier-requests'],
  ['供应商结算', '/admin/supplier-settlement'],
  ['发货时效', '/admin/supplier-performance'],
  ['公告', '/admin/notice'],
  ['轮播图', '/admin/banners'],
  ['首页布局', '/admin/home-blocks'],
  ['帮助文章', '/admin/articles'],
  ['用户', '/admin/users'],
  ['会员等级与充值', '/admin/groups'],
  ['站点与分站', '/admin/sites'],
  ['资金调整', '/admin/adjustments'],
  ['提现审核', '/admin/withdrawals'],
  ['佣金记录', '/admin/commissions'],
  ['推广设置', '/admin/promotion'],
  ['平台收益', '/admin/platform-share'],
  ['赔付记录', '/admin/compensations'],
  ['工单', '/admin/work-orders'],
  ['操作员', '/admin/operators'],
];

/** A GET with another Host header (Node does not resolve *.localhost as the browser does). */
function asHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}


describe('operator console', { skip: !enabled }, () => {
  const env = siteAndBrowser({ prepare: (database) => createOperators(database, [admin, support, ops]) });

  it('an admin made by the CLI enrols TOTP, replaces the one-time password, and the audit log shows it', () =>
    withPage(env.browser, 'admin-console', async (page) => {
      // axe on every page the admin opens, asserted once all are seen
      const findings = new AxeFindings();
      await signIn(page, env.site.url, admin);
      // admin is a TOTP role: the first sign-in shows the QR code and the secret
      await enrolTotp(page, () => shot(page, 'admin-totp-enrol'));

      await changeInitialPassword(page, admin.password, 'Admin-new-2026');
      await page.getByRole('navigation').getByText('审计日志').first().waitFor();
      assert.equal(await page.getByTestId('operator-name').innerText(), '测试管理员');
      await shot(page, 'admin-overview');

      await page.getByRole('navigation').getByText('审计日志').first().click();
      await page.waitForURL(/\/admin\/audit/);
      const table = page.getByRole('table').filter({ hasText: '操作人' });
      await table.getByText('password.change').first().waitFor();
      const text = await table.innerText();
      // the CLI's creation, the sign-in and the password change, each attributed
      for (const action of ['operator.create', 'login', 'password.change']) assert.ok(text.includes(action), `${action} in the audit log:\n${text}`);
      assert.ok(!text.includes(admin.mobile), 'mobiles are masked in the audit log');
      await shot(page, 'admin-audit');
      await findings.check(page, 'console 审计日志');
      // the console never touched the shop: no shop session was made
      assert.equal((await page.context().cookies()).find((c) => c.name === 'user-token'), undefined);

      // 商品: a new price for the first goods listed, and the storefront's detail page shows it at once
      await page.getByRole('navigation').getByRole('menuitem', { name: '商品', exact: true }).click();
      await page.waitForURL(/\/admin\/goods/);
      const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: '编辑' }) }).first();
      const goodsId = (await row.getByRole('cell').nth(1).innerText()).trim();
      assert.match(goodsId, /^\d+$/);
      await row.getByRole('button', { name: '编辑' }).click();
      const drawer = page.getByRole('dialog').filter({ hasText: `编辑商品 #${goodsId}` });
      await drawer.getByLabel('价格（元）').fill('8.88');
      await shot(page, 'admin-goods-edit');
      await findings.check(page, 'console 商品, 编辑', '.ant-drawer');
      await drawer.getByRole('button', { name: '保存' }).click();
      await page.getByText('商品已保存').waitFor();
      await shot(page, 'admin-goods');
      await findings.check(page, 'console 商品');
      const detail = (await (await fetch(`${env.site.url}/api/gift/goods/detail?goods_id=${goodsId}`)).json()) as { data: { price: number | string } };
      assert.equal(Number(detail.data.price), 8.88);
      const shop = await page.context().newPage();
      await shop.goto(`${env.site.url}/product-detail/${goodsId}`);
      await shop.getByText('8.88').first().waitFor();
      await shop.close();

      // every page of the console opens from the menu with its data, and no error in its area; axe finds no
      // serious or critical violation on it (the console draws with the shop's colour tokens)
      const menu = page.getByRole('navigation', { name: '运营后台菜单' });
      for (const [label, at] of CONSOLE_PAGES) {
        await menu.getByRole('menuitem', { name: label, exact: true }).click();
        await page.waitForURL((url) => url.pathname === at);
        const content = page.getByRole('main');
        await content.locator('.ant-table-tbody, .ant-statistic, .ant-form').first().waitFor();
        await page.waitForLoadState('networkidle');
        for (const loading of ['.ant-spin-spinning', '.ant-skeleton']) await content.locator(loading).first().waitFor({ state: 'detached' });
        assert.equal(await content.locator('.ant-result-error, .ant-alert-error').count(), 0, `${label}: ${await content.innerText()}`);
        await shot(page, `admin-page${at.replace(/\//g, '-')}`);
        await findings.check(page, `console ${label}`);
      }
      console.log(findings.summary());
      findings.assertNoSevere();
    }));

  it('a support operator binds TOTP while changing its one-time password (issue 35) and sees only its own sections', () =>
    withPage(env.browser, 'admin-support', async (page) => {
      await signIn(page, env.site.url, support);
      await changeInitialPassword(page, support.password, 'Support-new-2026');
      const menu = page.getByRole('navigation');
      await menu.getByText('概览').first().waitFor();
      // 概览 shows support its 客服工单 figures
      const desk = page.getByRole('region', { name: '客服工单' }).or(page.locator('.ant-card', { hasText: '客服工单' })).first();
      await desk.scrollIntoViewIfNeeded();
      await desk.getByText('未认领').first().waitFor();
      await shot(page, 'admin-support-overview');
      const items = await menu.innerText();
      for (const hidden of ['审计日志', '资金调整', '操作员']) assert.ok(!items.includes(hidden), `support must not see ${hidden}:\n${items}`);
      // the audit page and 资金调整 by their addresses: refused
      await page.goto(`${env.site.url}/admin/audit`);
      await page.getByText('无权查看审计日志').waitFor();
      await shot(page, 'admin-support-forbidden');
      await page.goto(`${env.site.url}/admin/adjustments`);
      await page.getByText('无权查看资金调整').waitFor();
      assert.equal(await page.getByRole('button', { name: '新建调整' }).count(), 0);
    }));

  it('an ops operator publishes a notice the home page shows once, and creates a sub-station that answers on its domain', () =>
    withPage(
      env.browser,
      'admin-ops',
      async (page) => {
        // a shop visitor who has already dismissed the current notice for good
        const shop = await page.context().newPage();
        await shop.goto(`${env.site.url}/`);
        await (await openDialog(shop)).getByRole('button', { name: '不再提示' }).click();

        await signIn(page, env.site.url, ops);
        await changeInitialPassword(page, ops.password, 'Ops-new-2026');
        await page.getByTestId('operator-name').waitFor();
        await page.getByRole('navigation').getByRole('menuitem', { name: '公告', exact: true }).click();
        await page.waitForURL(/\/admin\/notice/);
        await page.getByLabel('公告标题（不填显示「公告」）').fill('双十二发货安排');
        await page.getByRole('textbox', { name: '公告内容', exact: true }).fill('<p>双十二当天<b>照常发货</b><img src=x onerror="alert(1)"></p>');
        await page.getByRole('button', { name: '发布' }).click();
        await page.locator('.ant-popconfirm').getByRole('button', { name: '发布' }).click();
        await page.getByText('公告已发布').first().waitFor();
        await shot(page, 'admin-notice');

        // the new version shows once, sanitised, to the visitor who dismissed the old one
        await shop.reload();
        const notice = await openDialog(shop);
        await notice.getByText('双十二发货安排').waitFor();
        assert.match(await notice.getByTestId('notice-content').innerText(), /双十二当天照常发货/);
        assert.equal(await notice.locator('[onerror]').count(), 0);
        await notice.getByRole('button', { name: '不再提示' }).click();
        await notice.waitFor({ state: 'hidden' });
        const noticeFetched = shop.waitForResponse((r) => new URL(r.url()).pathname === '/api/gift/page/homepage');
        await shop.reload();
        await shop.getByTestId('goods-card').first().waitFor();
        await noticeFetched;
        await shop.waitForLoadState('networkidle');
        assert.equal(await shop.getByRole('dialog').count(), 0);

        // 站点与分站: a new sub-station without the help centre
        await page.getByRole('navigation').getByRole('menuitem', { name: '站点与分站', exact: true }).click();
        await page.waitForURL(/\/admin\/sites/);
        await page.getByRole('button', { name: '新建分站' }).click();
        const drawer = page.getByRole('dialog').filter({ hasText: '新建分站' });
        await drawer.getByLabel('分站名称').fill('礼品代发·温州分站');
        await drawer.getByLabel('域名').fill('wz.localhost');
        await drawer.getByRole('checkbox', { name: '帮助中心' }).uncheck();
        await shot(page, 'admin-substation');
        await drawer.getByRole('button', { name: '保存' }).click();
        await page.getByText('分站已创建').first().waitFor();
        await page.getByRole('cell', { name: '礼品代发·温州分站', exact: true }).waitFor();
        await shot(page, 'admin-sites');

        // its domain answers at once: its name, its remotes only, and its owner's console (issue 32)
        const config = JSON.parse((await asHost(`${env.site.url}/api/site/config`, 'wz.localhost')).body) as { data: { site_name: string; remotes: Record<string, string> } };
        assert.equal(config.data.site_name, '礼品代发·温州分站');
        assert.deepEqual(Object.keys(config.data.remotes).sort(), ['admin', 'purchase', 'storefront', 'usercenter']);
        const branch = await page.context().newPage();
        await branch.goto(`http://wz.localhost:${env.site.port}/`);
        await branch.getByTestId('goods-card').first().waitFor();
        assert.match(await branch.title(), /温州分站/);
        const links = await branch.getByRole('navigation', { name: '主导航' }).getByRole('link').allInnerTexts();
        assert.deepEqual(links.filter((t) => t.includes('帮助中心')), [], `navigation: ${links.join(' ')}`);
        await branch.close();
        await shop.close();
      },
      { showNotice: true },
    ));

  it("the shop's first visit downloads none of the console's code", () =>
    withPage(env.browser, 'admin-first-visit', async (page) => {
      const fromConsole: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/remotes/admin/') && request.resourceType() === 'script') fromConsole.push(request.url());
      });
      await page.goto(`${env.site.url}/`);
      await page.getByTestId('goods-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(fromConsole, []);
    }));

  it("a sub-station serves its owner's console on its own domain (issue 32)", async () => {
    const onBranch = (path: string) => asHost(`${env.site.url}${path}`, 'branch.localhost');
    assert.equal((await onBranch('/admin/login')).status, 200);
    const config = JSON.parse((await onBranch('/api/site/config')).body) as { data: { remotes: Record<string, string> } };
    assert.ok(config.data.remotes.admin, 'the console is mounted');
    assert.equal((await asHost(`${env.site.url}/admin/login`, 'localhost')).status, 200);
  });
});
