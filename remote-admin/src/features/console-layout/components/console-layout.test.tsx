import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { AdminConsoleLayout } from '../../../pages/console';
import { AdminPasswordPage } from '../../../pages/password';
import { atConsole, consoleRoutes, operator, operatorCookie, serveConsole, signInOperator, signInShopUser, userCookie } from '../../../test-support/console';

const menu = () => screen.getByRole('navigation', { name: '运营后台菜单' });
const menuTexts = () => within(menu()).getAllByRole('menuitem').map((item) => item.textContent);

beforeEach(() => {
  resetBrowserState();
  atConsole('/admin');
});

describe('运营后台 layout', () => {
  it('support (客服): its name and role, 退出, and only the sections its role may use — no 审计日志, no money entries', async () => {
    signInOperator();
    const server = serveConsole('support');
    renderInApp(consoleRoutes(<AdminConsoleLayout />), { path: '/admin' });
    expect(await screen.findByTestId('operator-name')).toHaveTextContent('陈客服');
    expect(screen.getByText('客服')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /退\s*出/ })).toBeInTheDocument();
    const items = menuTexts();
    // 供应商 (issue 33): it reads them, but not 供应商结算 (money.read)
    expect(items).toEqual(['概览', '订单与包裹', '商品', '快递', '供货店铺', '商品分类', '供应商', '入驻申请', '供货价审核', '发货时效', '用户', '赔付记录', '工单']);
    // under their groups' headings
    expect(within(menu()).getByText('商品与快递')).toBeInTheDocument();
    expect(within(menu()).getByText('用户与会员')).toBeInTheDocument();
    expect(items.join()).not.toMatch(/审计日志|资金调整|财务报表|操作员/);
    // the operator token, never the user's, went to /api/admin
    expect(server.callsTo('GET /api/admin/me')[0]).toMatchObject({ operatorToken: 'op-tok', authorization: null });
    // no shop top bar or footer in the console
    expect(screen.queryByText('用户中心')).toBeNull();
  });

  it('a 分站 owner (分站站长) sees its own site\'s sections under their 分站 names, none of the platform\'s', async () => {
    signInOperator();
    serveConsole('site_owner');
    renderInApp(consoleRoutes(<AdminConsoleLayout />), { path: '/admin' });
    expect(await screen.findByText('分站站长')).toBeInTheDocument();
    expect(menuTexts()).toEqual(['概览', '商品定价', '订单与包裹', '公告', '轮播图', '首页布局', '帮助文章', '会员', '会员等级', '站点设置', '收益与提现', '工单']);
  });

  it('admin (管理员) sees every section, 审计日志 and 资金调整 included, and the menu goes to 审计日志', async () => {
    signInOperator();
    serveConsole('admin');
    const { location } = renderInApp(consoleRoutes(<AdminConsoleLayout />), { path: '/admin' });
    expect(await screen.findByText('管理员')).toBeInTheDocument();
    expect(menuTexts()).toEqual(expect.arrayContaining(['概览', '审计日志', '资金调整', '财务报表', '操作员', '站点与分站', '公告', '供应商', '供应商结算', '发货时效', '平台收益', '对账']));
    fireEvent.click(within(menu()).getByText('审计日志'));
    await waitFor(() => expect(location()).toBe('/admin/audit'));
  });

  it('support goes to 工单 from the menu; ops (no workorders.read) has no 工单 entry', async () => {
    signInOperator();
    serveConsole('support');
    const { location, unmount } = renderInApp(consoleRoutes(<AdminConsoleLayout />), { path: '/admin' });
    await screen.findByTestId('operator-name');
    fireEvent.click(within(menu()).getByText('工单'));
    await waitFor(() => expect(location()).toBe('/admin/work-orders'));
    unmount();

    serveConsole('ops');
    renderInApp(consoleRoutes(<AdminConsoleLayout />), { path: '/admin' });
    expect(await screen.findByTestId('operator-name')).toHaveTextContent('李运营');
    expect(menuTexts().join()).not.toMatch(/工单/);
  });

  it('finance (财务) sees the money entries and not 审计日志', async () => {
    signInOperator();
    serveConsole('finance');
    renderInApp(consoleRoutes(<AdminConsoleLayout />), { path: '/admin' });
    expect(await screen.findByTestId('operator-name')).toHaveTextContent('赵财务');
    expect(menuTexts().join()).toMatch(/资金调整/);
    expect(menuTexts().join()).not.toMatch(/审计日志/);
  });

  it('not signed in (GET /api/admin/me answers 401: the HttpOnly cookie is the server’s to know): to /admin/login with the page remembered', async () => {
    signInShopUser();
    const server = mockApi({});
    const { location } = renderInApp(consoleRoutes(<AdminConsoleLayout />), { path: '/admin/audit?page=2' });
    await waitFor(() => expect(location()).toBe(`/admin/login?redirect=${encodeURIComponent('/admin/audit?page=2')}`));
    expect(server.calls.map((call) => call.path)).toEqual(['/api/admin/me']);
  });

  it('a 401 from an admin call ends the operator session only and goes to /admin/login', async () => {
    signInOperator();
    signInShopUser('user-tok');
    mockApi({});
    // mockApi answers HTTP 200; a 401 is an HTTP status
    (global.fetch as jest.Mock).mockImplementation(async () => new Response(JSON.stringify(fail(401, '登录已过期')), { status: 401, headers: { 'Content-Type': 'application/json' } }));
    const { location, store } = renderInApp(consoleRoutes(<AdminConsoleLayout />), { path: '/admin/audit' });
    await waitFor(() => expect(location()).toBe(`/admin/login?redirect=${encodeURIComponent('/admin/audit')}`));
    expect(userCookie()).toBe('user-tok');
    // the shop's login dialog is not opened, the shop session not cleared
    expect(store.getState().ui.login.open).toBe(false);
  });

  it('退出 signs the operator out (POST /api/admin/logout) and leaves the shop user signed in', async () => {
    signInOperator();
    signInShopUser('user-tok');
    const server = serveConsole('ops', { 'POST /api/admin/logout': ok(null) });
    const { location } = renderInApp(consoleRoutes(<AdminConsoleLayout />), { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: /退\s*出/ }));
    await waitFor(() => expect(location()).toMatch(/^\/admin\/login/));
    expect(server.callsTo('POST /api/admin/logout')[0].operatorToken).toBe('op-tok');
    expect(operatorCookie()).toBeUndefined();
    expect(userCookie()).toBe('user-tok');
  });

  it('while the initial password must change, every console page goes to 修改初始密码, which then shows', async () => {
    signInOperator();
    mockApi({ 'GET /api/admin/me': ok(operator('admin', { must_change_password: true })), 'GET /api/admin/totp-setup': ok(null) });
    const { location, unmount } = renderInApp(consoleRoutes(<AdminConsoleLayout />), { path: '/admin/audit' });
    await waitFor(() => expect(location()).toBe('/admin/password'));
    unmount();
    renderInApp(consoleRoutes(<AdminConsoleLayout />, { password: <AdminPasswordPage /> }), { path: '/admin/password' });
    expect(await screen.findByText('首次登录，请先修改初始密码')).toBeInTheDocument();
  });

  it('修改初始密码 sends the old and new password, then 概览', async () => {
    signInOperator();
    const server = mockApi({
      'GET /api/admin/me': [ok(operator('ops', { must_change_password: true })), ok(operator('ops'))],
      'PUT /api/admin/password': ok(null),
      'GET /api/admin/totp-setup': ok(null),
    });
    const { location } = renderInApp(consoleRoutes(<p>概览页</p>, { password: <AdminPasswordPage /> }), { path: '/admin/password' });
    fireEvent.change(await screen.findByLabelText('初始密码'), { target: { value: 'Initial#2026' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'Better#2026x' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'Better#2026x' } });
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(server.callsTo('PUT /api/admin/password')[0].body).toEqual({ old_password: 'Initial#2026', password: 'Better#2026x' });
  });
});
