import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UserType } from 'shared-contracts';
import { fail, mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { SupplierCenterLayout } from '../../../pages/center';
import { SupplierPasswordPage } from '../../../pages/password';
import { atCenter, centerRoutes, me, memberCookie, signInMember, signInSupplier, supplierCookie } from '../../../test-support/supplier';

const menu = () => screen.getByRole('navigation', { name: '供应商中心菜单' });

beforeEach(() => {
  resetBrowserState();
  atCenter('/supplier-center');
});

describe('供应商中心 frame', () => {
  it('shows the shop, the supplier and its role, 修改密码, 退出 and the four sections; me is asked with the supplier token only', async () => {
    signInSupplier();
    signInMember();
    const server = mockApi({ 'GET /api/supplier/me': ok(me('owner')) });
    renderInApp(centerRoutes(<SupplierCenterLayout />), { path: '/supplier-center' });
    expect(await screen.findByTestId('supplier-shop')).toHaveTextContent('义乌礼品仓');
    expect(screen.getByTestId('supplier-name')).toHaveTextContent('王供货');
    expect(screen.getByText('负责人')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /修改密码/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /退\s*出/ })).toBeInTheDocument();
    expect(within(menu()).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['工作台', '商品', '待发货', '结算']);
    // the supplier's bearer, never the member's, went to /api/supplier
    expect(server.callsTo('GET /api/supplier/me')[0].authorization).toBe('Bearer sup-tok');
    // no shop top bar in the supplier centre
    expect(screen.queryByText('用户中心')).toBeNull();
  });

  it('the menu goes to each section, and 修改密码 to its page', async () => {
    signInSupplier();
    mockApi({ 'GET /api/supplier/me': ok(me('staff')) });
    const { location } = renderInApp(centerRoutes(<SupplierCenterLayout />), { path: '/supplier-center' });
    expect(await screen.findByText('员工')).toBeInTheDocument();
    fireEvent.click(within(menu()).getByText('待发货'));
    await waitFor(() => expect(location()).toBe('/supplier-center/parcels'));
    fireEvent.click(within(menu()).getByText('结算'));
    await waitFor(() => expect(location()).toBe('/supplier-center/settlement'));
    fireEvent.click(screen.getByRole('button', { name: /修改密码/ }));
    await waitFor(() => expect(location()).toBe('/supplier-center/password'));
  });

  it('without a supplier token: home, with the login dialog open and 供应商 chosen, this page remembered', async () => {
    const server = mockApi({});
    const { location, store } = renderInApp(centerRoutes(<SupplierCenterLayout />), { path: '/supplier-center/parcels?courier_id=3' });
    await waitFor(() => expect(location()).toBe('/'));
    expect(store.getState().ui.login).toMatchObject({ open: true, userType: UserType.SUPPLIER, redirect: '/supplier-center/parcels?courier_id=3' });
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('a 401 on a supplier call: the supplier cookie is dropped, home with the dialog (供应商), the member stays signed in', async () => {
    signInSupplier();
    signInMember();
    mockApi({ 'GET /api/supplier/me': () => fail(401, '请先登录') });
    // fail() answers HTTP 200 with code 401: make it a real 401
    const real = global.fetch;
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await real(input, init);
      return new Response(await response.text(), { status: 401, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
    const { location, store } = renderInApp(centerRoutes(<SupplierCenterLayout />), { path: '/supplier-center/goods' });
    await waitFor(() => expect(location()).toBe('/'));
    expect(supplierCookie()).toBeUndefined();
    expect(memberCookie()).toBe('user-tok');
    expect(store.getState().ui.login).toMatchObject({ open: true, userType: UserType.SUPPLIER });
    expect(await screen.findByText('登录信息已过期，请重新登录')).toBeInTheDocument();
  });

  it('the one-time password unchanged: 修改密码 before anything else', async () => {
    signInSupplier();
    mockApi({ 'GET /api/supplier/me': ok(me('owner', { must_change_password: true })) });
    const { location } = renderInApp(centerRoutes(<SupplierCenterLayout />), { path: '/supplier-center/goods' });
    expect(await screen.findByText('修改密码页')).toBeInTheDocument();
    expect(location()).toBe('/supplier-center/password');
  });

  it('退出 revokes the token, drops the cookie and goes home without the login dialog; the member stays signed in', async () => {
    signInSupplier();
    signInMember();
    const server = mockApi({ 'GET /api/supplier/me': ok(me()), 'GET /api/supplier/logout': ok({}) });
    const { location, store } = renderInApp(centerRoutes(<SupplierCenterLayout />), { path: '/supplier-center' });
    fireEvent.click(await screen.findByRole('button', { name: /退\s*出/ }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(server.callsTo('GET /api/supplier/logout')[0].authorization).toBe('Bearer sup-tok');
    expect(supplierCookie()).toBeUndefined();
    expect(memberCookie()).toBe('user-tok');
    expect(store.getState().ui.login.open).toBe(false);
  });

  it('a load failure says so with 重新加载', async () => {
    signInSupplier();
    const server = mockApi({ 'GET /api/supplier/me': [fail(1, '服务器繁忙'), ok(me())] });
    renderInApp(centerRoutes(<SupplierCenterLayout />), { path: '/supplier-center' });
    expect(await screen.findByText('供应商中心暂时无法加载')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByTestId('supplier-shop')).toBeInTheDocument();
    expect(server.callsTo('GET /api/supplier/me')).toHaveLength(2);
  });
});

describe('修改密码', () => {
  it('forced at first sign-in: checks the fields, sends old and new, then 工作台', async () => {
    signInSupplier();
    atCenter('/supplier-center/password');
    const server = mockApi({ 'GET /api/supplier/me': ok(me('owner', { must_change_password: true })), 'PUT /api/supplier/password': ok({}) });
    const { location } = renderInApp(centerRoutes(<p>工作台页</p>, { password: <SupplierPasswordPage /> }), { path: '/supplier-center/password' });
    expect(await screen.findByText('首次登录，请先修改初始密码')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('初始密码'), { target: { value: 'Temp#2026' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    expect(await screen.findByText('请输入6-20位密码')).toBeInTheDocument();
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/supplier/password')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'newpass1' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'newpass1' } });
    fireEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    await waitFor(() => expect(location()).toBe('/supplier-center'));
    expect(server.callsTo('PUT /api/supplier/password')[0]).toMatchObject({ body: { old_password: 'Temp#2026', password: 'newpass1' }, authorization: 'Bearer sup-tok' });
  });

  it('a refusal is said above the form and what was typed stays', async () => {
    signInSupplier();
    atCenter('/supplier-center/password');
    mockApi({ 'GET /api/supplier/me': ok(me()), 'PUT /api/supplier/password': fail(1, '原密码不正确') });
    const { location } = renderInApp(centerRoutes(<p>工作台页</p>, { password: <SupplierPasswordPage /> }), { path: '/supplier-center/password' });
    fireEvent.change(await screen.findByLabelText('当前密码'), { target: { value: 'wrong1' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'newpass1' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'newpass1' } });
    fireEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('原密码不正确');
    expect(screen.getByLabelText('当前密码')).toHaveValue('wrong1');
    expect(location()).toBe('/supplier-center/password');
  });
});
