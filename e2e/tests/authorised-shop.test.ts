// Authorised shops end to end, as a merchant clicks (issue 12): 店铺管理 → 添加店铺 → 拼多多 → the sandbox
// platform's authorisation page (店铺名, 约100单/天, 同意授权) → back on 店铺管理 with the new shop → 同步订单
// (last 7 days) with the progress dialog → 立即购买 → 拼多多 → 授权店铺 → filter by 红旗 → 20 orders selected
// across two pages → 确认支付 → the waybill numbers go back to the shop: the shop's page on the sandbox
// platform shows those 20 orders shipped with the parcels' waybill numbers.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import { chromiumAvailable, settled, shot, siteAndBrowser, withPage } from '../src/harness';
import { api, confirmPay, merchant, openPurchase } from '../src/merchant';

const enabled = chromiumAvailable();
/** Goods 1 ships with 中通, for every platform. */
const GOODS_ID = 1;
const SHOP_NAME = '拼多多礼品旗舰店';
const WANTED = 20;

/** The reasons the server gives a paid order whose recipient the ordering rules refuse (the sandbox makes a few of each). */
const INCOMPLETE_REASONS = ['详细地址不能为空', '手机号不能为空', '省份不能为空'];

interface SyncedOrder {
  shop_order: string;
  status: string;
  state: number;
  state_text?: string;
}

interface Parcel {
  shop_order: string;
  waybill_code: string;
  deliver_status: number | null;
  store_id: number | null;
}

/** Ticks selectable orders (state 2 rows — refunded, ordered, an incomplete recipient … — have no usable checkbox) until `wanted` are selected. */
async function tickOrders(tab: Locator, wanted: number): Promise<void> {
  const count = tab.getByTestId('selected-count');
  const selected = async () => Number(/已选\s*(\d+)\s*单/.exec(await count.innerText())?.[1] ?? 0);
  for (let pageNo = 1; (await selected()) < wanted; pageNo += 1) {
    assert.ok(pageNo < 10, 'enough orders to select');
    const table = tab.getByTestId('auth-orders');
    await table.locator('tr.ant-table-row').first().waitFor();
    for (const row of await table.locator('tr.ant-table-row').all()) {
      if ((await selected()) >= wanted) break;
      const box = row.getByRole('checkbox');
      if (await box.isDisabled()) continue;
      await box.check();
    }
    if ((await selected()) < wanted) {
      const first = await table.locator('tr.ant-table-row').first().getAttribute('data-row-key');
      await tab.getByTitle('下一页').click();
      await table.locator(`tr.ant-table-row[data-row-key="${first}"]`).waitFor({ state: 'detached' });
    }
  }
}

describe('authorised shops', { skip: !enabled }, () => {
  const env = siteAndBrowser();

  it('connects a 拼多多 shop, syncs it, orders for 20 of its 红旗 orders and the waybill numbers arrive in the shop', () =>
    withPage(env.browser, 'authorised-shop', async (page, context) => {
      const token = await merchant(context, env.site, { topUp: 1000 });

      // 店铺管理 → 添加店铺 → 拼多多 → the platform's authorisation page
      await page.goto(`${env.site.url}/user-center/shop-manage`);
      await page.getByText('还没有授权店铺').first().waitFor();
      await page.getByRole('button', { name: '添加店铺' }).first().click();
      const picker = page.getByRole('dialog', { name: '选择店铺所在平台' });
      await picker.getByRole('button', { name: '拼多多' }).click();
      await page.waitForURL('**/sandbox/platform/pdd/authorize**');
      await page.locator('#shop_name').fill(SHOP_NAME);
      await page.locator('#density').selectOption('100');
      await shot(page, 'authorised-shop-authorize');
      await page.getByRole('button', { name: '同意授权' }).click();

      // back on 店铺管理: the new shop, never synced
      await page.waitForURL('**/user-center/shop-manage**');
      await page.getByText(`店铺「${SHOP_NAME}」授权成功`).waitFor();
      const row = page.locator('tr.ant-table-row', { hasText: SHOP_NAME });
      await row.getByText('未同步').waitFor();

      // 同步订单: the last 7 days by default, the progress dialog until 同步完成, then the list shows the orders
      await row.getByRole('button', { name: '同步订单' }).click();
      const range = page.getByRole('dialog', { name: `同步订单：${SHOP_NAME}` });
      await range.getByRole('button', { name: '开始同步' }).click();
      const progress = page.getByRole('status').filter({ has: page.getByRole('progressbar', { name: '同步进度' }) });
      await progress.waitFor();
      await progress.getByText('同步完成').waitFor({ timeout: 60_000 });
      await shot(page, 'authorised-shop-synced');
      await progress.waitFor({ state: 'detached', timeout: 10_000 });
      await row.getByText('未同步').waitFor({ state: 'detached', timeout: 10_000 });
      const [store] = (await api<{ list: { id: number; order_count: number; shop_url: string }[] }>(env.site, token, 'GET', '/api/user/store/list')).list;
      assert.ok(store.order_count >= 300, `a week at about 100 a day was synced (${store.order_count})`);
      await shot(page, 'authorised-shop-manage');

      // 立即购买 → 拼多多 → 授权店铺: the shop is chosen, its orders listed; 红旗 only
      const dialog = await openPurchase(page, env.site, GOODS_ID, '拼多多');
      await dialog.getByRole('tab', { name: '授权店铺' }).click();
      const tab = dialog.getByTestId('authorised-source');
      await tab.getByTestId('auth-orders').locator('tr.ant-table-row').first().waitFor();
      const filters = tab.getByRole('group', { name: '订单筛选' });

      // a paid order without a detailed address, one without a phone and one without a province (read by
      // SPEC §7's GET gift/auth/synchronize/orders): listed with the reason, their checkboxes disabled
      const incomplete: SyncedOrder[] = [];
      for (let pageNo = 1; incomplete.length < INCOMPLETE_REASONS.length; pageNo += 1) {
        const synced = await api<{ list: SyncedOrder[] }>(env.site, token, 'GET', `/api/gift/auth/synchronize/orders?store_id=${store.id}&page=${pageNo}&page_size=200`);
        assert.ok(synced.list.length > 0, `the sandbox made paid orders of each kind: ${INCOMPLETE_REASONS.join('、')}`);
        for (const reason of INCOMPLETE_REASONS) {
          const order = synced.list.find((o) => o.status === 'paid' && o.state_text === reason);
          if (order && !incomplete.some((o) => o.state_text === reason)) incomplete.push(order);
        }
      }
      await filters.getByRole('button', { name: '订单号' }).click();
      const numbers = page.getByRole('dialog', { name: '批量输入订单号' });
      await numbers.getByLabel('订单号').fill(incomplete.map((o) => o.shop_order).join('\n'));
      await numbers.getByRole('button', { name: '确定' }).click();
      const table = tab.getByTestId('auth-orders');
      for (const order of incomplete) {
        const flagged = table.locator(`tr.ant-table-row[data-row-key="${order.shop_order}"]`);
        await flagged.getByText(order.state_text!, { exact: true }).waitFor();
        assert.ok(await flagged.getByRole('checkbox').isDisabled(), `${order.shop_order} (${order.state_text}) cannot be selected`);
      }
      assert.equal(await table.locator('tr.ant-table-row').count(), incomplete.length);
      // a click on the row's disabled checkbox selects nothing
      await table.locator(`tr.ant-table-row[data-row-key="${incomplete[0].shop_order}"]`).getByRole('checkbox').click({ force: true });
      await tab.getByTestId('selected-count').getByText(/已选\s*0\s*单/).waitFor();
      await shot(page, 'authorised-shop-incomplete');
      await filters.getByRole('button', { name: '重置' }).click();
      await settled(page);

      await filters.getByLabel('旗帜').click();
      await page.locator('.ant-select-item-option', { hasText: '红旗' }).click();
      await Promise.all([
        page.waitForResponse((res) => res.url().includes('/api/gift/auth/order') && res.request().postData()?.includes('"flag":') === true),
        filters.getByRole('button', { name: '查询' }).click(),
      ]);
      await settled(page);
      const rows = tab.getByTestId('auth-orders').locator('tr.ant-table-row');
      await rows.first().waitFor();
      for (const r of await rows.all()) assert.match(await r.innerText(), /红旗/, 'only 红旗 orders are listed');
      await shot(page, 'authorised-shop-tab');

      await tickOrders(tab, WANTED);
      await dialog.getByText(new RegExp(`收件人\\s*${WANTED}\\s*个`)).waitFor({ timeout: 20_000 });
      await dialog.getByLabel('合计').getByText(/¥\d+\.\d{2}/).waitFor();
      await shot(page, 'authorised-shop-selected');

      await dialog.getByRole('button', { name: '立即下单' }).click();
      await confirmPay(page);
      await page.getByText('下单成功').waitFor({ timeout: 30_000 });
      await page.waitForURL('**/user-center/package-list**');
      await page.getByText('已回传').first().waitFor();
      await shot(page, 'authorised-shop-packages');

      // every parcel is from the shop and went back to it
      const parcels = await api<{ list: Parcel[] }>(env.site, token, 'POST', '/api/user/order/parcel', { page_size: 50 });
      assert.equal(parcels.list.length, WANTED);
      assert.ok(parcels.list.every((p) => p.store_id === store.id && p.deliver_status === 1 && /^78\d{12}$/.test(p.waybill_code)), 'all delivered with a 中通 waybill number');

      // the shop's page on the sandbox platform: those 20 orders shipped, with the parcels' waybill numbers
      await page.goto(`${env.site.url}${store.shop_url}`);
      await page.locator(`[data-shipped-count="${WANTED}"]`).waitFor();
      for (const parcel of parcels.list) {
        assert.equal(await page.locator(`tr[data-order="${parcel.shop_order}"] [data-waybill]`).getAttribute('data-waybill'), parcel.waybill_code, `shop order ${parcel.shop_order}`);
      }
      await shot(page, 'authorised-shop-platform');
    }));
});
