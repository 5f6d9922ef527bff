import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GiftOrderItem, GiftSelectedItem, Paginated } from 'shared-contracts';
import { fail, mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { GiftOrderPage } from '../../../pages/gift-order';
import { GiftSelectedPage } from '../../../pages/gift-selected';

const page = <T,>(list: T[]): Paginated<T> => ({ list, page: 1, page_size: 10, data_count: list.length });

const MUG: GiftOrderItem = {
  goods_id: 10,
  goods_name: '陶瓷马克杯',
  goods_pic: '/images/goods/10.png',
  express_names: ['中通快递', '圆通速递'],
  express_id: 1,
  express_name: '中通快递',
  order_count: 3,
  parcel_count: 12,
  total_price: 45.5,
  refund_price: 3.5,
  last_ordered_at: '2026-11-23T04:00:00.000Z',
  can_buy: true,
  selected: false,
};
const TOWEL: GiftOrderItem = { ...MUG, goods_id: 11, goods_name: '精品毛巾8件装', express_names: ['韵达快递'], express_id: 3, express_name: '韵达快递', refund_price: 0, can_buy: false, selected: true };

const SELECTED: GiftSelectedItem = {
  id: 5,
  goods_id: 10,
  goods_name: '陶瓷马克杯',
  goods_pic: '/images/goods/10.png',
  price: 1.5,
  express_id: 1,
  express_name: '中通快递',
  goods_express_id: 1,
  goods_express_name: '中通快递',
  goods_num: 3,
  limit: 10,
  can_buy: true,
  created_at: '2026-11-23T04:00:00.000Z',
};
const MOVED: GiftSelectedItem = { ...SELECTED, id: 6, goods_id: 12, goods_name: '保温杯', express_id: 2, express_name: '圆通速递', goods_express_id: 4, goods_express_name: '申通快递', goods_num: 1 };

const region = (name: string) => screen.getByRole('region', { name });
const rows = (name: string) => Array.from(region(name).querySelectorAll('tbody tr.ant-table-row')) as HTMLElement[];
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent);

beforeEach(resetBrowserState);

describe('我的礼品', () => {
  async function renderGifts(routes: Parameters<typeof mockApi>[0]) {
    const server = mockApi(routes);
    const view = renderInApp(<GiftOrderPage />, { path: '/user-center/gift-order', loggedIn: true });
    return { ...view, server };
  }

  it('shows the goods rows: picture, name, couriers used, orders, parcels, ¥ paid with 已退, last order in China time', async () => {
    const { server } = await renderGifts({ 'GET /api/user/gift/order': ok(page([MUG, TOWEL])) });
    await waitFor(() => expect(rows('我的礼品')).toHaveLength(2));
    expect(server.callsTo('GET /api/user/gift/order')[0].query.toString()).toBe('page=1&page_size=10');
    const [mug, towel] = rows('我的礼品');
    expect(cells(mug)).toEqual(['陶瓷马克杯', '中通快递圆通速递', '3', '12', '¥45.50已退 ¥3.50', '2026-11-23 12:00:00', '再来一单加入已选']);
    expect(mug.querySelector('img')).toHaveAttribute('src', '/images/goods/10.png');
    // out of stock: no 再来一单; already in 已选
    expect(within(towel).getByRole('button', { name: '再来一单：精品毛巾8件装' })).toBeDisabled();
    expect(within(towel).getByRole('button', { name: '加入已选：精品毛巾8件装' })).toHaveTextContent('已加入');
    expect(screen.getByRole('tab', { name: '我的礼品' })).toHaveAttribute('aria-selected', 'true');
  });

  it('再来一单 opens the purchase dialog with the goods and its courier', async () => {
    const { store } = await renderGifts({ 'GET /api/user/gift/order': ok(page([MUG])) });
    fireEvent.click(await screen.findByRole('button', { name: '再来一单：陶瓷马克杯' }));
    expect(store.getState().ui.purchase).toEqual({ goodsId: 10, expressId: 1 });
  });

  it('加入已选 saves the goods with its courier and 1 a recipient, then shows 已加入', async () => {
    const { server } = await renderGifts({
      'GET /api/user/gift/order': [ok(page([MUG])), ok(page([{ ...MUG, selected: true }]))],
      'POST /api/user/gift/selected': ok(SELECTED),
    });
    fireEvent.click(await screen.findByRole('button', { name: '加入已选：陶瓷马克杯' }));
    await waitFor(() => expect(server.callsTo('POST /api/user/gift/selected')).toHaveLength(1));
    expect(server.callsTo('POST /api/user/gift/selected')[0].body).toEqual({ goods_id: 10, express_id: 1, goods_num: 1 });
    expect(await screen.findByText('已加入已选礼品')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '加入已选：陶瓷马克杯' })).toHaveTextContent('已加入'));
  });

  it('a refused 加入已选 says why', async () => {
    await renderGifts({ 'GET /api/user/gift/order': ok(page([MUG])), 'POST /api/user/gift/selected': fail(1, '已选礼品最多100个，请先移除一些') });
    fireEvent.click(await screen.findByRole('button', { name: '加入已选：陶瓷马克杯' }));
    expect(await screen.findByText('已选礼品最多100个，请先移除一些')).toBeInTheDocument();
  });

  it('nothing ordered yet: an empty state with a way to /gift-list', async () => {
    await renderGifts({ 'GET /api/user/gift/order': ok(page([])) });
    expect(await screen.findByText('还没有买过礼品')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去选购礼品' })).toHaveAttribute('href', '/gift-list');
  });

  it('a failed read says so in Chinese with 重新加载', async () => {
    await renderGifts({ 'GET /api/user/gift/order': fail(1, '服务繁忙，请稍后再试') });
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getByText('服务繁忙，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('the 已选礼品 tab goes to its page', async () => {
    const { location } = await renderGifts({ 'GET /api/user/gift/order': ok(page([MUG])) });
    fireEvent.click(screen.getByRole('tab', { name: '已选礼品' }));
    await waitFor(() => expect(location()).toBe('/user-center/gift-selected'));
  });
});

describe('已选礼品', () => {
  async function renderSelected(routes: Parameters<typeof mockApi>[0]) {
    const server = mockApi(routes);
    const view = renderInApp(<GiftSelectedPage />, { path: '/user-center/gift-selected', loggedIn: true });
    return { ...view, server };
  }

  it('lists goods with price, courier, quantity; a courier the goods no longer ships with is flagged', async () => {
    await renderSelected({ 'GET /api/user/gift/selected': ok(page([SELECTED, MOVED])) });
    await waitFor(() => expect(rows('已选礼品')).toHaveLength(2));
    const [mug, moved] = rows('已选礼品');
    expect(cells(mug).slice(0, 5)).toEqual(['陶瓷马克杯', '¥1.50', '中通快递', '3 件', '2026-11-23 12:00:00']);
    expect(cells(moved)[2]).toBe('圆通速递现由申通快递发货');
  });

  it('立即购买 opens the purchase dialog with goods, courier and quantity', async () => {
    const { store } = await renderSelected({ 'GET /api/user/gift/selected': ok(page([SELECTED])) });
    fireEvent.click(await screen.findByRole('button', { name: '立即购买：陶瓷马克杯' }));
    expect(store.getState().ui.purchase).toEqual({ goodsId: 10, expressId: 1, goodsNum: 3 });
  });

  it('移除 asks first; only 移除 in the confirmation removes', async () => {
    const { server } = await renderSelected({
      'GET /api/user/gift/selected': [ok(page([SELECTED])), ok(page([]))],
      'DELETE /api/user/gift/selected/5': ok({}),
    });
    fireEvent.click(await screen.findByRole('button', { name: '移除：陶瓷马克杯' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('移除「陶瓷马克杯」？')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/user/gift/selected/5')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '移除' }));
    await waitFor(() => expect(server.callsTo('DELETE /api/user/gift/selected/5')).toHaveLength(1));
    expect(await screen.findByText('还没有已选礼品')).toBeInTheDocument();
  });

  it('修改 changes the quantity and saves courier and quantity', async () => {
    const { server } = await renderSelected({
      'GET /api/user/gift/selected': [ok(page([SELECTED])), ok(page([{ ...SELECTED, goods_num: 5 }]))],
      'PUT /api/user/gift/selected/5': ok({ ...SELECTED, goods_num: 5 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '修改：陶瓷马克杯' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('修改已选礼品')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('每人数量'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.callsTo('PUT /api/user/gift/selected/5')).toHaveLength(1));
    expect(server.callsTo('PUT /api/user/gift/selected/5')[0].body).toEqual({ express_id: 1, goods_num: 5 });
    await waitFor(() => expect(cells(rows('已选礼品')[0])[3]).toBe('5 件'));
  });

  it('nothing saved yet: an empty state with a way to /gift-list', async () => {
    await renderSelected({ 'GET /api/user/gift/selected': ok(page([])) });
    expect(await screen.findByText('还没有已选礼品')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去选购礼品' })).toHaveAttribute('href', '/gift-list');
  });
});
