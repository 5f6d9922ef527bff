// Real-name verification as a merchant does it (issue 9): from the user centre to 实名认证, a number the
// form refuses (nothing sent), a name the identity check refuses (its reason shown, the text kept), then a
// verification that passes — 已实名 with the masked number, and the session's is_attestation on the server.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IdentityMessages } from 'shared-contracts/rules';
import { chromiumAvailable, logInWithToken, registerViaApi, shot, siteAndBrowser, uniqueMobile, userMenuItem, withPage } from '../src/harness';

const enabled = chromiumAvailable();
const VALID_ID = '110101199003076632';
const REFUSED = '姓名与身份证号码不一致';

describe('real-name verification', { skip: !enabled }, () => {
  const env = siteAndBrowser();

  it('user centre → 实名认证: a wrong number, a refused name, then 已实名', () =>
    withPage(env.browser, 'authentication', async (page, context) => {
      const token = await registerViaApi(env.site, uniqueMobile(), 'auth12345');
      await logInWithToken(context, env.site, token);
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/api/user/authentication')) posts.push(r.url());
      });

      await page.goto(`${env.site.url}/`);
      await (await userMenuItem(page, '用户中心')).click();
      await page.waitForURL(/\/user-center\/user-home$/);
      const status = page.getByTestId('real-name-status');
      await status.getByText('未实名').waitFor();
      await shot(page, 'authentication-workbench-unverified');
      await page.locator('main').getByRole('menu').getByRole('menuitem', { name: '实名认证' }).click();
      await page.waitForURL(/\/user-center\/authentication$/);
      const form = page.getByRole('form', { name: '实名认证' });
      await form.waitFor();
      await page.getByRole('region', { name: '为什么需要实名认证' }).getByText(/寄递实名制/).waitFor();
      await shot(page, 'authentication-form');

      // a wrong check character: the form says so in the server's words and sends nothing
      await form.getByLabel('真实姓名').fill('张三');
      await form.getByLabel('身份证号码').fill('110101199003076631');
      await form.getByRole('button', { name: '提交认证' }).click();
      await form.getByText(IdentityMessages.idInvalid).waitFor();
      await shot(page, 'authentication-invalid-number');
      assert.deepEqual(posts, [], 'nothing sent for a number the form refuses');

      // a name the sandbox identity check refuses: its reason, what was typed stays, the status says why
      await form.getByLabel('真实姓名').fill('未通过');
      await form.getByLabel('身份证号码').fill(VALID_ID);
      const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/user/authentication'));
      await form.getByRole('button', { name: '提交认证' }).click();
      const refusal = (await (await refused).json()) as { code: number; msg: string };
      assert.equal(refusal.code, 1);
      assert.equal(refusal.msg, REFUSED);
      await page.locator('.ant-message').getByText(REFUSED).waitFor();
      await page.getByTestId('authentication-failed').getByText(`原因：${REFUSED}`, { exact: false }).waitFor();
      assert.equal(await form.getByLabel('真实姓名').inputValue(), '未通过');
      assert.equal(await form.getByLabel('身份证号码').inputValue(), VALID_ID);
      await shot(page, 'authentication-refused');

      // 张三 with a valid adult's number: 实名认证成功, 已实名 with the masked number, no form
      await form.getByLabel('真实姓名').fill('张三');
      await form.getByRole('button', { name: '提交认证' }).click();
      await page.locator('.ant-message').getByText('实名认证成功').waitFor();
      const passed = page.getByTestId('authentication-passed');
      await passed.getByText('已实名').waitFor();
      const shown = await passed.innerText();
      assert.match(shown, /110101\*+32/, 'the masked number');
      assert.ok(!shown.includes(VALID_ID), 'never the full number');
      assert.ok(!(await page.content()).includes(VALID_ID), 'the full number is nowhere on the page');
      assert.equal(await form.count(), 0, 'no form once verified');
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
      assert.ok(!stored.includes('110101199003'), 'the number is not stored in the browser');
      await shot(page, 'authentication-passed');

      const info = (await (await fetch(`${env.site.url}/api/user/info`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { is_attestation?: boolean } };
      assert.equal(info.data.is_attestation, true, 'GET /api/user/info says is_attestation: true');

      // the workbench says so too
      await page.locator('main').getByRole('menu').getByRole('menuitem', { name: '工作台' }).click();
      await status.getByText('已实名').waitFor();
      await shot(page, 'authentication-workbench-verified');

      // a direct load (the reminder opens the page in a new tab) shows the same status
      await page.goto(`${env.site.url}/user-center/authentication`);
      await passed.getByText(/^110101\*+32$/).waitFor();
    }));
});
