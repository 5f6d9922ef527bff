// What the ordering browser tests share: API calls as the merchant, a top-up paid in the sandbox cashier
// page, a verified and topped-up merchant logged in, the purchase dialog opened with a platform, 确认支付.
import type { BrowserContext, Page } from 'playwright-core';
import { logInWithToken, openDialog, registerViaApi, settled, uniqueMobile, type Site } from './harness';

/** A valid adult's identity number the sandbox real-name check passes. */
export const VALID_ID_NUMBER = '110101199003076632';

/** One API call as the merchant; throws with the server's msg unless code 0. */
export async function api<T>(site: Site, token: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${site.url}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 0) throw new Error(`${method} ${url}: ${json.msg}`);
  return json.data;
}

/** Passes the sandbox real-name check. */
export async function verify(site: Site, token: string): Promise<void> {
  await api(site, token, 'POST', '/api/user/authentication', { real_name: '张小三', id_number: VALID_ID_NUMBER });
}

/** Pays a top-up in the sandbox cashier page, as a person does (确认支付 on /pay/sandbox/<trade_no>). */
export async function payInCashier(context: BrowserContext, site: Site, token: string, amount: number): Promise<void> {
  const order = await api<{ trade_no: string; data: string }>(site, token, 'POST', '/api/user/recharge/qrcode', { channel: 1, amount });
  const cashier = await context.newPage();
  await cashier.goto(order.data);
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await cashier.getByText('支付成功').first().waitFor();
  await cashier.close();
}

/** A merchant account (of `mobile`, or a new number) logged in in this context: real-name verified unless told not, topped up by `topUp` yuan. */
export async function merchant(context: BrowserContext, site: Site, options: { verified?: boolean; topUp?: number; mobile?: string } = {}): Promise<string> {
  const token = await registerViaApi(site, options.mobile ?? uniqueMobile(), 'merchant123');
  if (options.verified !== false) await verify(site, token);
  await logInWithToken(context, site, token);
  if (options.topUp) await payInCashier(context, site, token, options.topUp);
  return token;
}

/** 商品购买 of the goods from its detail page's 立即购买, with `platform` chosen; returns the dialog. */
export async function openPurchase(page: Page, site: Site, goodsId: number, platform: string) {
  await page.goto(`${site.url}/product-detail/${goodsId}`);
  await page.getByRole('button', { name: '立即购买' }).first().click();
  await openDialog(page);
  const dialog = page.getByTestId('purchase-dialog');
  await dialog.waitFor();
  await dialog.getByRole('radiogroup', { name: '数据来源平台' }).getByText(platform, { exact: true }).click();
  return dialog;
}

/** 确认支付 ¥… in the pay confirmation, once its opening animation is over (a click during it can be lost). */
export async function confirmPay(page: Page): Promise<void> {
  const button = page.getByRole('dialog', { name: '确认支付' }).getByRole('button', { name: /^确认支付 ¥\d+\.\d{2}$/ });
  await button.waitFor();
  await settled(page);
  await button.click();
}
