// The operator console (issue 20): operators made by the CLI on the server machine, before the site
// starts (the embedded database is one process's); an admin signs in with a TOTP enrolment and changes
// the one-time password; the audit log shows it; a support operator sees only its own sections; a
// sub-station does not mount the console.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { describe, it } from 'node:test';
import { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { chromiumAvailable, ROOT, shot, siteAndBrowser, uniqueMobile, withPage } from '../src/harness';

const enabled = chromiumAvailable();

const admin = { mobile: uniqueMobile(), name: '测试管理员', role: 'admin', password: '' };
const support = { mobile: uniqueMobile(), name: '测试客服', role: 'support', password: '' };

/** `npm run operator -- …` against the site's database; the one-time password is alone on the last line. */
function operatorCli(env: Record<string, string>, args: string[]): { status: number | null; lastLine: string; output: string } {
  const result = spawnSync('npm', ['run', '--silent', 'operator', '--', ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 });
  const output = `${result.stdout}\n${result.stderr}`;
  return { status: result.status, lastLine: result.stdout.trim().split('\n').at(-1) ?? '', output };
}

function createOperators(env: Record<string, string>) {
  for (const operator of [admin, support]) {
    // a retried start (its port was taken) finds the operator on PostgreSQL already: a new password then
    let made = operatorCli(env, ['create', '--mobile', operator.mobile, '--name', operator.name, '--role', operator.role]);
    if (made.status !== 0) made = operatorCli(env, ['reset-password', '--mobile', operator.mobile]);
    assert.equal(made.status, 0, made.output);
    operator.password = made.lastLine;
    assert.match(operator.password, /^\S{8,}$/, made.output);
  }
}

/** A GET with another Host header (Node does not resolve *.localhost as the browser does). */
function asHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

async function signIn(page: Page, url: string, operator: { mobile: string; password: string }) {
  await page.goto(`${url}/admin`);
  await page.waitForURL(/\/admin\/login/);
  const form = page.getByRole('form', { name: '运营后台登录' });
  await form.getByLabel('手机号').fill(operator.mobile);
  await form.getByLabel('密码').fill(operator.password);
  await form.getByRole('button', { name: '登录' }).click();
}

async function changeInitialPassword(page: Page, from: string, to: string) {
  const form = page.getByRole('form', { name: '修改初始密码' });
  await form.waitFor();
  await form.getByLabel('初始密码').fill(from);
  await form.getByLabel('新密码', { exact: true }).fill(to);
  await form.getByLabel('确认新密码').fill(to);
  await form.getByRole('button', { name: '确认修改' }).click();
}

describe('operator console', { skip: !enabled }, () => {
  const env = siteAndBrowser({ prepare: (database) => createOperators(database) });

  it('an admin made by the CLI enrols TOTP, replaces the one-time password, and the audit log shows it', () =>
    withPage(env.browser, 'admin-console', async (page) => {
      await signIn(page, env.site.url, admin);
      // admin is a TOTP role: the first sign-in shows the QR code and the secret
      const totpForm = page.getByRole('form', { name: '动态验证码登录' });
      await totpForm.getByRole('img', { name: '身份验证器绑定二维码' }).waitFor();
      const secret = (await page.getByTestId('totp-secret').innerText()).trim();
      await shot(page, 'admin-totp-enrol');
      const code = new TOTP({ secret, digits: 6, period: 30 }).generate();
      await totpForm.getByLabel('动态验证码').fill(code);
      await totpForm.getByRole('button', { name: '验证并登录' }).click();

      await changeInitialPassword(page, admin.password, 'Admin-new-2026');
      await page.getByRole('navigation').getByText('审计日志').first().waitFor();
      assert.equal(await page.getByTestId('operator-name').innerText(), '测试管理员');
      await shot(page, 'admin-overview');

      await page.getByRole('navigation').getByText('审计日志').first().click();
      await page.waitForURL(/\/admin\/audit/);
      const table = page.getByRole('table').filter({ hasText: '操作人' });
      await table.getByText('password.change').first().waitFor();
      const text = await table.innerText();
      // the CLI's creation, the sign-in and the password change, each attributed
      for (const action of ['operator.create', 'login', 'password.change']) assert.ok(text.includes(action), `${action} in the audit log:\n${text}`);
      assert.ok(!text.includes(admin.mobile), 'mobiles are masked in the audit log');
      await shot(page, 'admin-audit');
      // the console never touched the shop: no shop session was made
      assert.equal((await page.context().cookies()).find((c) => c.name === 'user-token'), undefined);

      // 商品: a new price for the first goods listed, and the storefront's detail page shows it at once
      await page.getByRole('navigation').getByText('商品与快递').first().click();
      await page.waitForURL(/\/admin\/goods/);
      const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: '编辑' }) }).first();
      const goodsId = (await row.getByRole('cell').nth(1).innerText()).trim();
      assert.match(goodsId, /^\d+$/);
      await row.getByRole('button', { name: '编辑' }).click();
      const drawer = page.getByRole('dialog').filter({ hasText: `编辑商品 #${goodsId}` });
      await drawer.getByLabel('价格（元）').fill('8.88');
      await shot(page, 'admin-goods-edit');
      await drawer.getByRole('button', { name: '保存' }).click();
      await page.getByText('商品已保存').waitFor();
      await shot(page, 'admin-goods');
      const detail = (await (await fetch(`${env.site.url}/api/gift/goods/detail?goods_id=${goodsId}`)).json()) as { data: { price: number | string } };
      assert.equal(Number(detail.data.price), 8.88);
      const shop = await page.context().newPage();
      await shop.goto(`${env.site.url}/product-detail/${goodsId}`);
      await shop.getByText('8.88').first().waitFor();
      await shop.close();
    }));

  it('a support operator signs in without TOTP and sees only its own sections', () =>
    withPage(env.browser, 'admin-support', async (page) => {
      await signIn(page, env.site.url, support);
      await changeInitialPassword(page, support.password, 'Support-new-2026');
      const menu = page.getByRole('navigation');
      await menu.getByText('概览').first().waitFor();
      const items = await menu.innerText();
      for (const hidden of ['审计日志', '资金调整', '操作员']) assert.ok(!items.includes(hidden), `support must not see ${hidden}:\n${items}`);
      // the audit page by its address: refused
      await page.goto(`${env.site.url}/admin/audit`);
      await page.getByText('无权查看审计日志').waitFor();
      await shot(page, 'admin-support-forbidden');
    }));

  it('a sub-station does not mount the console', async () => {
    const onBranch = (path: string) => asHost(`${env.site.url}${path}`, 'branch.localhost');
    assert.equal((await onBranch('/admin/login')).status, 404);
    const config = JSON.parse((await onBranch('/api/site/config')).body) as { data: { remotes: Record<string, string> } };
    assert.equal(config.data.remotes.admin, undefined);
    assert.equal((await asHost(`${env.site.url}/admin/login`, 'localhost')).status, 200);
  });
});
