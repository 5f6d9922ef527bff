// The supply side, end to end on PostgreSQL (issue 33): a 供应商 registers through the login dialog's 注册 tab
// (an application, no merchant account) → a main-site operator approves it in 入驻申请, binding an existing 供货店铺 →
// the supplier signs in with 供应商 chosen and lands on /supplier-center → sets a goods' stock → a merchant orders
// that goods for 30 recipients → the supplier sees them in 待发货, makes the pick list and downloads the label PDF
// (30 pages, each barcode its waybill number) → 发货 of 29 → the payable is 30 × the supply price → the 30th is
// refused with 无法发货 → the merchant's balance is refunded once and the payable leaves it out.
// It runs in the database pass (`npm test -- --database-pass`), where several connections meet.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { fen, formatYuan, yuanToFen } from 'shared-contracts';
import { SupplierMessages } from 'shared-contracts/supplier';
import { readLabelsPdf } from '../../server/src/test-support/label-pdf-reader';
import { chromiumAvailable, latestSmsCode, newPage, registerViaApi, shot, siteAndBrowser, uniqueMobile, until, withPage } from '../src/harness';
import { api, payInCashier, verify } from '../src/merchant';
import { changeInitialPassword, createOperators, signIn, type TestOperator } from '../src/operators';

const enabled = chromiumAvailable() && Boolean(process.env.DATABASE_URL);
const ops: TestOperator = { mobile: uniqueMobile(), name: '主站运营', role: 'ops', password: '' };
const applicant = { mobile: uniqueMobile(), password: 'supply-2026', company: '义乌好礼供应链', contact: '陈先生', goods: '袜子、纸巾、小风扇，日发 5000 单' };
const RECIPIENTS = 30;

interface SupplierGoods {
  goods_id: number;
  name: string;
  supply_price: number;
  price: number;
  stock: number;
}

/** The supplier's token, as its centre keeps it (the supplier-token cookie). */
async function supplierToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'supplier-token');
  assert.ok(cookie, 'the supplier centre keeps its token');
  return cookie.value;
}

/** 待发货's rows count, as its pagination says (共 N 条). */
async function totalShown(page: Page, total: number): Promise<void> {
  await page.getByRole('region', { name: '包裹列表' }).getByText(`共 ${total} 条`).waitFor();
}

/** `parcels` × a price in yuan, as the centre shows money: ¥12.34. */
const timesText = (parcels: number, yuan: number) => `¥${formatYuan(fen(parcels * yuanToFen(yuan)))}`;

describe('供应商: apply, approved, stock, 待发货, labels, 发货, 无法发货, payable', { skip: enabled ? false : chromiumAvailable() ? '需要 DATABASE_URL（在第二遍数据库测试中运行）' : true }, () => {
  const env = siteAndBrowser({ prepare: (database) => createOperators(database, [ops]) });

  it('a supplier applies, is approved, ships 29 of a merchant’s 30 parcels and refuses one: refunded once, paid for 29', () =>
    withPage(env.browser, 'suppliers', async (page) => {
      const { site } = env;

      // 1. the application: the login dialog's 注册 with 供应商 chosen (the supplier centre opens it so)
      await page.goto(`${site.url}/supplier-center`);
      const dialog = page.getByRole('dialog').filter({ has: page.getByPlaceholder('请输入手机号') });
      await dialog.getByRole('tab', { name: '注册' }).click();
      await dialog.getByPlaceholder('公司名称').waitFor();
      await dialog.getByPlaceholder('请输入手机号').fill(applicant.mobile);
      await dialog.getByRole('button', { name: '获取验证码' }).click();
      await dialog.getByPlaceholder('请输入短信验证码').fill(await latestSmsCode(site, applicant.mobile));
      await dialog.getByPlaceholder('设置密码（6-20位）').fill(applicant.password);
      await dialog.getByPlaceholder('请再次输入密码').fill(applicant.password);
      await dialog.getByPlaceholder('公司名称').fill(applicant.company);
      await dialog.getByPlaceholder('联系人姓名').fill(applicant.contact);
      await dialog.getByPlaceholder(/^供货商品/).fill(applicant.goods);
      await shot(page, 'supplier-apply');
      await dialog.getByRole('button', { name: '提交入驻申请' }).click();
      await page.getByText(SupplierMessages.applied).first().waitFor();

      // 2. a main-site operator approves it, binding an existing 供货店铺
      const console = await newPage(env.browser);
      try {
        await signIn(console.page, site.url, ops);
        await changeInitialPassword(console.page, ops.password, 'Ops-new-2026');
        await console.page.getByRole('navigation', { name: '运营后台菜单' }).getByText('入驻申请', { exact: true }).click();
        await console.page.waitForURL(/\/admin\//);
        await console.page.getByRole('button', { name: `通过「${applicant.company}」` }).click();
        const approve = console.page.getByRole('dialog', { name: `通过入驻申请 · ${applicant.company}` });
        await approve.getByText('绑定已有店铺').click();
        // shop 1 (its page is /shop/1): the goods it sells are the supplier's from now on
        const shop = (await (await fetch(`${site.url}/api/gift/shop/detail?id=1`)).json()) as { data: { shop_name: string } };
        await approve.getByRole('combobox', { name: '已有店铺' }).click();
        await approve.getByRole('combobox', { name: '已有店铺' }).fill(shop.data.shop_name);
        await console.page.locator('.ant-select-item-option', { hasText: shop.data.shop_name }).first().click();
        await shot(console.page, 'supplier-approve');
        await approve.getByRole('button', { name: '确认通过' }).click();
        await approve.getByText('入驻申请已通过').waitFor();
      } finally {
        await console.context.close();
      }

      // 3. the supplier signs in with 供应商 chosen and lands on its centre
      await page.goto(`${site.url}/supplier-center`);
      await dialog.getByRole('tab', { name: '登录' }).click();
      await dialog.getByPlaceholder('请输入手机号').fill(applicant.mobile);
      await dialog.getByPlaceholder('请输入密码').fill(applicant.password);
      await dialog.getByRole('button', { name: /^登\s*录$/ }).click();
      await page.waitForURL(/\/supplier-center$/);
      await page.getByText('今天没有待发货的包裹').waitFor();
      await shot(page, 'supplier-workbench');
      const token = await supplierToken(page);

      // 4. 商品: the first goods on sale, its stock set to 200
      const goodsPage = await api<{ list: SupplierGoods[] }>(site, token, 'GET', '/api/supplier/goods?page=1&page_size=100');
      const goods = goodsPage.list.find((row) => row.price > 0) ?? goodsPage.list[0];
      await page.goto(`${site.url}/supplier-center/goods`);
      await page.getByRole('button', { name: `设置「${goods.name}」的库存` }).click();
      const stockForm = page.getByRole('form', { name: '设置库存' });
      await stockForm.getByLabel('新库存').fill('200');
      await page.getByRole('button', { name: '保存' }).click();
      await stockForm.waitFor({ state: 'hidden' });
      const stockOf = async () => (await api<{ list: SupplierGoods[] }>(site, token, 'GET', '/api/supplier/goods?page=1&page_size=100')).list.find((row) => row.goods_id === goods.goods_id)?.stock;
      await until('the stock set', stockOf, (stock) => stock === 200, 10_000);

      // 5. a merchant orders that goods for 30 recipients
      const merchantToken = await registerViaApi(site, uniqueMobile(), 'merchant123');
      await verify(site, merchantToken);
      await payInCashier(page.context(), site, merchantToken, 500);
      const courierId = (await api<{ express: { id: number } }>(site, merchantToken, 'GET', `/api/gift/goods/detail?goods_id=${goods.goods_id}`)).express.id;
      const rows = Array.from({ length: RECIPIENTS }, (_, i) => ({
        id: i + 1,
        rec_name: `收件人${i + 1}`,
        rec_mobile: `139${String(10_000_000 + i).padStart(8, '0')}`,
        rec_province: '浙江省',
        rec_city: '杭州市',
        rec_district: '西湖区',
        rec_address: `文三路${i + 1}号`,
      }));
      const made = await api<{ order_sn: string }[]>(
        site,
        merchantToken,
        'POST',
        '/api/gift/order/make',
        { goods_id: goods.goods_id, goods_num: 1, express_id: courierId, platform: 2, order_source: 1, remark: '', rec_list: rows },
        { 'Idempotency-Key': randomUUID() },
      );
      assert.ok(made.length > 0);
      const balanceAfterOrder = await api<{ balance: number }>(site, merchantToken, 'GET', '/api/user/wallet/info').then((b) => b.balance);

      // 6. 待发货: the 30 parcels, each chosen (page by page), the pick list and the labels
      await page.goto(`${site.url}/supplier-center/parcels`);
      await until('the 30 numbered parcels', async () => (await api<{ data_count: number }>(site, token, 'GET', '/api/supplier/parcels?status=to_ship')).data_count, (n) => n === RECIPIENTS, 30_000);
      await page.reload();
      await totalShown(page, RECIPIENTS);
      const pages = Math.ceil(RECIPIENTS / 10);
      for (let p = 1; p <= pages; p += 1) {
        if (p > 1) await page.getByRole('region', { name: '包裹列表' }).getByTitle(String(p), { exact: true }).click();
        await page.getByRole('button', { name: '全选本页' }).click();
      }
      await page.getByText(`已选 ${RECIPIENTS} 个包裹`).waitFor();
      await page.getByRole('button', { name: /拣货单/ }).click();
      const pick = page.getByLabel('拣货单内容');
      await pick.getByText(goods.name).first().waitFor();
      await pick.getByText(String(RECIPIENTS)).first().waitFor();
      await shot(page, 'supplier-pick-list');
      const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByRole('dialog', { name: '拣货单' }).getByRole('button', { name: /导出/ }).click()]);
      assert.match(sheet.suggestedFilename(), /\.xlsx$/);
      await page.getByRole('dialog', { name: '拣货单' }).getByRole('button', { name: '关闭' }).first().click();

      const [labels] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /打印面单/ }).click()]);
      const { pages: labelPages } = await readLabelsPdf(await readFile((await labels.path())!));
      const waybills = (await api<{ list: { id: number; waybill_code: string }[] }>(site, token, 'GET', '/api/supplier/parcels?status=to_ship&page=1&page_size=100')).list;
      assert.equal(labelPages.length, RECIPIENTS);
      assert.deepEqual(
        labelPages.map((label) => label.barcodes).sort(),
        waybills.map((row) => [row.waybill_code]).sort(),
      );

      // 7. 发货 of 29: the last one left out
      const kept = waybills[waybills.length - 1];
      await page.getByRole('region', { name: '包裹列表' }).getByRole('row').filter({ hasText: kept.waybill_code }).getByRole('checkbox').click();
      await page.getByText(`已选 ${RECIPIENTS - 1} 个包裹`).waitFor();
      await page.getByRole('button', { name: /^(send )?发\s*货$/ }).click();
      await page.getByRole('button', { name: '确认发货' }).click();
      await page.getByText(/发货成功|已发货/).first().waitFor();
      await totalShown(page, 1);

      // 8. 结算: 30 × the supply price (booked as each parcel got its waybill)
      await page.goto(`${site.url}/supplier-center/settlement`);
      await page.getByTestId('summary-payable').getByText(timesText(RECIPIENTS, goods.supply_price)).waitFor();
      await shot(page, 'supplier-settlement-30');

      // 9. 无法发货 of the 30th: the merchant is refunded once, the payable leaves it out
      await page.goto(`${site.url}/supplier-center/parcels`);
      await totalShown(page, 1);
      await page.getByRole('button', { name: '全选本页' }).click();
      await page.getByRole('button', { name: /无法发货/ }).click();
      await page.getByRole('form', { name: '无法发货' }).getByLabel('无法发货原因').fill('仓库缺货，无法发出');
      await page.getByRole('button', { name: '确认无法发货' }).click();
      await page.getByRole('region', { name: '处理结果' }).getByText('已标记无法发货 1 个包裹').waitFor();
      const refundedTo = await api<{ balance: number }>(site, merchantToken, 'GET', '/api/user/wallet/info').then((b) => b.balance);
      const parcelPrice = (await api<{ list: { price: number }[] }>(site, merchantToken, 'POST', '/api/user/order/parcel', { page: 1, page_size: 100 })).list[0].price;
      assert.equal(yuanToFen(refundedTo) - yuanToFen(balanceAfterOrder), yuanToFen(parcelPrice));
      // pressed again (an API replay): nothing more
      const again = await api<{ done: number[] }>(site, token, 'POST', '/api/supplier/refuse', { parcel_ids: [kept.id], reason: '仓库缺货，无法发出' });
      assert.deepEqual(again.done, []);
      assert.equal(await api<{ balance: number }>(site, merchantToken, 'GET', '/api/user/wallet/info').then((b) => b.balance), refundedTo);

      await page.goto(`${site.url}/supplier-center/settlement`);
      await page.getByTestId('summary-payable').getByText(timesText(RECIPIENTS - 1, goods.supply_price)).waitFor();
      const summary = await api<{ payable: number }>(site, token, 'GET', '/api/supplier/settlement/summary');
      assert.equal(yuanToFen(summary.payable), (RECIPIENTS - 1) * yuanToFen(goods.supply_price));
      await shot(page, 'supplier-settlement-29');
    }),
  );
});

