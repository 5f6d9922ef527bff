// 分站 as a business, end to end on PostgreSQL (issue 32): an application on /substations-join → 开通 in the main
// console → the owner signs in on the 分站's own domain (one-time password by SMS, TOTP enrolment, password change)
// and sets a markup and a per-goods price → a visitor on the 分站 sees those prices → registers there, tops up,
// orders → the owner sees the member, the order and the frozen earnings → the business clock passes freeze_days →
// available → the owner withdraws them → main-site finance approves in 提现审核 → 已到账.
// The 分站's domain is fz.localhost (Chromium sends *.localhost to this machine); it runs in the database pass
// (`npm test -- --database-pass`), where several connections meet, and says why it skipped elsewhere.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { fen, formatYuan, yuanToFen } from 'shared-contracts';
import { chromiumAvailable, latestSmsCode, newPage, openDialog, settled, shot, siteAndBrowser, uniqueMobile, until, withPage, type Site } from '../src/harness';
import { confirmPay, openPurchase, VALID_ID_NUMBER } from '../src/merchant';
import { changeInitialPassword, createOperators, enrolTotp, signIn, type TestOperator } from '../src/operators';
import { siteApi, type SubSite } from '../src/sites';

const enabled = chromiumAvailable() && Boolean(process.env.DATABASE_URL);
const DAY_MS = 86_400_000;
const admin: TestOperator = { mobile: uniqueMobile(), name: '主站管理员', role: 'admin', password: '' };
const finance: TestOperator = { mobile: uniqueMobile(), name: '主站财务', role: 'finance', password: '' };
const applicant = { name: '周小姐', mobile: uniqueMobile(), city: '杭州', company: '礼遇礼品' };
const DOMAIN = 'fz.localhost';


/** The one-time password the applicant was texted when 开通 made the owner's account. */
async function texted(site: Site, mobile: string): Promise<string> {
  return until(
    'the one-time password',
    async () => {
      const res = await fetch(`${site.url}/api/dev/sms-outbox?mobile=${mobile}`);
      const body = (await res.json()) as { data: { list: { text: string }[] } };
      return /一次性密码([A-Za-z0-9]{12})/.exec(body.data.list.map((m) => m.text).join('\n'))?.[1] ?? '';
    },
    (password) => password.length === 12,
    15_000,
  );
}

/** The owner signs in again on the 分站's console (the business clock moved past a console session's 12 hours). */
async function ownerSignsIn(page: Page, sub: SubSite, mobile: string, password: string, secret: string): Promise<void> {
  await signIn(page, sub.url, { mobile, password });
  const form = page.getByRole('form', { name: '动态验证码登录' });
  await form.getByLabel('动态验证码').fill(new TOTP({ secret, digits: 6, period: 30 }).generate());
  await form.getByRole('button', { name: '验证并登录' }).click();
  await page.getByTestId('operator-name').waitFor();
}

async function menuTo(page: Page, section: string, url: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: '运营后台菜单' }).getByText(section, { exact: true }).click();
  await page.waitForURL(url);
}

describe('分站 as a business', { skip: enabled ? false : chromiumAvailable() ? '需要 DATABASE_URL（在第二遍数据库测试中运行）' : true }, () => {
  const env = siteAndBrowser({ prepare: (database) => createOperators(database, [admin, finance]) });

  it('applies, opens, prices, sells to its own member, earns, releases after the freeze, withdraws; finance pays; 已到账', () =>
    withPage(env.browser, 'substations', async (page, context) => {
      const { site } = env;
      const sub: SubSite = { url: `http://${DOMAIN}:${site.port}`, domain: DOMAIN, port: site.port };

      // 1. an application on the main site's franchise page
      await page.goto(`${site.url}/substations-join`);
      const form = page.getByRole('form', { name: '加盟申请' });
      await form.getByLabel('联系人').fill(applicant.name);
      await form.getByLabel('手机号').fill(applicant.mobile);
      await form.getByLabel('所在城市').fill(applicant.city);
      await form.getByLabel('公司或店铺名称').fill(applicant.company);
      await page.getByText('收益怎么算').scrollIntoViewIfNeeded();
      await shot(page, 'substations-join');
      await form.getByRole('button', { name: '提交申请' }).click();
      await page.getByText('申请已提交').first().waitFor();

      // 2. 开通 in the main console (the admin's first sign-in: TOTP, then the password)
      const a = await newPage(env.browser);
      try {
        await signIn(a.page, site.url, admin);
        await enrolTotp(a.page);
        await changeInitialPassword(a.page, admin.password, 'Admin-new-2026');
        await menuTo(a.page, '分站申请', /\/admin\/site-applications/);
        await a.page.getByRole('button', { name: `为「${applicant.name}」开通分站` }).click();
        await openDialog(a.page);
        const dialog = a.page.getByRole('dialog', { name: /开通分站/ });
        await dialog.getByLabel('分站域名').fill(DOMAIN);
        await shot(a.page, 'admin-open-substation');
        await dialog.getByRole('button', { name: /开\s*通/ }).click();
        await a.page.getByText('分站已开通').first().waitFor();
        await a.page.getByRole('group', { name: '分站后台地址' }).getByText(`${sub.url}/admin/login`).waitFor();
        await shot(a.page, 'admin-substation-opened');
      } finally {
        await a.context.close();
      }

      // 3. the owner: the one-time password from the SMS, on the 分站's own domain; TOTP; a password of their own
      const oneTime = await texted(site, applicant.mobile);
      const o = await newPage(env.browser);
      const owner = o.page;
      let secret = '';
      try {
        await signIn(owner, sub.url, { mobile: applicant.mobile, password: oneTime });
        secret = await enrolTotp(owner, () => shot(owner, 'owner-totp'));
        await changeInitialPassword(owner, oneTime, 'Owner-new-2026');
        await owner.getByTestId('operator-name').waitFor();
        await owner.getByText('分站站长').first().waitFor();

        // 4. 商品定价: a 20 % markup for everything, and a fixed price for goods 1 (cost + 5.00)
        await menuTo(owner, '商品定价', /\/admin\/pricing/);
        const markup = owner.getByRole('region', { name: '全店加价' });
        await markup.getByLabel('加价比例').fill('20');
        await markup.getByRole('button', { name: /保\s*存/ }).click();
        await owner.getByText('加价比例已保存').first().waitFor();
        const listed = await siteApi<{ list: { goods_id: number; goods_name: string }[] }>(sub, null, 'GET', '/api/gift/goods/list?page=1&page_size=10&sort_name=default');
        const goods1 = listed.list.find((g) => g.goods_id === 1)!;
        const listFen = async (id: number) => yuanToFen((await siteApi<{ price: number }>({ ...sub, domain: 'localhost' }, null, 'GET', `/api/gift/goods/detail?goods_id=${id}`)).price);
        const cost1 = Math.floor(((await listFen(1)) * 85 + 50) / 100);
        const cost2 = Math.floor(((await listFen(2)) * 85 + 50) / 100);
        const fixed1 = fen(cost1 + 500);
        await owner.getByLabel('关键词').fill(goods1.goods_name);
        await owner.getByLabel('关键词').press('Enter');
        await owner.getByRole('button', { name: `定价「${goods1.goods_name}」` }).click();
        await openDialog(owner);
        const priceDialog = owner.getByRole('dialog', { name: /定价/ });
        await priceDialog.getByLabel('固定售价').fill(formatYuan(fixed1));
        await priceDialog.getByRole('group', { name: '价格预览' }).getByText('5.00').first().waitFor();
        await shot(owner, 'owner-pricing');
        await priceDialog.getByRole('button', { name: /保\s*存/ }).click();
        await owner.getByText('商品定价已保存').first().waitFor();

        // 5. a visitor on the 分站 sees those prices; the main site keeps its list prices
        await page.goto(`${sub.url}/product-detail/1`);
        await page.getByText(`¥${formatYuan(fixed1)}`).first().waitFor();
        await page.goto(`${sub.url}/product-detail/2`);
        await page.getByText(`¥${formatYuan(fen(Math.floor((cost2 * 120 + 50) / 100)))}`).first().waitFor();
        await shot(page, 'substation-goods-detail');
        await page.goto(`${site.url}/product-detail/2`);
        await page.getByText(`¥${formatYuan(await listFen(2))}`).first().waitFor();

        // 6. they register there (the login dialog on the 分站), verify, top up in the cashier and order 3 parcels
        await page.goto(sub.url);
        await page.getByRole('banner').getByRole('button', { name: '注册' }).click();
        await openDialog(page);
        const login = page.getByRole('dialog');
        const member = uniqueMobile();
        await login.getByLabel('手机号').fill(member);
        await login.getByRole('button', { name: '获取验证码' }).click();
        await login.getByRole('button', { name: /秒后重发/ }).waitFor();
        await login.getByLabel('短信验证码').fill(await latestSmsCode(site, member));
        await login.getByLabel('密码', { exact: true }).fill('member123');
        await login.getByLabel('确认密码').fill('member123');
        await login.getByRole('button', { name: '注册', exact: true }).last().click();
        await page.getByText('注册成功').waitFor();
        await login.getByRole('button', { name: '登录', exact: true }).click();
        await page.getByTestId('user-menu').waitFor();
        const token = (await context.cookies(sub.url)).find((c) => c.name === 'user-token')!.value;
        await siteApi(sub, token, 'POST', '/api/user/authentication', { real_name: '张小三', id_number: VALID_ID_NUMBER });
        const trade = await siteApi<{ data: string }>(sub, token, 'POST', '/api/user/recharge/qrcode', { channel: 1, amount: 200 });
        const cashier = await context.newPage();
        await cashier.goto(new URL(trade.data, sub.url).href);
        await cashier.getByRole('button', { name: '确认支付' }).click();
        await cashier.getByText('支付成功').first().waitFor();
        await cashier.close();
        const dialog = await openPurchase(page, { ...site, url: sub.url }, 1, '淘宝/天猫');
        await dialog.getByLabel('收件人信息').fill(['张一，13900001111，浙江省杭州市西湖区文三路1号', '张二，13900002222，浙江省杭州市西湖区文三路2号', '张三，13900003333，浙江省杭州市西湖区文三路3号'].join('\n'));
        await dialog.getByRole('button', { name: '完成添加' }).click();
        await dialog.getByLabel('合计').getByText(`¥${formatYuan(fen(fixed1 * 3))}`).waitFor({ timeout: 20_000 });
        await shot(page, 'substation-purchase');
        await dialog.getByRole('button', { name: '立即下单' }).click();
        await confirmPay(page);
        await page.waitForURL(/\/user-center\/package-list/);

        // 7. the owner sees the member, the order and the frozen earnings (3 × 5.00)
        await owner.reload();
        await menuTo(owner, '会员', /\/admin\/users/);
        await owner.getByRole('region', { name: '用户列表' }).getByText(`${member.slice(0, 3)}****${member.slice(-4)}`).first().waitFor();
        await menuTo(owner, '订单与包裹', /\/admin\/orders/);
        await owner.getByRole('region', { name: '订单列表' }).getByText('15.00').first().waitFor();
        await shot(owner, 'owner-orders');
        // 包裹 with its filter bar, and one parcel's 详情 (its track and compensations, issue 34)
        await owner.getByRole('tab', { name: '包裹' }).click();
        await owner.getByRole('region', { name: '包裹列表' }).getByRole('button', { name: '详情' }).first().click();
        await owner.getByRole('dialog').getByText(/^包裹详情 · /).waitFor();
        await settled(owner);
        await shot(owner, 'owner-parcel-detail');
        await owner.keyboard.press('Escape');
        await menuTo(owner, '收益与提现', /\/admin\/earnings/);
        await owner.getByRole('group', { name: '冻结中' }).getByText('15.00').waitFor();
        await shot(owner, 'owner-earnings-frozen');
        await menuTo(owner, '站点设置', /\/admin\/site-settings/);
        await owner.getByLabel('站点名称').waitFor();
        await shot(owner, 'owner-site-settings');
        await menuTo(owner, '概览', /\/admin$/);
        await owner.getByText('25.02').first().waitFor();
        await shot(owner, 'owner-overview');
      } finally {
        await o.context.close();
      }

      // 8. the business clock passes the 7 days' freeze: available (the release job runs on the move)
      const moved = await fetch(`${site.url}/api/dev/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ advance_ms: 7 * DAY_MS + 3_600_000 }) });
      assert.equal(((await moved.json()) as { code: number }).code, 0);

      // 9. the owner withdraws them (account, password by SMS code to their own mobile, all of it)
      const o2 = await newPage(env.browser);
      try {
        const p2 = o2.page;
        await ownerSignsIn(p2, sub, applicant.mobile, 'Owner-new-2026', secret);
        await menuTo(p2, '收益与提现', /\/admin\/earnings/);
        await until(
          'the margin released',
          async () => {
            await p2.reload();
            await p2.getByRole('group', { name: '可提现' }).waitFor();
            return p2.getByRole('group', { name: '可提现' }).innerText();
          },
          (text) => text.includes('15.00'),
          30_000,
        );
        const account = p2.getByRole('region', { name: '收款账号与提现密码' });
        await account.getByRole('button', { name: '设置提现密码' }).click();
        await openDialog(p2);
        const pwd = p2.getByRole('dialog', { name: /提现密码/ });
        await pwd.getByRole('button', { name: '获取验证码' }).click();
        await pwd.getByRole('button', { name: /秒后重发/ }).waitFor();
        await pwd.getByLabel('短信验证码').fill(await latestSmsCode(site, applicant.mobile));
        await pwd.getByLabel('提现密码', { exact: true }).fill('246810');
        await pwd.getByLabel('确认提现密码').fill('246810');
        await pwd.getByRole('button', { name: '设置提现密码' }).click();
        await pwd.waitFor({ state: 'detached' });
        await account.getByRole('button', { name: '设置收款账号' }).click();
        await openDialog(p2);
        const acct = p2.getByRole('dialog', { name: /收款账号/ });
        await acct.getByLabel('支付宝账号').fill('owner@example.com');
        await acct.getByLabel('真实姓名').fill(applicant.name);
        await acct.getByLabel('提现密码').fill('246810');
        await acct.getByRole('button', { name: /保\s*存/ }).click();
        await acct.waitFor({ state: 'detached' });
        await p2.getByRole('button', { name: '申请提现' }).click();
        await openDialog(p2);
        const apply = p2.getByRole('dialog', { name: '申请提现' });
        await apply.getByRole('button', { name: '全部' }).click();
        await apply.getByLabel('提现密码').fill('246810');
        await shot(p2, 'owner-withdraw');
        await apply.getByRole('button', { name: '确认提现' }).click();
        await p2.getByText('提现申请已提交').first().waitFor();
        await p2.getByRole('group', { name: '提现中' }).getByText('15.00').waitFor();

        // 10. main-site finance approves it in 提现审核 (a 分站收益 row of the 分站)
        const f = await newPage(env.browser);
        try {
          await signIn(f.page, site.url, finance);
          await enrolTotp(f.page);
          await changeInitialPassword(f.page, finance.password, 'Finance-new-2026');
          await menuTo(f.page, '提现审核', /\/admin\/withdrawals/);
          await f.page.getByText('分站收益').first().waitFor();
          const approve = f.page.getByRole('button', { name: /^通过/ }).first();
          await shot(f.page, 'admin-withdrawals-site');
          await approve.click();
          await settled(f.page);
          await f.page.getByRole('button', { name: '确认通过' }).click();
          await f.page.getByText(/已通过 1 笔/).first().waitFor();
        } finally {
          await f.context.close();
        }

        // 11. paid: 已到账 in the owner's 提现记录, withdrawn 15.00
        await until(
          'the payout',
          async () => {
            await p2.reload();
            await p2.getByRole('group', { name: '已提现' }).waitFor();
            return p2.getByRole('group', { name: '已提现' }).innerText();
          },
          (text) => text.includes('15.00'),
          30_000,
        );
        await p2.getByRole('tab', { name: '提现记录' }).click();
        await p2.getByRole('region', { name: '提现记录列表' }).getByText('已到账').waitFor();
        await shot(p2, 'owner-withdrawn');
      } finally {
        await o2.context.close();
      }
    }));
});
