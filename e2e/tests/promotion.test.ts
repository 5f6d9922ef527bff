// 推广赚钱 end to end (issue 22): merchant A copies their referral link on 推广赚钱; B opens it, registers in
// the login dialog (the home page kept the code), tops up and orders; A sees the commission frozen, then —
// the demo's business clock moved past the 7-day freeze — available; A sets the Alipay account and the
// withdrawal password (SMS code) and withdraws it all — a finance operator (TOTP) having lowered the minimum
// in 推广设置 — and approves it in the console's 提现审核; the sandbox pays it, and A's 提现记录 says 已到账.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { chromiumAvailable, latestSmsCode, newPage, openDialog, settled, shot, siteAndBrowser, uniqueMobile, until, withPage, type Site } from '../src/harness';
import { api, merchant, payInCashier, verify } from '../src/merchant';
import { changeInitialPassword, createOperators, enrolTotp, signIn, type TestOperator } from '../src/operators';

const enabled = chromiumAvailable();
const DAY_MS = 86_400_000;
const finance: TestOperator = { mobile: uniqueMobile(), name: '财务小李', role: 'finance', password: '' };

interface Summary {
  frozen: number;
  available: number;
  withdrawing: number;
}

/** Moves the demo's business clock forward (the release job runs on the move). */
async function advanceClock(site: Site, ms: number): Promise<void> {
  const moved = await fetch(`${site.url}/api/dev/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ advance_ms: ms }) });
  assert.equal(((await moved.json()) as { code: number }).code, 0);
}

/** B registers in the login dialog of the page the link opened; returns B's token (the cookie the site set). */
async function registerThroughLink(page: Page, site: Site, link: string): Promise<string> {
  await page.goto(link);
  await page.getByTestId('user-panel').waitFor();
  await page.getByRole('banner').getByRole('button', { name: '注册' }).click();
  await openDialog(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: '注册', selected: true }).waitFor();
  const mobile = uniqueMobile();
  await dialog.getByLabel('手机号').fill(mobile);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await dialog.getByRole('button', { name: /秒后重发/ }).waitFor();
  await dialog.getByLabel('短信验证码').fill(await latestSmsCode(site, mobile));
  await dialog.getByLabel('密码', { exact: true }).fill('invited123');
  await dialog.getByLabel('确认密码').fill('invited123');
  await dialog.getByRole('button', { name: '注册', exact: true }).last().click();
  await page.getByText('注册成功').waitFor();
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByTestId('user-menu').waitFor();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'user-token');
  assert.ok(cookie, 'B is signed in');
  return cookie.value;
}

/** One order of `count` parcels for B through the API (the purchase dialog has its own tests). */
async function order(site: Site, token: string, count: number): Promise<void> {
  const info = await api<{ express_info: { id: number } }>(site, token, 'GET', '/api/gift/purchase/info?goods_id=1');
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `r${i}`,
    shop_order: `88022${i}`,
    rec_name: `李${i}`,
    rec_mobile: `1390000${String(7200 + i)}`,
    rec_province: '浙江省',
    rec_city: '杭州市',
    rec_district: '西湖区',
    rec_address: `文三路${i + 1}号`,
  }));
  await api(site, token, 'POST', '/api/gift/order/make', { goods_id: 1, goods_num: 1, express_id: info.express_info.id, platform: 2, order_source: 1, remark: '', rec_list: rows }, { 'Idempotency-Key': `e2e-promotion-${Date.now()}` });
}

describe('推广赚钱', { skip: !enabled }, () => {
  const env = siteAndBrowser({ prepare: (database) => createOperators(database, [finance]) });

  it('A brings B by the link; B orders; A’s commission is frozen, then available; A withdraws it; finance approves; A sees 已到账', () =>
    withPage(env.browser, 'promotion', async (page, context) => {
      const { site } = env;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
      const mobileA = uniqueMobile();
      const tokenA = await merchant(context, site, { mobile: mobileA });

      // 推广赚钱: the link, copied; nobody brought yet
      await page.goto(`${site.url}/user-center/pop-money`);
      const linkCard = page.getByTestId('promotion-link');
      await linkCard.getByRole('img', { name: '推广二维码' }).waitFor();
      await linkCard.getByRole('button', { name: '复制链接' }).click();
      await page.getByText('已复制').first().waitFor();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(link, /^http:\/\/[^/]+\/\?i=\w+$/);
      assert.equal(await linkCard.getByLabel('推广链接').inputValue(), link);
      await shot(page, 'pop-money-start');

      // B, in a browser of their own, registers through the link, tops up and orders 4 parcels
      const b = await newPage(env.browser);
      try {
        const tokenB = await registerThroughLink(b.page, site, link);
        await verify(site, tokenB);
        await payInCashier(b.context, site, tokenB, 100);
        await order(site, tokenB, 4);
      } finally {
        await b.context.close();
      }
      // 5 % of what B paid (the server's tests check the sum); A's own figure from here on
      const expected = (await api<Summary>(site, tokenA, 'GET', '/api/user/spread/summary')).frozen;
      assert.ok(expected > 0, 'A earned a frozen commission');

      // A: frozen, in 佣金记录 as 冻结中, and B among the users brought
      await page.reload();
      const summary = page.getByTestId('commission-summary');
      await summary.getByText(`${expected.toFixed(2)}`).first().waitFor();
      await page.getByRole('tab', { name: '佣金记录' }).click();
      const records = page.getByRole('region', { name: '佣金记录' });
      const withdrawals = page.getByRole('region', { name: '提现记录' });
      await records.getByText('冻结中').waitFor();
      await shot(page, 'pop-money-frozen');

      // 7 days later (a visit midway: a session lasts 7 days from the last one) the commission is available
      await advanceClock(site, 4 * DAY_MS);
      await page.reload();
      await summary.waitFor();
      await advanceClock(site, 3 * DAY_MS + 3_600_000);
      await until('the commission released', () => api<Summary>(site, tokenA, 'GET', '/api/user/spread/summary'), (s) => s.available > 0, 30_000);
      await page.reload();
      await records.getByText('已解冻').waitFor();

      // finance signs in (TOTP enrolment) and lowers 推广设置's 最低提现金额 from ¥10 to ¥0.50 (audited)
      const f = await newPage(env.browser);
      try {
        await signIn(f.page, site.url, finance);
        await enrolTotp(f.page);
        await changeInitialPassword(f.page, finance.password, 'Finance-new-2026');
        const menu = f.page.getByRole('navigation');
        await menu.getByText('推广设置').first().click();
        await f.page.waitForURL(/\/admin\/promotion/);
        await f.page.getByLabel('最低提现金额').fill('0.5');
        await f.page.getByRole('button', { name: '保存', exact: true }).click();
        const confirm = f.page.getByRole('dialog', { name: '确认保存推广设置' });
        await confirm.getByText('¥10.00 → ¥0.50').waitFor();
        await shot(f.page, 'admin-promotion-settings');
        await confirm.getByRole('button', { name: '确认保存' }).click();
        await f.page.getByText('推广设置已保存').first().waitFor();

        // 提现: the password by SMS code, the account (the real name 张小三, proved by that password), then all of it
        await page.reload();
        await summary.getByRole('button', { name: '提现', exact: true }).click();
        await openDialog(page);
        const dialog = page.getByTestId('withdraw-dialog');
        await dialog.getByRole('button', { name: '获取验证码' }).click();
        await dialog.getByRole('button', { name: /秒后重发/ }).waitFor();
        await dialog.getByLabel('短信验证码').fill(await latestSmsCode(site, mobileA));
        await dialog.getByLabel('提现密码', { exact: true }).fill('246810');
        await dialog.getByLabel('确认提现密码').fill('246810');
        await dialog.getByRole('button', { name: '设置提现密码' }).click();
        await dialog.getByLabel('支付宝账号').fill('13800001234');
        await dialog.getByLabel('真实姓名').fill('张小三');
        await dialog.getByLabel('提现密码', { exact: true }).fill('246810');
        await dialog.getByRole('button', { name: '保存提现账户' }).click();
        await dialog.getByTestId('withdraw-available').getByText(`¥${expected.toFixed(2)}`).waitFor();
        await dialog.getByRole('button', { name: '全部' }).click();
        await dialog.getByLabel('提现密码', { exact: true }).fill('246810');
        await shot(page, 'pop-money-withdraw');
        await dialog.getByRole('button', { name: '确认提现' }).click();
        await page.getByText('提现申请已提交，等待审核').first().waitFor();
        await page.getByRole('tab', { name: '提现记录' }).click();
        await withdrawals.getByText('待审核').waitFor();
        assert.equal((await api<Summary>(site, tokenA, 'GET', '/api/user/spread/summary')).withdrawing, expected);

        // finance approves it in 提现审核
        await menu.getByText('提现审核').first().click();
        await f.page.waitForURL(/\/admin\/withdrawals/);
        const masked = `${mobileA.slice(0, 3)}****${mobileA.slice(-4)}`;
        const approve = f.page.getByRole('button', { name: `通过 ${masked} 的提现` });
        await approve.waitFor();
        await shot(f.page, 'admin-withdrawals');
        await approve.click();
        await settled(f.page);
        await f.page.getByRole('button', { name: '确认通过' }).click();
        await approve.waitFor({ state: 'detached' });
      } finally {
        await f.context.close();
      }

      // the payout job pays it: 已到账, withdrawing back to 0
      await until('the payout', () => api<{ list: { status: string }[] }>(site, tokenA, 'GET', '/api/finance/withdraw/list'), (page) => page.list[0]?.status === 'paid', 30_000);
      await page.reload();
      await withdrawals.getByText('已到账').waitFor();
      assert.deepEqual(await api<Summary>(site, tokenA, 'GET', '/api/user/spread/summary').then(({ frozen, available, withdrawing }) => ({ frozen, available, withdrawing })), { frozen: 0, available: 0, withdrawing: 0 });
      await shot(page, 'pop-money-paid');
    }));
});
