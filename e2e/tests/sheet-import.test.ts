// 表格导入 end to end, as a merchant clicks (issue 11): verified and topped up in the sandbox cashier, goods 1's
// 立即购买 → 京东 → 表格导入 → a GBK CSV as 京东 exports it (a title row above the header, a 19-digit order number
// kept as text, a row without an address rejected) → the platform line, counts and 第N行 reason → one order
// filtered out by 订单号 → a row edited → 添加到收件人列表 → 立即下单 → 确认支付 ¥… → 下单成功 and the parcels; and a
// 拼多多 .xlsx (省/市/区/街道 columns, an order over two item rows) read into the priced recipient table.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { SHEET_TEMPLATES } from 'shared-contracts';
import { chromiumAvailable, settled, shot, siteAndBrowser, withPage, type Site } from '../src/harness';
import { api, confirmPay, merchant, openPurchase } from '../src/merchant';

const enabled = chromiumAvailable();
/** Goods 1 ships with 中通 (no 新疆, 西藏 …). */
const GOODS_ID = 1;
const files = mkdtempSync(path.join(tmpdir(), 'e2e-sheets-'));

/** CSV as the platforms write it: every cell quoted when it needs to be, CRLF lines. */
function csv(rows: string[][]): string {
  return rows.map((row) => row.map((v) => (/[",\r\n\t]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',')).join('\r\n') + '\r\n';
}

/** 商品购买 of goods 1 with `platform` chosen and the 表格导入 tab open; returns the dialog. */
async function openSheetTab(page: Page, site: Site, platform: string) {
  const dialog = await openPurchase(page, site, GOODS_ID, platform);
  await dialog.getByRole('tab', { name: '表格导入' }).click();
  await dialog.getByText('点击或将订单表格拖到这里上传').waitFor();
  await settled(page);
  return dialog;
}

async function upload(page: Page, file: string) {
  await page.getByLabel('表格导入收件人').locator('input[type=file]').setInputFiles(file);
  await page.getByTestId('sheet-summary').waitFor({ timeout: 30_000 });
}


describe('spreadsheet import', { skip: !enabled }, () => {
  const env = siteAndBrowser();

  it('京东 GBK CSV: title row skipped, 19-digit order number kept, a row without address rejected; filtered, edited, added, ordered', () =>
    withPage(env.browser, 'sheet-import-jd', async (page, context) => {
      const token = await merchant(context, env.site, { topUp: 500 });
      const { headers } = SHEET_TEMPLATES.jd; // 订单号 客户姓名 联系电话 客户地址 商品名称 订购数量 订单备注
      const long = '3001234567890123456';
      const rows = [
        ['京东商家订单导出 2026-11-23'],
        headers,
        ['300123456789', '张三', '13800138000', '北京市朝阳区建国路88号SOHO现代城A座1201', '精品毛巾', '1', ''],
        // as 京东 writes a long number so a spreadsheet keeps it as text: a leading tab
        [`\t${long}`, '李四', '13912345678', '浙江省杭州市西湖区文三路100号', '精品毛巾', '1', '送礼'],
        ['300123456790', '王五', '13700137000', '', '精品毛巾', '1', ''],
        ['300123456791', '赵六', '13600136000', '广东省深圳市南山区科技园科苑路15号', '精品毛巾', '1', ''],
        ['300123456792', '钱七', '15900002222', '江苏省南京市鼓楼区湖南路1号', '精品毛巾', '2', ''],
      ];
      const file = path.join(files, '京东订单.csv');
      writeFileSync(file, iconv.encode(csv(rows), 'gbk'));

      const dialog = await openSheetTab(page, env.site, '京东');
      await upload(page, file);
      const summary = page.getByTestId('sheet-summary');
      await summary.getByText('看起来是京东的订单表格', { exact: false }).waitFor();
      assert.equal(await summary.getByLabel('读取行数').innerText(), '5');
      assert.equal(await summary.getByLabel('可用行数').innerText(), '4');
      assert.equal(await summary.getByLabel('未导入行数').innerText(), '1');
      assert.equal(await page.getByTestId('sheet-platform-warning').count(), 0, 'the file matches the platform chosen');
      await page.getByTestId('sheet-rejected').getByText('1 行未导入（点击查看原因）').click();
      // title row 1, header row 2: the 王五 row is the 5th as Excel shows it
      await page.getByTestId('sheet-rejected').getByText('第5行：没有收货地址').waitFor();
      const table = page.getByTestId('sheet-rows');
      await table.getByText(long, { exact: true }).waitFor();
      // the GBK text read as such
      await table.getByText('李四', { exact: true }).waitFor();
      await table.scrollIntoViewIfNeeded();
      await shot(page, 'sheet-import-jd-read');

      // 订单号 filter: 300123456791 not imported
      const filters = page.getByRole('group', { name: '筛选' });
      await filters.getByText('订单号', { exact: true }).click();
      await filters.getByLabel('筛选内容').fill('300123456791');
      await filters.getByText('确定筛选', { exact: true }).click();
      await page.getByTestId('sheet-filter-status').getByText('已按订单号筛除 1 行').waitFor();
      await table.getByText('赵六', { exact: true }).waitFor({ state: 'detached' });

      // 编辑 the 张三 row: a new name and address
      await table.locator('tr.ant-table-row', { has: page.getByText('300123456789', { exact: true }) }).getByRole('button', { name: /^编\s*辑$/ }).click();
      const edit = page.getByRole('dialog', { name: '编辑第3行' });
      await edit.getByLabel('姓名').waitFor();
      await settled(page);
      assert.equal(await edit.getByLabel('姓名').inputValue(), '张三');
      assert.equal(await edit.getByLabel('省').inputValue(), '北京市');
      await edit.getByLabel('姓名').fill('张三丰');
      await edit.getByLabel('地址').fill('建国路99号');
      await shot(page, 'sheet-import-jd-edit');
      await edit.getByRole('button', { name: /^保\s*存$/ }).click();
      await edit.waitFor({ state: 'hidden' });
      await table.getByText('张三丰', { exact: true }).waitFor();
      await table.getByText('建国路99号', { exact: true }).waitFor();
      await shot(page, 'sheet-import-jd-filtered-edited');

      await dialog.getByRole('button', { name: '添加到收件人列表' }).click();
      await page.getByText('已添加 3 个收件人到收件人列表').waitFor();
      await dialog.getByText(/收件人\s*3\s*个/).waitFor({ timeout: 20_000 });
      await dialog.getByLabel('合计').getByText(/¥\d+\.\d{2}/).waitFor();
      const recipients = dialog.getByTestId('recipient-table');
      await recipients.getByText('张三丰', { exact: true }).waitFor();
      await recipients.getByText(long, { exact: true }).waitFor();
      assert.equal(await recipients.getByText('赵六', { exact: true }).count(), 0, 'the filtered order is not added');
      await recipients.scrollIntoViewIfNeeded();
      await shot(page, 'sheet-import-jd-recipients');

      await dialog.getByRole('button', { name: '立即下单' }).click();
      await confirmPay(page);
      await page.getByText('下单成功').waitFor({ timeout: 30_000 });
      await page.waitForURL('**/user-center/package-list**');
      await page.getByText('共 3 条').waitFor();
      await shot(page, 'sheet-import-jd-packages');
      const parcels = await api<{ list: { shop_order: string; rec_name: string; rec_address: string }[]; data_count: number }>(env.site, token, 'POST', '/api/user/order/parcel', { page_size: 50 });
      assert.equal(parcels.data_count, 3);
      assert.deepEqual(parcels.list.map((p) => p.shop_order).sort(), ['300123456789', '300123456792', long].sort());
      const edited = parcels.list.find((p) => p.shop_order === '300123456789');
      assert.equal(edited?.rec_name, '张三丰');
      assert.match(edited?.rec_address ?? '', /建国路99号/);
    }));

  it('拼多多 .xlsx with 省/市/区/街道 columns and an order over two item rows: its rows reach the recipient table priced', () =>
    withPage(env.browser, 'sheet-import-pdd', async (page, context) => {
      await merchant(context, env.site, { topUp: 500 });
      const head = ['商品', '订单号', '订单状态', '售后状态', '商品规格', '收货人', '手机', '省', '市', '区', '街道', '详细地址', '商家备注', '买家留言'];
      const rows = [
        ['拼多多订单导出'],
        head,
        ['精品毛巾', '231120-123456789012345', '待发货', '无售后或售后取消', '白色', '王五', '13700137000', '广东省', '深圳市', '南山区', '粤海街道', '科技园科苑路15号', '', ''],
        // the same order's second item: one recipient
        ['香皂', '231120-123456789012345', '待发货', '无售后或售后取消', '白色', '王五', '13700137000', '广东省', '深圳市', '南山区', '粤海街道', '科技园科苑路15号', '', ''],
        ['精品毛巾', '231120-123456789012346', '待发货', '无售后或售后取消', '白色', '何佳', '13800138000-5678', '浙江省', '杭州市', '西湖区', '', '浙江省杭州市西湖区文三路100号', '备注A', ''],
        ['精品毛巾', '231120-123456789012348', '待发货', '无售后或售后取消', '白色', '韦小宝', '17712345678', '广西', '南宁市', '青秀区', '', '民族大道100号', '', ''],
      ];
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), '订单');
      const file = path.join(files, 'pdd_orders.xlsx');
      writeFileSync(file, XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

      const dialog = await openSheetTab(page, env.site, '拼多多');
      await upload(page, file);
      const summary = page.getByTestId('sheet-summary');
      await summary.getByText('看起来是拼多多的订单表格', { exact: false }).waitFor();
      assert.equal(await summary.getByLabel('可用行数').innerText(), '3');
      assert.equal(await summary.getByLabel('未导入行数').innerText(), '0');
      const table = page.getByTestId('sheet-rows');
      // the short 广西 comes out in its full name; 详细地址 repeating the divisions is not doubled
      await table.getByText('广西壮族自治区', { exact: true }).waitFor();
      await table.getByText('文三路100号', { exact: true }).waitFor();
      await table.getByText('13800138000-5678', { exact: true }).waitFor();
      await shot(page, 'sheet-import-pdd-read');

      await dialog.getByRole('button', { name: '添加到收件人列表' }).click();
      await dialog.getByText(/收件人\s*3\s*个/).waitFor({ timeout: 20_000 });
      const total = dialog.getByLabel('合计').getByText(/¥\d+\.\d{2}/);
      await total.waitFor();
      assert.ok(Number(/¥(\d+\.\d{2})/.exec(await total.innerText())![1]) > 0, 'priced by the server');
      const recipients = dialog.getByTestId('recipient-table');
      await recipients.getByText('231120-123456789012345', { exact: true }).waitFor();
      await recipients.getByText('韦小宝', { exact: true }).waitFor();
      await recipients.scrollIntoViewIfNeeded();
      await shot(page, 'sheet-import-pdd-recipients');
    }));
});
