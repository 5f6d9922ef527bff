// Wallet and top-up end to end, as a user clicks: 用户中心 → 我的钱包 → 500 元 → 立即充值 → 请扫码 with a QR
// code → 在本机模拟支付 opens the sandbox cashier in a new tab → 确认支付 → back in the first tab the dialog
// closes with the server's message, the balance is 510.00 (500 + the 10 元 bonus) and the ledger shows both
// entries; the group became VIP1 黄金会员, which 升级VIP shows as current, and its 立即升级 opens the recharge
// dialog preset to 2000.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import * as XLSX from 'xlsx';
import { chromiumAvailable, logInWithToken, openDialog, registerViaApi, settled, shot, siteAndBrowser, uniqueMobile, userMenuItem, withPage } from '../src/harness';

const enabled = chromiumAvailable();

describe('wallet and top-up', { skip: !enabled }, () => {
  const env = siteAndBrowser();

  it('tops up 500 through the sandbox cashier: balance, ledger, group, dropdown, upgrade page and a preset recharge dialog', () =>
    withPage(env.browser, 'wallet-top-up', async (page, context) => {
      await logInWithToken(context, env.site, await registerViaApi(env.site, uniqueMobile(), 'wallet123'));
      await page.goto(`${env.site.url}/`);
      await (await userMenuItem(page, '用户中心')).click();
      await page.getByTestId('user-home').waitFor();
      await page.getByRole('menu').getByRole('menuitem', { name: '我的钱包' }).click();
      await page.waitForURL('**/user-center/wallet');

      const summary = page.getByTestId('wallet-summary');
      const card = page.getByTestId('top-up-card');
      const ledger = page.getByRole('region', { name: '资金明细' });
      await summary.getByText('账户余额（元）').waitFor();
      await ledger.getByText('暂无资金记录').waitFor();
      assert.match(await summary.locator('.ant-statistic').first().innerText(), /¥\s*0\.00/);
      await shot(page, 'wallet-page');

      // the quick amount 500 upgrades to VIP1 with a 10 元 bonus (its tooltip)
      const fiveHundred = card.getByRole('group', { name: '快捷金额' }).getByRole('button', { name: /^500元/ });
      await fiveHundred.hover();
      await page.getByRole('tooltip').filter({ hasText: '充值500元升级为VIP1 黄金会员，另赠10元' }).waitFor();
      await shot(page, 'wallet-card-tooltip');
      await fiveHundred.click();
      assert.equal(await card.getByLabel('充值金额').inputValue(), '500');
      await card.getByRole('button', { name: '立即充值' }).click();

      // 请扫码: a QR code (svg), the amount text and, with the sandbox, 在本机模拟支付
      const dialog = page.getByRole('dialog', { name: '请扫码' });
      const qr = dialog.getByRole('img', { name: '充值二维码' });
      await qr.waitFor();
      await dialog.getByText('扫码充值 500 元，无须备注，自动到账').waitFor();
      await settled(page);
      assert.equal(await qr.evaluate((el) => el.tagName.toLowerCase()), 'svg');
      assert.deepEqual(await qr.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height]), [250, 250]);
      await shot(page, 'wallet-qr-dialog');

      // the cashier in a new tab, paid there
      const [cashier] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: '在本机模拟支付' }).click()]);
      await cashier.waitForLoadState();
      await cashier.getByRole('button', { name: '确认支付' }).waitFor();
      await shot(cashier, 'wallet-cashier');
      await cashier.getByRole('button', { name: '确认支付' }).click();
      await cashier.getByText('支付成功').first().waitFor();
      await shot(cashier, 'wallet-cashier-paid');

      // back in the first tab: the poll saw it
      await page.bringToFront();
      await page.getByText('充值成功，500.00 元已到账，另赠 10.00 元').waitFor({ timeout: 15_000 });
      await dialog.waitFor({ state: 'hidden' });
      await summary.locator('.ant-statistic').first().getByText('510.00').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'wallet-paid');

      await ledger.locator('tbody tr.ant-table-row').nth(1).waitFor();
      const rows = await ledger.locator('tbody tr.ant-table-row').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim())));
      assert.equal(rows.length, 2);
      assert.deepEqual(rows.map((r) => [r[1], r[2], r[3]]), [
        ['充值赠送', '+10.00', '510.00'],
        ['充值', '+500.00', '500.00'],
      ]);
      const plus = ledger.getByText('+500.00');
      assert.equal(await plus.evaluate((el) => getComputedStyle(el).color), 'rgb(82, 196, 26)', 'money in is green');
      await ledger.scrollIntoViewIfNeeded();
      await shot(page, 'wallet-ledger');

      // the ledger's type filter is held in the URL
      await ledger.getByRole('combobox', { name: '类型' }).click();
      await page.locator('.ant-select-item-option').getByText('充值赠送', { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('type') === 'bonus');
      await ledger.getByText('共 1 条').waitFor();
      await page.reload();
      await ledger.getByText('共 1 条').waitFor();
      assert.equal(await ledger.locator('tbody tr.ant-table-row').count(), 1);

      // 导出 writes every filtered row to .xlsx
      await ledger.getByRole('button', { name: '重置' }).click();
      await ledger.getByText('共 2 条').waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), ledger.getByRole('button', { name: /导出/ }).click()]);
      assert.match(download.suggestedFilename(), /^资金明细-\d{8}-\d{4}\.xlsx$/);
      const book = XLSX.read(readFileSync((await download.path())!), { type: 'buffer' });
      const lines = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false });
      assert.deepEqual(lines.map((l) => l[2]), ['金额（元）', '+10.00', '+500.00']);

      // the group moved up: the top bar and the user dropdown's balance
      await page.getByTestId('user-menu').getByText('VIP1 黄金会员').waitFor();
      await page.getByTestId('user-menu').hover();
      await page.getByTestId('menu-balance').getByText('余额 ¥510.00').waitFor();
      await settled(page);
      await shot(page, 'user-dropdown-balance');
      await page.mouse.move(10, 600);

      // 升级VIP: VIP1 is current; 立即升级 on VIP2 opens the recharge dialog preset to 2000
      await page.getByRole('menu').getByRole('menuitem', { name: '升级VIP' }).click();
      const gold = page.getByRole('article', { name: 'VIP1 黄金会员' });
      await gold.getByText('当前等级').waitFor();
      assert.equal(await gold.getAttribute('aria-current'), 'true');
      assert.equal(await gold.getByRole('button').count(), 0);
      assert.equal(await page.getByRole('article', { name: '普通会员' }).getByRole('button').count(), 0);
      await page.getByRole('article', { name: 'VIP2 铂金会员' }).getByText('9.5折').waitFor();
      await shot(page, 'upgrade-vip');

      await page.getByRole('article', { name: 'VIP2 铂金会员' }).getByRole('button', { name: '立即升级' }).click();
      const recharge = await openDialog(page);
      await recharge.getByRole('button', { name: '确认充值' }).waitFor();
      assert.equal(await recharge.getByLabel('充值金额').inputValue(), '2000');
      assert.equal(await recharge.getByRole('button', { name: /^2000元/ }).getAttribute('aria-pressed'), 'true');
      await shot(page, 'recharge-dialog-2000');
    }));
});
