// 超时赔付 end to end (issue 21): a merchant orders two parcels to a recipient the sandbox courier never picks
// up (`不揽收` in the address); the demo's business clock is moved three days on (POST /api/dev/clock), which
// runs the tracking poll at once and then the compensation run — no waiting for their five- and ten-minute
// schedules. Each parcel is compensated once without anyone asking: 资金明细 shows the 超时赔付 entries,
// 包裹列表 the 已赔付 amount on each parcel, 消息 one notification with both, and the help article 超时赔付规则 says it is automatic.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chromiumAvailable, shot, siteAndBrowser, until, withPage, type Site } from '../src/harness';
import { api, merchant } from '../src/merchant';

const enabled = chromiumAvailable();
/** Goods 1 ships with 中通; the sandbox courier numbers its parcels at once. */
const GOODS_ID = 1;
const DAY_MS = 86_400_000;

interface Parcel {
  id: number;
  shop_order: string;
  status: number;
  waybill_code: string;
  compensation: number | null;
}
interface LedgerEntry {
  type: string;
  type_name: string;
  amount: number;
}

const parcels = (site: Site, token: string) => api<{ list: Parcel[] }>(site, token, 'POST', '/api/user/order/parcel', { page_size: 50 }).then((page) => page.list);

describe('超时赔付', { skip: !enabled }, () => {
  const env = siteAndBrowser();

  it('parcels never picked up are compensated once the business clock passes their deadline: 资金明细, 包裹列表, the rules article', () =>
    withPage(env.browser, 'compensation', async (page, context) => {
      const token = await merchant(context, env.site, { topUp: 100 });
      const info = await api<{ express_info: { id: number } }>(env.site, token, 'GET', `/api/gift/purchase/info?goods_id=${GOODS_ID}`);
      const recipient = (n: number) => ({
        id: `r${n}`,
        shop_order: `702112600${n}`,
        rec_name: `赵${n}`,
        rec_mobile: `1390000700${n}`,
        rec_province: '浙江省',
        rec_city: '杭州市',
        rec_district: '西湖区',
        rec_address: `文三路${n}号（不揽收）`,
      });
      await api(
        env.site,
        token,
        'POST',
        '/api/gift/order/make',
        { goods_id: GOODS_ID, goods_num: 1, express_id: info.express_info.id, platform: 2, order_source: 1, remark: '', rec_list: [recipient(1), recipient(2)] },
        { 'Idempotency-Key': `e2e-compensation-${Date.now()}` },
      );
      // numbered in time (the waybill deadline is met): what is missed is the pickup
      await until('waybill numbers', () => parcels(env.site, token), (list) => list.length === 2 && list.every((p) => p.status === 3 && p.waybill_code !== ''), 20_000);

      // three days on: past 08:00 of the day after next (the latest pickup deadline) and its hour's grace
      const moved = await fetch(`${env.site.url}/api/dev/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ advance_ms: 3 * DAY_MS }) });
      assert.equal(((await moved.json()) as { code: number }).code, 0);

      // the move queues the tracking run, which asks for the compensation run: booked within the minute
      const ledger = await until(
        'the compensation entries',
        () => api<{ list: LedgerEntry[] }>(env.site, token, 'GET', '/api/finance/log/list?type=compensation&page_size=50').then((p) => p.list),
        (list) => list.length === 2,
        60_000,
      );
      assert.ok(ledger.every((entry) => entry.type_name === '超时赔付' && entry.amount > 0 && entry.amount <= 2));
      const compensated = await parcels(env.site, token);
      assert.deepEqual(compensated.map((p) => p.compensation).sort(), ledger.map((entry) => entry.amount).sort(), 'each parcel carries what was credited for it');
      const amount = ledger[0].amount.toFixed(2);

      // 资金明细: the two entries, money in
      await page.goto(`${env.site.url}/user-center/wallet?type=compensation`);
      const region = page.getByRole('region', { name: '资金明细' });
      await region.getByText('共 2 条').waitFor();
      const rows = await region.locator('tbody tr.ant-table-row').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim())));
      assert.deepEqual(
        rows.map((r) => [r[1], r[2]]),
        [
          ['超时赔付', `+${amount}`],
          ['超时赔付', `+${amount}`],
        ],
      );
      await region.scrollIntoViewIfNeeded();
      await shot(page, 'compensation-ledger');

      // 包裹列表: each parcel shows what it was compensated
      await page.goto(`${env.site.url}/user-center/package-list`);
      const list = page.getByRole('region', { name: '包裹列表' });
      await list.getByText('共 2 条').waitFor();
      for (const parcel of compensated) {
        await list.locator('tr.ant-table-row', { hasText: parcel.waybill_code }).getByText(`已赔付 ¥${amount}`).waitFor();
      }
      await shot(page, 'compensation-packages');

      // 消息: one notification for the day's compensations, with the count and the amount, and the menu badge
      await page.goto(`${env.site.url}/user-center/merchant-news?tab=messages`);
      await page.getByText('超时赔付已到账').waitFor();
      await page.getByText(`2 个包裹超时未出单或未揽收，已自动赔付 ¥${(ledger[0].amount * 2).toFixed(2)} 到余额`).waitFor();
      await page.getByRole('menuitem', { name: /工单管理/ }).locator('.ant-badge-count').waitFor();
      await shot(page, 'compensation-message');

      // the rules article says it comes without asking (routed on a sub-station host with every article)
      await page.goto(`http://branch.localhost:${env.site.port}/help-center/article/10`);
      const article = page.getByTestId('help-article');
      await article.getByRole('heading', { name: '超时赔付规则' }).waitFor();
      assert.ok((await article.innerText()).includes('无须申请'));
      await shot(page, 'compensation-article');
    }));
});
