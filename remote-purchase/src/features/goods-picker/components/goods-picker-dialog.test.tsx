import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Goods } from 'shared-contracts';
import { mockApi, ok, renderInApp, resetBrowserState, type RecordedCall } from 'shared-contracts/testing';
import { GoodsPickerDialog } from './goods-picker-dialog';

const GOODS: Goods[] = Array.from({ length: 25 }, (_, i) => ({
  goods_id: i + 1,
  goods_name: `礼品${i + 1}号`,
  goods_pic: `/img/${i + 1}.svg`,
  price: 1 + i / 10,
  goods_weight: 0.1,
  limit: 0,
  is_no_sku: i === 1,
  is_collect: false,
  tag: i === 0 ? '热卖' : '',
  express_name: '圆通快递',
  express_image: '/img/yt.svg',
  city: '义乌市',
}));

const OPTIONS = { express: [{ id: 3, name: '圆通快递' }, { id: 4, name: '中通快递' }], cities: ['义乌市', '广州市'], provinces: ['浙江省', '广东省'], categories: ['杯子', '纸巾'] };

function serveGoods(call: RecordedCall) {
  const page = Number(call.query.get('page'));
  const size = Number(call.query.get('page_size'));
  const keyword = call.query.get('keyword');
  const rows = keyword ? GOODS.filter((g) => g.goods_name.includes(keyword)) : GOODS;
  return ok({ list: rows.slice((page - 1) * size, page * size), page, page_size: size, data_count: rows.length });
}

const goodsCalls = (server: ReturnType<typeof mockApi>) => server.callsTo('GET /api/gift/goods/list');
const cards = () => screen.queryAllByTestId('picker-card');

/** Puts the scroll box `distance` px from its bottom and scrolls it (jsdom lays nothing out). */
function scrollTo(distance: number) {
  const box = screen.getByTestId('picker-scroll');
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: 600 });
  box.scrollTop = 2000 - 600 - distance;
  fireEvent.scroll(box);
}

function renderPicker(flags: Record<string, boolean> = {}) {
  window.__SITE_CONFIG__ = { flags: { article_switch: false, ...flags } } as never;
  const onPick = jest.fn();
  renderInApp(<GoodsPickerDialog open onClose={() => undefined} onPick={onPick} />, { loggedIn: true });
  return { onPick };
}

beforeEach(resetBrowserState);
afterEach(() => {
  window.__SITE_CONFIG__ = undefined;
});

describe('product selection dialog (SPEC §2.7)', () => {
  it('loads ten goods, then the next ten when scrolled within 100 px of the bottom, until 没有更多了', async () => {
    const server = mockApi({ 'GET /api/gift/shop/options': ok(OPTIONS), 'GET /api/gift/goods/list': serveGoods });
    renderPicker();
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(goodsCalls(server)[0].query.get('page')).toBe('1');
    expect(goodsCalls(server)[0].query.get('page_size')).toBe('10');
    expect(screen.getByText('共 25 件商品')).toBeInTheDocument();

    // 101 px from the bottom: not yet
    scrollTo(101);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(goodsCalls(server)).toHaveLength(1);

    scrollTo(100);
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(goodsCalls(server)[1].query.get('page')).toBe('2');
    scrollTo(20);
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    scrollTo(0);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(goodsCalls(server)).toHaveLength(3);
  });

  it('says 加载中… while a page is on its way', async () => {
    let release: () => void = () => undefined;
    const server = mockApi({ 'GET /api/gift/shop/options': ok(OPTIONS), 'GET /api/gift/goods/list': serveGoods });
    const answer = server.fetchMock.getMockImplementation()!;
    server.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (new URL(request.url).searchParams.get('page') === '2') await new Promise<void>((r) => (release = r));
      return answer(request);
    });
    renderPicker();
    await waitFor(() => expect(cards()).toHaveLength(10));
    scrollTo(0);
    expect(await screen.findByText('加载中…')).toBeInTheDocument();
    act(() => release());
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.queryByText('加载中…')).toBeNull();
  });

  it('shows each filter only where the site flags allow it', async () => {
    mockApi({ 'GET /api/gift/shop/options': ok(OPTIONS), 'GET /api/gift/goods/list': serveGoods });
    renderPicker({ goods_filter_province: false, goods_filter_category: false });
    const filters = screen.getByRole('group', { name: '筛选' });
    expect(within(filters).getByLabelText('快递')).toBeInTheDocument();
    expect(within(filters).getByLabelText('地区')).toBeInTheDocument();
    expect(within(filters).queryByLabelText('省份')).toBeNull();
    expect(within(filters).queryByLabelText('分类')).toBeNull();
  });

  it('shows all four filters without flags, and a chosen courier goes into the query', async () => {
    const server = mockApi({ 'GET /api/gift/shop/options': ok(OPTIONS), 'GET /api/gift/goods/list': serveGoods });
    renderPicker();
    const filters = screen.getByRole('group', { name: '筛选' });
    for (const label of ['快递', '省份', '地区', '分类']) expect(within(filters).getByLabelText(label)).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(10));
    fireEvent.mouseDown(within(filters).getByLabelText('快递'));
    fireEvent.click(await screen.findByTitle('中通快递'));
    await waitFor(() => expect(goodsCalls(server).at(-1)!.query.get('express_name')).toBe('中通快递'));
    expect(goodsCalls(server).at(-1)!.query.get('page')).toBe('1');
  });

  it('sorts by 推荐 / 最新 / 价格, 价格 again turning the order round; keyword and price range search', async () => {
    const server = mockApi({ 'GET /api/gift/shop/options': ok(OPTIONS), 'GET /api/gift/goods/list': serveGoods });
    renderPicker();
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(goodsCalls(server)[0].query.get('sort_name')).toBe('default');
    fireEvent.click(screen.getByRole('button', { name: '最新' }));
    await waitFor(() => expect(goodsCalls(server).at(-1)!.query.get('sort_name')).toBe('time'));
    fireEvent.click(screen.getByRole('button', { name: '价格' }));
    await waitFor(() => expect(Object.fromEntries(goodsCalls(server).at(-1)!.query)).toMatchObject({ sort_name: 'price', sort_order: 'asc' }));
    fireEvent.click(screen.getByRole('button', { name: '价格从低到高' }));
    await waitFor(() => expect(goodsCalls(server).at(-1)!.query.get('sort_order')).toBe('desc'));

    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '礼品2' } });
    fireEvent.change(screen.getByLabelText('最低价'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('最高价'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(Object.fromEntries(goodsCalls(server).at(-1)!.query)).toMatchObject({ keyword: '礼品2', price_min: '1', price_max: '5', sort_name: 'price' }));
  });

  it('says so when nothing matches', async () => {
    mockApi({ 'GET /api/gift/shop/options': ok(OPTIONS), 'GET /api/gift/goods/list': ok({ list: [], page: 1, page_size: 10, data_count: 0 }) });
    renderPicker();
    expect(await screen.findByText('暂无符合条件的商品')).toBeInTheDocument();
  });

  it('立即购买 picks the goods; 库存不足 cannot be picked', async () => {
    mockApi({ 'GET /api/gift/shop/options': ok(OPTIONS), 'GET /api/gift/goods/list': serveGoods });
    const { onPick } = renderPicker();
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(within(cards()[1]).getByRole('button', { name: '库存不足' })).toBeDisabled();
    expect(within(cards()[0]).getByText('热卖')).toBeInTheDocument();
    expect(within(cards()[0]).getByText('包邮')).toBeInTheDocument();
    fireEvent.click(within(cards()[0]).getByRole('button', { name: '立即购买' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ goods_id: 1 }));
  });
});
