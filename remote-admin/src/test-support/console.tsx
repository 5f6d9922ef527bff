import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'shared-contracts/router';
import Cookies from 'js-cookie';
import type { OperatorInfo, OperatorRole } from 'shared-contracts/admin';
import { OPERATOR_TOKEN_COOKIE } from 'shared-contracts/admin';
import { TOKEN_COOKIE } from 'shared-contracts';
import { mockApi, ok, resetBrowserState } from 'shared-contracts/testing';

/**
 * The page's own address under /admin: the operator cookie has path /admin, so the page (jsdom's
 * document) must be there to read it, as in a browser. MemoryRouter's path is separate.
 */
export function atConsole(path = '/admin') {
  window.history.replaceState(null, '', path);
}

/** Signed in as an operator: the operator-token cookie on /admin. */
export function signInOperator(token = 'op-tok') {
  atConsole(window.location.pathname.startsWith('/admin') ? window.location.pathname : '/admin');
  Cookies.set(OPERATOR_TOKEN_COOKIE, token, { path: '/admin' });
}

/** A shop user signed in on the same browser (their cookie must stay as it is). */
export function signInShopUser(token = 'user-tok') {
  Cookies.set(TOKEN_COOKIE, token, { path: '/' });
}

export function operator(role: OperatorRole, extra: Partial<OperatorInfo> = {}): OperatorInfo {
  const names: Record<OperatorRole, string> = { admin: '王管理', ops: '李运营', finance: '赵财务', support: '陈客服', site_owner: '周站长', site_staff: '吴店员' };
  return { id: 3, name: names[role], mobile: '138****0000', role, must_change_password: false, ...extra };
}

/** A clean browser at `path` under /admin, signed in as an operator: where most console tests start. */
export function startAtConsole(path: string) {
  resetBrowserState();
  atConsole(path);
  signInOperator();
}

/** The console's calls for a page: the operator signed in as `role` (GET /api/admin/me) and the page's own. */
export function serveConsole(role: OperatorRole, routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/admin/me': ok(operator(role)), ...routes });
}

/** The table row showing `text` in the list labelled `region` (each list is a region named for it). */
export async function rowIn(region: string, text: string) {
  return (await within(await screen.findByRole('region', { name: region })).findByText(text)).closest('tr') as HTMLElement;
}

/** Presses the button so named in the open Popconfirm (antd renders its bubble as a tooltip). */
export function confirmInBubble(name: string | RegExp) {
  fireEvent.click(within(screen.getByRole('tooltip')).getByRole('button', { name }));
}

export const operatorCookie = () => Cookies.get(OPERATOR_TOKEN_COOKIE);
export const userCookie = () => Cookies.get(TOKEN_COOKIE);

/**
 * A console page among the console's routes, as the host mounts them: 登录 and 修改初始密码 are pages of
 * their own (stubs unless given), so a guard's redirect lands somewhere else than the page itself.
 */
export function consoleRoutes(page: ReactElement, { login = <p>登录页</p>, password = <p>修改初始密码页</p> }: { login?: ReactElement; password?: ReactElement } = {}) {
  return (
    <Routes>
      <Route path="/admin/login" element={login} />
      <Route path="/admin/password" element={password} />
      <Route path="*" element={page} />
    </Routes>
  );
}
