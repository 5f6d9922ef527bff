// 工单管理 end to end (issue 21): a merchant opens a work order about a parcel from 包裹列表's 申请售后, with a
// picture; a support operator (made by the CLI) finds it in the console's 工单 queue, claims it, sees the
// parcel's track and the picture, and replies; the merchant sees the unread badge on 工单管理, the reply in
// the conversation, and 消息 says so — and the badge goes once it is read.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import { chromiumAvailable, imageLoaded, newContext, settled, shot, siteAndBrowser, type Site, uniqueMobile, until, withPage } from '../src/harness';
import { api, merchant } from '../src/merchant';
import { changeInitialPassword, createOperators, signIn, type TestOperator } from '../src/operators';

const enabled = chromiumAvailable();
const GOODS_ID = 1;
const support: TestOperator = { mobile: uniqueMobile(), name: '售后小王', role: 'support', password: '' };

/** A `size`×`size` PNG in one colour with a darker diagonal: a real picture for the server to decode. */
function png(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const dark = Math.abs(x - y) < 4;
      rows.set(dark ? [120, 40, 40] : [250, 200, 120], row + 1 + x * 3);
    }
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** One parcel to a recipient, numbered by the sandbox courier: its waybill number. */
async function parcelWithWaybill(site: Site, token: string): Promise<string> {
  const info = await api<{ express_info: { id: number } }>(site, token, 'GET', `/api/gift/purchase/info?goods_id=${GOODS_ID}`);
  const recipient = { id: 'r1', shop_order: '7021126901', rec_name: '钱多多', rec_mobile: '13900007101', rec_province: '浙江省', rec_city: '杭州市', rec_district: '西湖区', rec_address: '文三路9号' };
  await api(
    site,
    token,
    'POST',
    '/api/gift/order/make',
    { goods_id: GOODS_ID, goods_num: 1, express_id: info.express_info.id, platform: 2, order_source: 1, remark: '', rec_list: [recipient] },
    { 'Idempotency-Key': `e2e-work-order-${Date.now()}` },
  );
  const [parcel] = await until(
    'the waybill number',
    () => api<{ list: { waybill_code: string }[] }>(site, token, 'POST', '/api/user/order/parcel', { page_size: 10 }).then((page) => page.list),
    (list) => list.length === 1 && list[0].waybill_code !== '',
    20_000,
  );
  return parcel.waybill_code;
}

describe('工单管理', { skip: !enabled }, () => {
  const env = siteAndBrowser({ prepare: (database) => createOperators(database, [support]) });

  it('a merchant opens a work order with a picture from 包裹列表, 客服 replies in the console, the merchant sees the badge and the reply', () =>
    withPage(env.browser, 'work-order', async (page, context) => {
      const token = await merchant(context, env.site, { topUp: 50 });
      const waybill = await parcelWithWaybill(env.site, token);

      // 包裹列表 → 申请售后: 新建工单 with the waybill number filled in
      await page.goto(`${env.site.url}/user-center/package-list`);
      const list = page.getByRole('region', { name: '包裹列表' });
      await list.locator('tr.ant-table-row', { hasText: waybill }).getByRole('link', { name: '申请售后' }).click();
      await page.waitForURL(/\/user-center\/merchant-news\?create=/);
      const form = page.getByRole('form', { name: '新建工单' });
      await form.getByText(waybill).waitFor();
      // the type, checked before going on: a click on an option still opening can be lost
      // (the dropdown is elsewhere in the page: the form item shows the chosen value only)
      const typeItem = form.locator('.ant-form-item', { has: page.getByLabel('问题类型') });
      const chosen = async () => (await typeItem.innerText()).includes('破损');
      await until(
        'the type chosen',
        async () => {
          if (await chosen()) return true;
          await form.getByLabel('问题类型').click();
          const option = page.locator('.ant-select-item-option[title="破损"]');
          await option.waitFor();
          await settled(page);
          await option.click();
          return chosen();
        },
        (chosen) => chosen,
        20_000,
      );
      await form.getByLabel('问题描述').fill('收件人反馈外包装破损，杯子碎了，请核实并处理。');
      await form.locator('input[type="file"]').setInputFiles({ name: '破损照片.png', mimeType: 'image/png', buffer: png(240) });
      // uploaded (提交工单 is enabled again once no picture is on its way)
      await form.locator('.ant-upload-list-item-done').first().waitFor();
      await page.getByRole('button', { name: '提交工单' }).waitFor();
      await shot(page, 'work-order-new');
      await page.getByRole('button', { name: '提交工单' }).click();
      await page.getByText('工单已提交，客服会尽快处理').waitFor();

      // the detail opens: the parcel, the message and the picture, 待处理
      const mine = page.getByRole('dialog', { name: /^工单 GD\d{12}$/ });
      await mine.getByLabel('沟通记录').getByText('杯子碎了').waitFor();
      const sn = ((await mine.locator('.ant-drawer-title').innerText()).match(/GD\d{12}/) ?? [''])[0];
      assert.ok(sn, 'the work order number is in the title');
      await mine.getByText(waybill).first().waitFor();
      await mine.getByLabel('沟通记录').locator('img').first().waitFor();
      await shot(page, 'work-order-merchant-detail');

      // 客服 signs in, finds it in the queue (未结束, 未认领), claims and opens it
      const desk = await newContext(context.browser()!, { viewport: { width: 1440, height: 900 } });
      try {
        const operator = await desk.newPage();
        await signIn(operator, env.site.url, support);
        await changeInitialPassword(operator, support.password, 'Support-new-2026');
        await operator.getByRole('navigation', { name: '运营后台菜单' }).getByRole('menuitem', { name: '工单', exact: true }).click();
        await operator.waitForURL((url) => url.pathname === '/admin/work-orders');
        const queue = operator.getByRole('region', { name: '工单列表' });
        const row = queue.locator('tr.ant-table-row', { hasText: sn });
        await row.waitFor();
        await shot(operator, 'work-order-queue');
        await row.getByRole('button', { name: '认领' }).click();
        await row.getByText(support.name).waitFor();
        await row.getByRole('button', { name: `查看工单 ${sn}` }).click();
        const drawer = operator.getByRole('dialog');
        await drawer.getByText('收件人反馈外包装破损').waitFor();
        await drawer.getByText(waybill).first().waitFor();
        // the merchant's picture, served to the operator by its signed address
        const picture = drawer.locator('img[src*="/api/files/work-order/"]').first();
        await picture.waitFor();
        assert.ok(await imageLoaded(picture), 'the picture loads for the operator');
        const reply = drawer.getByRole('region', { name: '回复工单' });
        await reply.getByLabel('回复内容').fill('您好，已联系快递核实破损情况，核实后为您补发。');
        await reply.getByRole('button', { name: /回\s*复/ }).click();
        await drawer.getByText('已联系快递核实破损情况').waitFor();
        await shot(operator, 'work-order-console-reply');
      } finally {
        await desk.close();
      }

      // the merchant: the badge on 工单管理, the reply from 客服, 消息 says so; reading it clears the badge
      await page.goto(`${env.site.url}/user-center/user-home`);
      const menuItem = page.getByRole('menuitem', { name: /工单管理/ });
      await menuItem.locator('.ant-badge-count').getByText('2').or(menuItem.locator('.ant-badge-count').getByText('1')).first().waitFor();
      const badge = Number(await menuItem.locator('.ant-badge-count').innerText());
      assert.ok(badge >= 1, `the menu badge counts the unread reply (${badge})`);
      await shot(page, 'work-order-badge');
      await menuItem.click();
      const orders = page.getByRole('region', { name: '工单列表' });
      const mineRow = orders.locator('tr.ant-table-row', { hasText: sn });
      await mineRow.getByText('新回复').waitFor();
      await mineRow.getByRole('button', { name: /查看/ }).click();
      const thread = page.getByRole('dialog').getByLabel('沟通记录');
      await thread.getByText('已联系快递核实破损情况').waitFor();
      await thread.getByText('客服').first().waitFor();
      assert.equal(await thread.getByText(support.name).count(), 0, 'the merchant never sees the operator’s name');
      await shot(page, 'work-order-merchant-reply');
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: /消息/ }).click();
      await page.getByText(`工单 ${sn} 有新的客服回复`).waitFor();
      await shot(page, 'work-order-messages');
      await page.getByRole('button', { name: '全部标为已读' }).click();
      await until('the badge to go', () => menuItem.locator('.ant-badge-count').count(), (n) => n === 0, 70_000);
    }));
});
