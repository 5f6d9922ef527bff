import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthLinks, Paginated, StoreListItem } from 'shared-contracts';
import { StoreMessages } from 'shared-contracts';
import { leavePage } from 'shared-kits/stores';
import { fail, findDialog, mockApi, ok, renderInApp, resetBrowserState, type RecordedCall } from 'shared-contracts/testing';
import { ShopManagePage } from './index';

const shop = (over: Partial<StoreListItem>): StoreListItem => ({
  id: 1,
  shop_name: '礼品小铺',
  platform: 2,
  created_at: '2026-11-01T02:00:00Z',
  expires_at: '2027-11-01T02:00:00Z',
  expired: false,
  last_sync_at: '2026-11-23T03:30:00Z',
  order_count: 128,
  shop_url: 'http://localhost/platform/tb/shop/1',
  ...over,
});
const SHOPS = [
  shop({}),
  shop({ id: 2, shop_name: '抖店旗舰', platform: 4, expired: true, expires_at: '2026-11-20T02:00:00Z', last_sync_at: null, order_count: 0, shop_url: 'http://localhost/platform/dy/shop/2' }),
];
const page = (list: StoreListItem[]): Paginated<StoreListItem> => ({ list, page: 1, page_size: 10, data_count: list.length });
const LINKS: AuthLinks = {
  tb: { auth_link: 'http://localhost/platform/tb/authorize?state=abc', buy_link: 'http://localhost/platform/tb/buy' },
  dy: { auth_link: 'http://localhost/platform/dy/authorize?state=abc', buy_link: 'http://localhost/platform/dy/buy' },
  sph: { auth_link: 'http://localhost/platform/sph/code', buy_link: 'http://localhost/platform/sph/buy' },
};

const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/api/user/store/list');
const table = () => screen.getByRole('region', { name: '店铺列表' });
const bodyRows = () => Array.from(table().querySelectorAll('tbody tr.ant-table-row')) as HTMLElement[];
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent);

function renderPage(routes: Parameters<typeof mockApi>[0], path = '/user-center/shop-manage') {
  const server = mockApi({ 'GET /api/user/store/list': ok(page(SHOPS)), 'GET /api/gift/auth/links': ok(LINKS), ...routes });
  const view = renderInApp(<ShopManagePage />, { path, loggedIn: true });
  return { ...view, server };
}
async function loaded() {
  await waitFor(() => expect(table().querySelector('.ant-table')).not.toBeNull());
  await waitFor(() => expect(table().getAttribute('aria-busy')).toBe('false'));
}

let left: jest.Mock;
const realLeave = leavePage.to;
beforeEach(() => {
  resetBrowserState();
  left = jest.fn();
  leavePage.to = left;
});
afterEach(() => {
  leavePage.to = realLeave;
});

describe('店铺管理', () => {
  it('lists the shops: name, platform, expiry (已过期), last sync (未同步), orders; an expired shop cannot sync', async () => {
    const { server } = renderPage({});
    await loaded();
    expect(listCalls(server.calls)[0].query.toString()).toBe('page=1&page_size=10');
    expect(Array.from(table().querySelectorAll('thead th')).map((th) => th.textContent)).toEqual(['店铺名称', '平台', '授权到期', '最近同步', '订单数', '操作']);
    const [tb, dy] = bodyRows().map(cells);
    expect(tb).toEqual(['礼品小铺', '淘宝/天猫', '2027-11-01 10:00:00', '2026-11-23 11:30:00', '128', '同步订单重新授权店铺后台删除']);
    expect(dy.slice(0, 5)).toEqual(['抖店旗舰', '抖店', '2026-11-20 10:00:00已过期', '未同步', '0']);
    const [tbRow, dyRow] = bodyRows();
    expect(within(tbRow).getByRole('button', { name: '同步订单' })).toBeEnabled();
    expect(within(dyRow).getByRole('button', { name: '同步订单' })).toBeDisabled();
    const back = within(tbRow).getByRole('link', { name: '店铺后台' });
    expect(back).toHaveAttribute('href', 'http://localhost/platform/tb/shop/1');
    expect(back).toHaveAttribute('target', '_blank');
  });

  it('the platform filter is in the URL and the call', async () => {
    const { server, location } = renderPage({});
    await loaded();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '平台' }));
    fireEvent.click(await screen.findByTitle('抖店'));
    await waitFor(() => expect(location()).toBe('/user-center/shop-manage?platform=4'));
    await waitFor(() => expect(listCalls(server.calls).at(-1)!.query.get('platform')).toBe('4'));
  });

  it('no shops: 还没有授权店铺 with 添加店铺 → the 9 platforms → the platform\'s authorisation page (same tab)', async () => {
    renderPage({ 'GET /api/user/store/list': ok(page([])) });
    expect(await screen.findByText('还没有授权店铺')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '添加店铺' }));
    const picker = await findDialog('选择店铺所在平台');
    expect(within(picker).getAllByRole('button').map((b) => b.textContent).filter((t) => t !== '')).toEqual([
      '京东', '淘宝/天猫', '拼多多', '抖店', '快手', '视频号', '1688', '小红书', '淘工厂',
    ]);
    fireEvent.click(within(picker).getByRole('button', { name: '淘宝/天猫' }));
    await waitFor(() => expect(left).toHaveBeenCalledWith(LINKS.tb!.auth_link));
  });

  it('添加店铺: platforms the site is not connected to are 暂未开通, disabled, with a tooltip', async () => {
    renderPage({ 'GET /api/user/store/list': ok(page([])), 'GET /api/gift/auth/links': ok({ ...LINKS, pdd: { auth_link: '', buy_link: '', connected: false } }) });
    expect(await screen.findByText('还没有授权店铺')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '添加店铺' }));
    const picker = await findDialog('选择店铺所在平台');
    const closed = await within(picker).findByRole('button', { name: '拼多多（暂未开通）' });
    expect(closed).toBeDisabled();
    fireEvent.mouseEnter(closed.parentElement!);
    expect(await screen.findByText('该平台暂未开通，敬请期待')).toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: '淘宝/天猫' })).toBeEnabled();
  });

  it('添加店铺 → 视频号 asks for the 关联码', async () => {
    renderPage({});
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: '添加店铺' }));
    fireEvent.click(within(await findDialog('选择店铺所在平台')).getByRole('button', { name: '视频号' }));
    const dialog = await findDialog('添加视频号小店');
    expect(within(dialog).getByRole('link', { name: '打开视频号小店获取关联码' })).toHaveAttribute('href', LINKS.sph!.auth_link);
    expect(left).not.toHaveBeenCalled();
  });

  it('重新授权 goes to the shop\'s platform', async () => {
    renderPage({});
    await loaded();
    fireEvent.click(within(bodyRows()[1]).getByRole('button', { name: '重新授权' }));
    await waitFor(() => expect(left).toHaveBeenCalledWith(LINKS.dy!.auth_link));
  });

  it('the platform\'s return (platform, code, state) registers the shop, says so, leaves the URL and marks the shop', async () => {
    const added = shop({ id: 3, shop_name: '新开的店', platform: 3, last_sync_at: null, order_count: 0 });
    const { server, location } = renderPage(
      { 'GET /api/gift/auth/info': ok(added), 'GET /api/user/store/list': ok(page([added, ...SHOPS])) },
      '/user-center/shop-manage?platform=3&code=c0de&state=abc',
    );
    expect(await screen.findByText('店铺「新开的店」授权成功')).toBeInTheDocument();
    const info = server.callsTo('GET /api/gift/auth/info');
    expect(info).toHaveLength(1);
    expect(Object.fromEntries(info[0].query)).toEqual({ platform: '3', code: 'c0de', state: 'abc' });
    expect(location()).toBe('/user-center/shop-manage');
    await loaded();
    expect(cells(bodyRows()[0])[0]).toBe('新开的店新授权');
    expect(cells(bodyRows()[1])[0]).toBe('礼品小铺');
    // the list asked is the unfiltered one, after the shop was registered
    expect(listCalls(server.calls).every((c) => !c.query.has('platform'))).toBe(true);
  });

  it('a refusal on the platform (error=access_denied) says 已取消授权', async () => {
    const { server, location } = renderPage({}, '/user-center/shop-manage?error=access_denied&state=abc');
    expect(await screen.findByText(StoreMessages.authRefused)).toBeInTheDocument();
    expect(location()).toBe('/user-center/shop-manage');
    expect(server.callsTo('GET /api/gift/auth/info')).toHaveLength(0);
  });

  it('a failed registration shows the server\'s msg', async () => {
    const { location } = renderPage({ 'GET /api/gift/auth/info': fail(1, '授权码已失效，请重新授权') }, '/user-center/shop-manage?platform=2&code=old&state=abc');
    expect(await screen.findByText('授权码已失效，请重新授权')).toBeInTheDocument();
    expect(location()).toBe('/user-center/shop-manage');
  });

  it('删除 asks first (its synced orders go too), then deletes and reloads the list', async () => {
    const { server } = renderPage({ 'DELETE /api/user/store': ok(null), 'GET /api/user/store/list': [ok(page(SHOPS)), ok(page(SHOPS.slice(1)))] });
    await loaded();
    fireEvent.click(within(bodyRows()[0]).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('删除店铺「礼品小铺」？');
    expect(confirm).toHaveTextContent('删除后，该店铺已同步的订单也会一并删除。');
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('已删除店铺「礼品小铺」')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/user/store')[0].body).toEqual({ id: 1 });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  });

  it('同步订单 opens the shared sync dialog for that shop', async () => {
    renderPage({});
    await loaded();
    fireEvent.click(within(bodyRows()[0]).getByRole('button', { name: '同步订单' }));
    expect(await findDialog('同步订单：礼品小铺')).toBeInTheDocument();
  });
});
