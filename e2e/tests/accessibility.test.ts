// Accessibility in the browser: axe-core (WCAG 2.0/2.1 A and AA) finds no serious or critical violation on the
// public pages, the login dialog, the user centre and the open purchase dialog; and the login and purchase
// dialogs work with the keyboard alone (focus moves in on opening and back on closing, Esc where SPEC allows).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { AxeFindings } from '../src/axe';
import { chromiumAvailable, newPage, openDialog, registerViaApi, settled, siteAndBrowser, uniqueMobile, withPage, type Site } from '../src/harness';
import { merchant } from '../src/merchant';

const enabled = chromiumAvailable();

/** Opens a path and waits until its content is drawn and nothing is loading or moving. */
async function visit(page: Page, url: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.ant-skeleton, .ant-spin-spinning'));
  await settled(page);
}

/** What has keyboard focus: its accessible label or text, and whether it is inside the open dialog. */
async function focused(page: Page): Promise<{ tag: string; name: string; inDialog: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'BODY', name: '', inDialog: false };
    const name = el.getAttribute('aria-label') ?? el.innerText?.trim() ?? '';
    return { tag: el.tagName, name, inDialog: el.closest('[role="dialog"]') !== null };
  });
}

/** Presses Tab until `wanted` holds for the focused element (at most `max` times); fails naming where focus went. */
async function tabTo(page: Page, what: string, wanted: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 40) {
  const path: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (wanted(now)) return now;
    path.push(`${now.tag}:${now.name.slice(0, 12)}`);
  }
  throw new Error(`${what} not reached with ${max} Tabs; focus went ${path.join(' → ')}`);
}

/** The focus ring drawn on the focused element: its outline, which must be there and not transparent. */
async function focusRing(page: Page): Promise<{ style: string; width: number; color: string }> {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
  });
}

/** The first goods of the seeded catalogue that can be bought. */
async function buyableGoodsId(site: Site): Promise<number> {
  const res = await fetch(`${site.url}/api/gift/goods/list?page=1&pageSize=20`);
  const body = (await res.json()) as { data: { list: { goods_id: number; is_no_sku?: boolean | number }[] } };
  const goods = body.data.list.find((g) => !g.is_no_sku);
  assert.ok(goods, 'a goods in stock');
  return goods.goods_id;
}

describe('accessibility', { skip: !enabled }, () => {
  const env = siteAndBrowser();

  it('axe: no serious or critical violation on the public pages, the user centre and the open dialogs', async () => {
    // the site as served, CSP included (axe runs through the DevTools protocol); the notice dialog is checked too
    const { context, page } = await newPage(env.browser, { showNotice: true });
    const findings = new AxeFindings();
    try {
      const site = env.site.url;
      const goodsId = await buyableGoodsId(env.site);

      // home with its notice dialog, then without it
      await visit(page, `${site}/`, (p) => p.getByTestId('hot-goods').getByTestId('goods-card').first().waitFor());
      const notice = await openDialog(page);
      await findings.check(page, 'home notice dialog', '.ant-modal-wrap');
      await notice.getByRole('button', { name: '不再提示' }).click();
      await notice.waitFor({ state: 'hidden' });
      await settled(page);
      await findings.check(page, 'home');

      const visitor: [string, string, (p: Page) => Promise<unknown>][] = [
        ['goods list', '/gift-list', (p) => p.getByTestId('goods-card').first().waitFor()],
        ['goods detail', `/product-detail/${goodsId}`, (p) => p.getByTestId('product-detail').getByRole('heading').first().waitFor()],
        ['shop', '/shop/1', (p) => p.getByTestId('shop-page').getByTestId('goods-card').first().waitFor()],
        ['help centre', '/help-center', (p) => p.getByTestId('help-article').or(p.getByText('智能筛选怎么用？')).first().waitFor()],
        ['help list', '/help-center/list', (p) => p.getByText('智能筛选怎么用？').first().waitFor()],
        ['help article', '/help-center/article/4', (p) => p.getByTestId('help-article').waitFor()],
        ['分站加盟', '/substations-join', (p) => p.getByRole('button', { name: /提交/ }).first().waitFor()],
        ['not found', '/no/such/page', (p) => p.getByText('抱歉，您访问的页面不存在').waitFor()],
      ];
      for (const [where, url, ready] of visitor) {
        await visit(page, `${site}${url}`, ready);
        await findings.check(page, where);
      }

      // the login dialog, on the login and the register tab
      await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
      const login = await openDialog(page);
      await login.getByRole('tab', { name: '登录', selected: true }).waitFor();
      await findings.check(page, 'login dialog', '.ant-modal-wrap');
      await login.getByRole('tab', { name: '注册' }).click();
      await login.getByRole('tab', { name: '注册', selected: true }).waitFor();
      await settled(page);
      await findings.check(page, 'login dialog, 注册', '.ant-modal-wrap');

      // a merchant: 我的收藏, every user-centre page, the purchase dialog
      await merchant(context, env.site);
      await visit(page, `${site}/collect`, (p) => p.getByTestId('collect-page').waitFor());
      await findings.check(page, '我的收藏');
      await visit(page, `${site}/`, (p) => p.getByTestId('user-panel').getByText('进入用户中心').waitFor());
      await findings.check(page, 'home, logged in');
      const userPages = [
        'user-home',
        'delivery',
        'package-list',
        'order-list',
        'merchant-news',
        'shop-manage',
        'wallet',
        'authentication',
        'upgrade-vip',
        'pop-money',
        'api',
        'gift-order',
      ];
      for (const name of userPages) {
        await visit(page, `${site}/user-center/${name}`, (p) => p.getByRole('menu').first().waitFor());
        await findings.check(page, `/user-center/${name}`);
      }

      await visit(page, `${site}/product-detail/${goodsId}`, (p) => p.getByTestId('product-detail').getByRole('heading').first().waitFor());
      await page.getByRole('button', { name: '立即购买' }).first().click();
      const purchase = await openDialog(page);
      await purchase.getByTestId('purchase-dialog').waitFor();
      await findings.check(page, 'purchase dialog', '.ant-modal-wrap');
      await purchase.getByRole('radiogroup', { name: '数据来源平台' }).getByText('淘宝/天猫', { exact: true }).click();
      await purchase
        .getByLabel('收件人信息')
        .fill('1001，张三，13900000001，浙江省杭州市西湖区文三路1号\n1002，李四，13900000002，浙江省杭州市西湖区文三路2号');
      await purchase.getByRole('button', { name: '完成添加' }).click();
      await purchase.getByText(/收件人\s*2\s*个/).waitFor();
      await settled(page);
      await findings.check(page, 'purchase dialog with recipients', '.ant-modal-wrap');
    } finally {
      console.log(findings.summary());
      await context.close();
    }
    findings.assertNoSevere();
  });

  // with antd's motions, as most visitors see the site, and without them, for those whose system asks for
  // reduced motion: dialogs then mount and show their content at once, and focus must still go in and come back
  for (const motion of [true, false]) {
    it(`keyboard only${
      motion ? '' : ', reduced motion'
    }: the login dialog (focus in, Esc does not close it, 关闭, log in with Enter) and the purchase dialog (focus in, recipients, Esc, focus back)`, () =>
      withPage(
        env.browser,
        `a11y-keyboard${motion ? '' : '-reduced-motion'}`,
        async (page) => {
          const mobile = uniqueMobile();
          await registerViaApi(env.site, mobile, 'keyboard123');
          await page.goto(`${env.site.url}/gift-list`);
          await page.getByTestId('goods-card').first().waitFor();

          // the top bar's 登录 is reached with Tab and shows a focus ring; Enter opens the dialog with focus on 手机号
          await tabTo(page, 'the top bar 登录', (f) => f.tag === 'BUTTON' && f.name === '登录' && !f.inDialog);
          const ring = await focusRing(page);
          assert.ok(ring.style !== 'none' && ring.width >= 1 && !/rgba\(.*, 0\)$/.test(ring.color), `a visible focus ring on 登录: ${JSON.stringify(ring)}`);
          await page.keyboard.press('Enter');
          const login = await openDialog(page);
          assert.deepEqual(await focused(page), { tag: 'INPUT', name: '手机号', inDialog: true }, 'focus moved into the login dialog, on 手机号');
          // SPEC §2.5: Escape does not close it
          await page.keyboard.press('Escape');
          await settled(page);
          assert.equal(await login.isVisible(), true, 'Esc leaves the login dialog open');
          // Tab stays inside the dialog and reaches its 关闭; Enter there closes it (logged out: to the home page)
          // and focus goes back to the top bar's 登录
          await tabTo(page, 'the dialog 关闭', (f) => f.name === '关闭' && f.inDialog);
          await page.keyboard.press('Enter');
          await login.waitFor({ state: 'hidden' });
          await page.waitForURL(`${env.site.url}/`);
          await page.waitForFunction(() => document.activeElement?.textContent === '登录', undefined, { timeout: 3000 }).catch(() => undefined);
          assert.deepEqual(await focused(page), { tag: 'BUTTON', name: '登录', inDialog: false }, 'focus back on 登录');

          // again, and log in with the keyboard: 手机号, Tab, 密码, Enter
          await page.keyboard.press('Enter');
          await openDialog(page);
          assert.equal((await focused(page)).name, '手机号');
          await page.keyboard.type(mobile);
          await page.keyboard.press('Tab');
          assert.equal((await focused(page)).name, '密码', 'Tab from 手机号 goes to 密码');
          await page.keyboard.type('keyboard123');
          await page.keyboard.press('Enter');
          await page.getByTestId('user-menu').waitFor();
          await page.getByRole('dialog').waitFor({ state: 'hidden' });

          // 商品购买 from the goods detail: Tab to 立即购买, Enter; focus lands in the dialog
          const goodsId = await buyableGoodsId(env.site);
          await page.goto(`${env.site.url}/product-detail/${goodsId}`);
          await page.getByTestId('product-detail').getByRole('heading').first().waitFor();
          await tabTo(page, '立即购买', (f) => f.tag === 'BUTTON' && f.name === '立即购买');
          await page.keyboard.press('Enter');
          const purchase = await openDialog(page);
          await purchase.getByTestId('purchase-dialog').waitFor();
          await settled(page);
          assert.equal((await focused(page)).inDialog, true, 'focus moved into the purchase dialog');
          // the platform first (Space checks a radio), then the recipients box: a line and Enter recognise it
          const platform = await tabTo(page, 'a 数据来源平台 radio', (f) => f.tag === 'INPUT' && f.inDialog);
          assert.equal(platform.inDialog, true);
          await page.keyboard.press('Space');
          await tabTo(page, '收件人信息', (f) => f.name === '收件人信息' && f.inDialog);
          await page.keyboard.type('1001，张三，13900000001，浙江省杭州市西湖区文三路1号');
          await page.keyboard.press('Enter');
          await purchase.getByText(/收件人\s*1\s*个/).waitFor();
          // Tab goes on from the box to 完成添加
          await tabTo(page, '完成添加', (f) => f.name === '完成添加' && f.inDialog);
          // Esc closes it (SPEC puts no rule against that here), asking first since a recipient would be lost;
          // 确定关闭 by keyboard, and focus goes back to 立即购买
          await page.keyboard.press('Escape');
          await page.getByRole('dialog', { name: '关闭商品购买？' }).getByText('已添加的 1 个收件人不会保存。').waitFor();
          await tabTo(page, '确定关闭', (f) => f.name === '确定关闭');
          await page.keyboard.press('Enter');
          await purchase.waitFor({ state: 'hidden' });
          await page.waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 3000 }).catch(() => undefined);
          assert.deepEqual(await focused(page), { tag: 'BUTTON', name: '立即购买', inDialog: false }, 'focus back on 立即购买');
        },
        { motion }
      ));
  }
});
