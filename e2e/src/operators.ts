// Operators in the browser tests: made by the CLI on the server machine before the site starts (the embedded
// database is one process's), signed in at /admin/login, their one-time password changed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { ROOT, SHORT_LIVED_NODE } from './harness';

export interface TestOperator {
  mobile: string;
  name: string;
  role: 'admin' | 'ops' | 'finance' | 'support';
  /** the CLI's one-time password, once made */
  password: string;
}

/**
 * `npm run operator -- …` against the site's database; the one-time password is alone on the last line. Run as
 * node runs the script's file, without npm and npx in front (a second of CPU each, before every site start).
 */
export function operatorCli(env: Record<string, string>, args: string[]): { status: number | null; lastLine: string; output: string } {
  const script = path.join(ROOT, 'server/scripts/operator.ts');
  const result = spawnSync(process.execPath, [...SHORT_LIVED_NODE, '--import', 'tsx', script, ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 });
  const output = `${result.stdout}\n${result.stderr}`;
  return { status: result.status, lastLine: result.stdout.trim().split('\n').at(-1) ?? '', output };
}

/** Makes each operator (a new one-time password when a retried start finds it made already). */
export function createOperators(env: Record<string, string>, operators: TestOperator[]): void {
  for (const operator of operators) {
    // a retried start (its port was taken) finds the operator on PostgreSQL already: a new password then
    let made = operatorCli(env, ['create', '--mobile', operator.mobile, '--name', operator.name, '--role', operator.role]);
    if (made.status !== 0) made = operatorCli(env, ['reset-password', '--mobile', operator.mobile]);
    assert.equal(made.status, 0, made.output);
    operator.password = made.lastLine;
    assert.match(operator.password, /^\S{8,}$/, made.output);
  }
}

export async function signIn(page: Page, url: string, operator: { mobile: string; password: string }): Promise<void> {
  await page.goto(`${url}/admin`);
  await page.waitForURL(/\/admin\/login/);
  const form = page.getByRole('form', { name: '运营后台登录' });
  await form.getByLabel('手机号').fill(operator.mobile);
  await form.getByLabel('密码').fill(operator.password);
  await form.getByRole('button', { name: '登录' }).click();
}

/** The 修改初始密码 form: for a TOTP role not yet enrolled (issue 35) it also shows the QR code, the secret and 动态验证码. */
const passwordForm = (page: Page) => page.getByRole('form', { name: '修改初始密码' });

/**
 * Changes the one-time password on 修改初始密码 and 确认修改. A TOTP role not yet enrolled (admin, ops, finance,
 * support, site_owner: issue 35) binds its authenticator in the same step: unless enrolTotp filled the code
 * already, the code of the secret beside the QR code is entered here. Returns that secret, or null.
 */
export async function changeInitialPassword(page: Page, from: string, to: string): Promise<string | null> {
  const form = passwordForm(page);
  await form.waitFor();
  await form.getByLabel('初始密码').fill(from);
  await form.getByLabel('新密码', { exact: true }).fill(to);
  await form.getByLabel('确认新密码').fill(to);
  let secret: string | null = null;
  if (await page.getByTestId('totp-secret').isVisible()) {
    secret = (await page.getByTestId('totp-secret').innerText()).trim();
    const code = form.getByLabel('动态验证码');
    if (!(await code.inputValue())) await code.fill(new TOTP({ secret, digits: 6, period: 30 }).generate());
  }
  await form.getByRole('button', { name: '确认修改' }).click();
  return secret;
}

/**
 * A TOTP role's first sign-in (issue 35: with the one-time password, then 修改初始密码 binds the authenticator):
 * reads the secret beside the QR code on 修改初始密码 and fills 动态验证码 with the code it makes — changeInitialPassword
 * then sends it with the new password; `beforeCode` runs once the QR code shows (a screenshot). Returns the secret.
 */
export async function enrolTotp(page: Page, beforeCode?: () => Promise<void>): Promise<string> {
  const form = passwordForm(page);
  await form.getByRole('img', { name: '身份验证器绑定二维码' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  await beforeCode?.();
  await form.getByLabel('动态验证码').fill(new TOTP({ secret, digits: 6, period: 30 }).generate());
  return secret;
}
