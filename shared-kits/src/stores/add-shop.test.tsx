import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AuthLinks, StoreMessages, type StoreListItem } from 'shared-contracts';
import { fail, mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { AddShopButton, leavePage, PLATFORM_NOT_OPEN_TIP } from './add-shop';
import { useStoreOptionsQuery } from './api';

const LINKS: AuthLinks = {
  tb: { auth_link: 'http://localhost/platform/tb/authorize?state=s1', buy_link: 'http://localhost/platform/tb/buy' },
  sph: { auth_link: 'http://localhost/platform/sph/code', buy_link: 'http://localhost/platform/sph/buy' },
};
const SHOP: StoreListItem = {
  id: 9,
  shop_name: '视频号好物店',
  platform: 6,
  created_at: '2026-11-23T04:00:00Z',
  expires_at: '2027-11-23T04:00:00Z',
  expired: false,
  last_sync_at: null,
  order_count: 0,
  shop_url: 'http://localhost/platform/sph/shop/9',
};

function Options() {
  const { data } = useStoreOptionsQuery(6);
  return <output data-testid="options">{data ? data.map((s) => s.shop_name).join(',') || '无' : '…'}</output>;
}

function renderAdd(platform: number, routes: Parameters<typeof mockApi>[0] = {}) {
  const added: StoreListItem[] = [];
  const server = mockApi({ 'GET /api/gift/auth/links': ok(LINKS), 'GET /api/user/store/options': [ok([]), ok([{ id: 9, shop_name: SHOP.shop_name, expired: false }])], ...routes });
  const view = renderInApp(
    <>
      <Options />
      <AddShopButton platform={platform} onAdded={(s) => added.push(s)} />
    </>,
    { loggedIn: true },
  );
  return { ...view, server, added };
}

let left: jest.Mock;
let opened: jest.Mock;
const realLeave = { ...leavePage };
beforeEach(() => {
  resetBrowserState();
  left = jest.fn();
  opened = jest.fn();
  leavePage.to = left;
  leavePage.open = opened;
});
afterEach(() => {
  Object.assign(leavePage, realLeave);
});

describe('添加店铺', () => {
  it('goes to the platform\'s authorisation page in the same tab', async () => {
    const { server } = renderAdd(2);
    fireEvent.click(screen.getByRole('button', { name: '添加店铺' }));
    await waitFor(() => expect(left).toHaveBeenCalledWith(LINKS.tb!.auth_link));
    expect(server.callsTo('GET /api/gift/auth/links')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with newTab, opens the authorisation page in a new tab and this page stays', async () => {
    mockApi({ 'GET /api/gift/auth/links': ok(LINKS) });
    renderInApp(<AddShopButton platform={2} newTab />, { loggedIn: true });
    fireEvent.click(screen.getByRole('button', { name: '添加店铺' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith(LINKS.tb!.auth_link));
    expect(left).not.toHaveBeenCalled();
  });

  it('a platform without a link says so and goes nowhere', async () => {
    renderAdd(5);
    fireEvent.click(screen.getByRole('button', { name: '添加店铺' }));
    expect(await screen.findByText('暂不支持授权快手店铺')).toBeInTheDocument();
    expect(left).not.toHaveBeenCalled();
  });

  it('a platform the site is not connected to shows 暂未开通, disabled, with the tooltip, before the merchant tries', async () => {
    const links: AuthLinks = { ...LINKS, pdd: { auth_link: '', buy_link: '', connected: false } };
    const server = mockApi({ 'GET /api/gift/auth/links': ok(links) });
    renderInApp(<AddShopButton platform={3} />, { loggedIn: true });
    const button = await screen.findByRole('button', { name: '添加店铺（暂未开通）' });
    expect(button).toBeDisabled();
    fireEvent.mouseEnter(screen.getByTestId('platform-not-open'));
    expect(await screen.findByText(PLATFORM_NOT_OPEN_TIP)).toBeInTheDocument();
    fireEvent.click(button);
    await new Promise((r) => setTimeout(r, 50));
    expect(left).not.toHaveBeenCalled();
    expect(server.callsTo('GET /api/gift/auth/links')).toHaveLength(1);
  });

  it('a connected platform stays enabled (connected: true)', async () => {
    mockApi({ 'GET /api/gift/auth/links': ok({ tb: { ...LINKS.tb!, connected: true } }) });
    renderInApp(<AddShopButton platform={2} />, { loggedIn: true });
    await new Promise((r) => setTimeout(r, 50));
    fireEvent.click(screen.getByRole('button', { name: '添加店铺' }));
    await waitFor(() => expect(left).toHaveBeenCalledWith(LINKS.tb!.auth_link));
  });

  it('视频号 asks for the 关联码 (10+ word characters), links to the page showing it, and registers the shop with platform 6 and the code', async () => {
    const { server, added } = renderAdd(6, { 'GET /api/gift/auth/info': ok(SHOP) });
    await waitFor(() => expect(screen.getByTestId('options')).toHaveTextContent('无'));
    fireEvent.click(screen.getByRole('button', { name: '添加店铺' }));
    const dialog = await screen.findByRole('dialog', { name: '添加视频号小店' });
    expect(left).not.toHaveBeenCalled();
    const link = within(dialog).getByRole('link', { name: '打开视频号小店获取关联码' });
    expect(link).toHaveAttribute('href', LINKS.sph!.auth_link);
    expect(link).toHaveAttribute('target', '_blank');

    const code = within(dialog).getByRole('textbox', { name: '关联码' });
    fireEvent.click(within(dialog).getByRole('button', { name: '授权' }));
    expect(await within(dialog).findByText('请输入关联码')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: 'abc-123' } });
    expect(await within(dialog).findByText(StoreMessages.associationCodeInvalid)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '授权' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.callsTo('GET /api/gift/auth/info')).toHaveLength(0);

    fireEvent.change(code, { target: { value: ' SPH0123456789 ' } });
    await waitFor(() => expect(within(dialog).queryByText(StoreMessages.associationCodeInvalid)).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: '授权' }));
    expect(await screen.findByText('店铺「视频号好物店」授权成功')).toBeInTheDocument();
    const info = server.callsTo('GET /api/gift/auth/info')[0];
    expect(Object.fromEntries(info.query)).toEqual({ platform: '6', code: 'SPH0123456789' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加视频号小店' })).toBeNull());
    expect(added).toEqual([SHOP]);
    // the shop lists reload
    await waitFor(() => expect(screen.getByTestId('options')).toHaveTextContent('视频号好物店'));
  });

  it('视频号: a refused code shows the server\'s msg and keeps what was typed', async () => {
    renderAdd(6, { 'GET /api/gift/auth/info': fail(1, '关联码不正确，请重新授权') });
    fireEvent.click(screen.getByRole('button', { name: '添加店铺' }));
    const dialog = await screen.findByRole('dialog', { name: '添加视频号小店' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '关联码' }), { target: { value: 'SPH0123456789' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '授权' }));
    expect(await screen.findByText('关联码不正确，请重新授权')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '关联码' })).toHaveValue('SPH0123456789');
  });
});
