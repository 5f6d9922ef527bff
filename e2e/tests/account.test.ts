// Account end to end, as a user clicks: register with the SMS code → log out → password login →
// change password → three wrong passwords bring the captcha; a guarded route returns after login.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { chromiumAvailable, latestSmsCode, logOut, openDialog, userMenuItem, registerViaApi, shot, siteAndBrowser, uniqueMobile, withPage } from '../src/harness';

const enabled = chromiumAvailable();

function dialog(page: Page) {
  return page.getByRole('dialog');
}

async function passwordLogin(page: Page, mobile: string, password: string) {
  const d = await openDialog(page);
  await d.getByLabel('手机号').fill(mobile);
  await d.getByLabel('密码', { exact: true }).fill(password);
  await d.getByRole('button', { name: '登录', exact: true }).click();
}

describe('account', { skip: !enabled }, () => {
  const env = siteAndBrowser();

  it('registers, logs out, logs in, changes password, and asks for a captcha after 3 wrong passwords', () =>
    withPage(env.browser, 'account-flow', async (page, context) => {
    const mobile = uniqueMobile();
    await page.goto(`${env.site.url}/`);
    await page.getByTestId('user-panel').waitFor();

    // register with the code from the sandbox outbox
    await page.getByRole('banner').getByRole('button', { name: '注册' }).click();
    const d = dialog(page);
    await d.getByRole('tab', { name: '注册', selected: true }).waitFor();
    await shot(page, 'login-dialog-register');
    await d.getByLabel('手机号').fill(mobile);
    await d.getByRole('button', { name: '获取验证码' }).click();
    await d.getByRole('button', { name: /秒后重发/ }).waitFor();
    await d.getByLabel('短信验证码').fill(await latestSmsCode(env.site, mobile));
    await d.getByLabel('密码', { exact: true }).fill('first123');
    await d.getByLabel('确认密码').fill('first123');
    await d.getByRole('button', { name: '注册', exact: true }).last().click();
    await page.getByText('注册成功').waitFor();

    // the dialog switched to login with mobile and password filled
    await d.getByRole('tab', { name: '登录', selected: true }).waitFor();
    assert.equal(await d.getByLabel('手机号').inputValue(), mobile);
    assert.equal(await d.getByLabel('密码', { exact: true }).inputValue(), 'first123');
    await shot(page, 'login-dialog-login');
    await d.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByTestId('user-menu').waitFor();
    assert.match(await page.getByTestId('user-panel').innerText(), /你好，139\*\*\*\*/);

    // log out (reloads)
    await page.getByTestId('user-menu').hover();
    await shot(page, 'user-dropdown');
    await logOut(page);
    assert.equal((await context.cookies()).find((c) => c.name === 'user-token'), undefined);

    // password login with 保存密码 ticked: the password goes to the browser's password store, never to
    // storage a script can read; the mobile is remembered
    await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
    await openDialog(page);
    await d.getByLabel('保存密码').check();
    await passwordLogin(page, mobile, 'first123');
    await page.getByTestId('user-menu').waitFor();
    const stored = await page.evaluate(() => ({
      local: Object.entries(localStorage),
      session: Object.entries(sessionStorage),
      cookies: document.cookie,
    }));
    for (const where of [stored.local, stored.session]) for (const [key, value] of where) assert.ok(!value.includes('first123'), `password in web storage under ${key}`);
    assert.ok(!stored.cookies.includes('first123'));
    for (const cookie of await context.cookies()) assert.ok(!cookie.value.includes('first123'), `password in cookie ${cookie.name}`);
    assert.ok(stored.local.some(([, value]) => value.includes(mobile)), 'the mobile is remembered');

    // change password: the session ends and the login view comes back
    await (await userMenuItem(page, '修改密码')).click();
    await openDialog(page);
    await d.getByLabel('原密码').fill('first123');
    await d.getByLabel('新密码', { exact: true }).fill('second456');
    await d.getByLabel('确认新密码').fill('second456');
    await shot(page, 'login-dialog-change-password');
    await d.getByRole('button', { name: '确定' }).click();
    await page.getByText('密码修改成功，请重新登录').waitFor();
    await d.getByRole('tab', { name: '登录', selected: true }).waitFor();

    // the old password no longer works; three failures bring the image captcha
    for (let i = 0; i < 3; i += 1) {
      await passwordLogin(page, mobile, 'first123');
      await page.getByText('手机号或密码错误').first().waitFor();
    }
    await passwordLogin(page, mobile, 'second456');
    await d.getByRole('img', { name: /图形验证码/ }).or(d.locator('img[src^="data:image"]')).first().waitFor();
    assert.ok(await d.getByLabel('图形验证码', { exact: true }).isVisible());
    await shot(page, 'login-dialog-captcha');
  }));

  it('opens login on a guarded route and lands there after login', () =>
    withPage(env.browser, 'guarded-route', async (page) => {
    const mobile = uniqueMobile();
    await registerViaApi(env.site, mobile, 'guard123');

    await page.goto(`${env.site.url}/user-center/wallet`);
    await dialog(page).waitFor();
    await page.getByText('请先登录').waitFor();
    await passwordLogin(page, mobile, 'guard123');
    await page.waitForURL(/\/user-center\/wallet$/);
    await page.getByRole('menuitem', { name: '我的钱包' }).waitFor();
    await page.waitForFunction(() => document.title === '礼品代发商城 - 我的钱包');

    // the purchase remote renders inside the user-centre remote's layout, with the same user
    await page.getByRole('menuitem', { name: '立即发货' }).click();
    await page.getByTestId('delivery-page').waitFor();
    assert.match(await page.getByTestId('delivery-page').innerText(), /139\*\*\*\*/);
    await shot(page, 'user-center-delivery');

    // favourites are guarded too; closing the dialog while logged out goes home
    await logOut(page);
    await page.goto(`${env.site.url}/collect`);
    await (await openDialog(page)).getByRole('button', { name: '关闭' }).click();
    await page.waitForURL(`${env.site.url}/`);
  }));
});
