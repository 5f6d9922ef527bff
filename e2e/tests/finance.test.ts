// 微信支付 in the sandbox, 财务报表 and 对账 end to end (issue 34): a merchant tops up 88 元 choosing 微信支付 — its QR
// code opens the sandbox cashier in 微信支付's green — and 66 元 through 支付宝; the finance operator (made by the CLI,
// TOTP enrolled) opens 财务报表 for today: 充值合计 is 154.00 with 微信支付 88.00 and 支付宝 66.00, and its entries
// add up to it; 对账 of today, run again from the page, is 一致 with no difference.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chinaText } from 'shared-contracts/china-time';
import { chromiumAvailable, logInWithToken, registerViaApi, settled, shot, siteAndBrowser, uniqueMobile, withPage } from '../src/harness';
import { payInCashier } from '../src/merchant';
import { changeInitialPassword, createOperators, enrolTotp, signIn, type TestOperator } from '../src/operators';

const enabled = chromiumAvailable();
const finance: TestOperator = { mobile: uniqueMobile(), name: '测试财务', role: 'finance', password: '' };
const yuanOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

describe('微信支付, 财务报表 and 对账', { skip: !enabled }, () => {
  const env = siteAndBrowser({ prepare: (database) => createOperators(database, [finance]) });

  it('tops up with 微信支付 in the sandbox; 财务报表 of today adds up to its entries; 对账 of today is clean', () =>
    withPage(env.browser, 'finance-reports', async (page, context) => {
      const token = await registerViaApi(env.site, uniqueMobile(), 'finance123');
      await logInWithToken(context, env.site, token);
      await page.goto(`${env.site.url}/user-center/wallet`);
      const card = page.getByTestId('top-up-card');
      await card.getByRole('radio', { name: '微信支付' }).check();
      await card.getByLabel('充值金额').fill('88');
      await card.getByRole('button', { name: '立即充值' }).click();
      const dialog = page.getByRole('dialog', { name: '请扫码' });
      await dialog.getByText('扫码充值 88 元，无须备注，自动到账').waitFor();
      const [cashier] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: '在本机模拟支付' }).click()]);
      await cashier.waitForLoadState();
      await cashier.getByText('沙箱收银台 · 微信支付').waitFor();
      await shot(cashier, 'wechatpay-cashier');
      await cashier.getByRole('button', { name: '确认支付' }).click();
      await cashier.getByText('支付成功').first().waitFor();
      await page.bringToFront();
      await page.getByText('充值成功，88.00 元已到账').waitFor({ timeout: 15_000 });
      await payInCashier(context, env.site, token, 66);

      await signIn(page, env.site.url, finance);
      await enrolTotp(page);
      await changeInitialPassword(page, finance.password, 'Finance-new-2026');
      await page.getByRole('navigation').getByText('财务报表').first().click();
      await page.waitForURL(/\/admin\/finance/);
      const total = page.getByRole('button', { name: /^充值合计 .*查看明细$/ });
      await total.waitFor();
      await settled(page);
      const label = (await total.getAttribute('aria-label')) ?? '';
      assert.equal(yuanOf(label.replace('查看明细', '')), 154, label);
      await page.getByText('微信支付').first().waitFor();
      await shot(page, 'finance-daily');

      await total.click();
      const drawer = page.getByRole('dialog').filter({ hasText: '充值合计明细' });
      const rows = drawer.locator('tbody tr.ant-table-row');
      await rows.nth(1).waitFor();
      const amounts = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[4]?.textContent ?? ''));
      assert.equal(amounts.length, 2);
      assert.equal(amounts.map(yuanOf).reduce((sum, n) => sum + n, 0), 154, amounts.join(' '));
      await shot(page, 'finance-entries');
      await page.keyboard.press('Escape');

      const today = chinaText(new Date()).slice(0, 10);
      await page.goto(`${env.site.url}/admin/reconciliation?date=${today}`);
      await page.getByRole('button', { name: '重新对账' }).click();
      await page.getByText('对账完成').first().waitFor();
      await page.getByText('一致', { exact: true }).first().waitFor();
      await page.getByText('当日账单与本站充值一致，没有差异').waitFor();
      await shot(page, 'finance-reconciliation');
      // 概览: the newest day compared, for a money role
      await page.getByRole('navigation').getByText('概览').first().click();
      await page.getByText(`最近对账 ${today}`).first().waitFor();
      await shot(page, 'finance-overview');
    }));
});
