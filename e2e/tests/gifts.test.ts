// 礼品管理 end to end (hidden user-centre routes): an order made, 我的礼品 shows its goods row and
// 再来一单 opens the purchase dialog with that goods and courier; 加入已选, the quantity changed in 已选礼品,
// 立即购买 opens the dialog with goods, courier and quantity; 移除 after a confirmation. The home's notice
// bar: 关闭 keeps it closed (SPEC §9, 7 days; the expiry itself is the component test's, on a fake clock).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chromiumAvailable, openDialog, settled, shot, siteAndBrowser, withPage } from '../src/harness';
import { api, merchant } from '../src/merchant';

const enabled = chromiumAvailable();
const GOODS_ID = 1;

interface Info {
  goods_info: { goods_name: string };
  express_info: { id: number; name: string };
}

describe('礼品管理', { skip: !enabled }, () => {
  const env = siteAndBrowser();

  it('我的礼品 shows the ordered goods; 再来一单 and 已选礼品’s 立即购买 open the purchase dialog preselected', () =>
    withPage(env.browser, 'gifts', async (page, context) => {
      const token = await merchant(context, env.site, { topUp: 200 });
      const info = await api<Info>(env.site, token, 'GET', `/api/gift/purchase/info?goods_id=${GOODS_ID}`);
      const rec = (i: number) => ({ id: `g${i}`, shop_order: `GIFT${Date.now()}${i}`, rec_name: '王五', rec_mobile: `1380013800${i}`, rec_province: '浙江省', rec_city: '宁波市', rec_district: '鄞州区', rec_address: `天童南路${i}号` });
      await api(env.site, token, 'POST', '/api/gift/order/make', { goods_id: GOODS_ID, goods_num: 1, express_id: info.express_info.id, platform: 2, order_source: 1, remark: '', rec_list: [rec(1), rec(2)] }, { 'Idempotency-Key': `e2e-gifts-${Date.now()}` });

      // the hidden group's path lands on 我的礼品
      await page.goto(`${env.site.url}/user-center/gift`);
      await page.waitForURL(/\/user-center\/gift-order$/);
      const table = page.getByRole('region', { name: '我的礼品' });
      const row = table.locator('tr.ant-table-row', { hasText: info.goods_info.goods_name });
      await row.waitFor();
      assert.match(await row.innerText(), new RegExp(info.express_info.name));
      // one order, two parcels
      assert.deepEqual((await row.locator('td').allInnerTexts()).slice(2, 4), ['1', '2']);
      assert.match(await row.innerText(), /¥\d+\.\d{2}/);
      assert.match(await page.title(), /我的礼品/);
      await shot(page, 'gifts-order');

      // 再来一单: the purchase dialog for this goods, shipped by its courier
      await row.getByRole('button', { name: `再来一单：${info.goods_info.goods_name}` }).click();
      await openDialog(page);
      let dialog = page.getByTestId('purchase-dialog');
      await dialog.getByText(info.goods_info.goods_name).first().waitFor();
      await dialog.getByText(info.express_info.name).first().waitFor();
      assert.equal(await dialog.getByLabel('购买数量').inputValue(), '1');
      await page.getByRole('dialog', { name: '商品购买' }).getByRole('button', { name: '关闭' }).first().click();
      await dialog.waitFor({ state: 'detached' });

      // 加入已选
      await row.getByRole('button', { name: `加入已选：${info.goods_info.goods_name}` }).click();
      await page.getByText('已加入已选礼品').waitFor();
      await row.getByRole('button', { name: `加入已选：${info.goods_info.goods_name}` }).filter({ hasText: '已加入' }).waitFor();

      // 已选礼品: change the quantity to 3, then 立即购买
      await page.getByRole('tab', { name: '已选礼品' }).click();
      await page.waitForURL(/\/user-center\/gift-selected$/);
      const selected = page.getByRole('region', { name: '已选礼品' }).locator('tr.ant-table-row', { hasText: info.goods_info.goods_name });
      await selected.waitFor();
      await selected.getByRole('button', { name: `修改：${info.goods_info.goods_name}` }).click();
      const editor = await openDialog(page);
      await editor.getByLabel('每人数量').fill('3');
      await editor.getByRole('button', { name: /^保\s*存$/ }).click();
      await page.getByText('已保存').waitFor();
      await selected.locator('td', { hasText: '3 件' }).waitFor();
      await settled(page);
      await shot(page, 'gifts-selected');

      await selected.getByRole('button', { name: `立即购买：${info.goods_info.goods_name}` }).click();
      await openDialog(page);
      dialog = page.getByTestId('purchase-dialog');
      await dialog.getByText(info.goods_info.goods_name).first().waitFor();
      await dialog.getByText(info.express_info.name).first().waitFor();
      assert.equal(await dialog.getByLabel('购买数量').inputValue(), '3');
      await shot(page, 'gifts-buy-preselected');
      await page.getByRole('dialog', { name: '商品购买' }).getByRole('button', { name: '关闭' }).first().click();
      await dialog.waitFor({ state: 'detached' });

      // 移除 asks first
      await selected.getByRole('button', { name: `移除：${info.goods_info.goods_name}` }).click();
      const confirm = page.getByRole('tooltip');
      await confirm.getByText(`移除「${info.goods_info.goods_name}」？`).waitFor();
      await settled(page);
      await confirm.getByRole('button', { name: /^移\s*除$/ }).click();
      await page.getByText('还没有已选礼品').waitFor();
      await settled(page);
      await shot(page, 'gifts-selected-empty');
      assert.equal(await page.getByRole('link', { name: '去选购礼品' }).getAttribute('href'), '/gift-list');
    }));

  it('the home notice bar: 关闭 keeps it closed on the next visit', () =>
    withPage(
      env.browser,
      'home-notice-bar',
      async (page) => {
        await page.goto(env.site.url);
        // the notice dialog first: 我知道了 only closes it
        const notice = await openDialog(page);
        await notice.getByRole('button', { name: '我知道了' }).click();
        await notice.waitFor({ state: 'hidden' });
        const bar = page.getByRole('region', { name: '公告栏' });
        await bar.waitFor();
        await settled(page);
        await shot(page, 'home-notice-bar');
        await bar.getByRole('button', { name: '关闭公告栏' }).click();
        await bar.waitFor({ state: 'detached' });
        const stored = Number(await page.evaluate(() => window.localStorage.getItem('banner-dismissed-at')));
        assert.ok(Math.abs(Date.now() - stored) < 60_000, `closing moment stored: ${stored}`);

        await page.reload();
        await page.getByTestId('home-page').waitFor();
        await (await openDialog(page)).getByRole('button', { name: '我知道了' }).click();
        await page.getByTestId('goods-card').first().waitFor();
        assert.equal(await bar.count(), 0);

        // a closing moment 8 days old no longer counts
        await page.evaluate(() => window.localStorage.setItem('banner-dismissed-at', String(Date.now() - 8 * 24 * 3600 * 1000)));
        await page.reload();
        await (await openDialog(page)).getByRole('button', { name: '我知道了' }).click();
        await bar.waitFor();
      },
      { showNotice: true },
    ));
});
