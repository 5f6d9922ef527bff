import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Goods } from 'shared-contracts';
import { createAppStore, notify } from 'shared-contracts/app';
import { createListenerMiddleware, fail, loggedInState, mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { useGoodsTopQuery } from '../api/goods';
import { GoodsCard } from './goods-card';
import { GoodsGrid } from './goods-grid';
import { RemoveFavourite } from '../features/favourites';

const GOODS: Goods = {
  goods_id: 12,
  goods_name: '精品毛巾8件装',
  goods_pic: '/api/gift/goods/image/12.svg',
  price: 3.5,
  goods_weight: 0.12,
  limit: 0,
  is_no_sku: false,
  is_collect: false,
  tag: '热销',
  express_name: '中通快递',
  express_image: '/api/gift/image/courier-1.svg',
  city: '义乌',
};

beforeEach(resetBrowserState);

const button = (name: string) => screen.getByRole('button', { name });

describe('goods card (SPEC §2.4)', () => {
  it('shows picture, price with 包邮, weight per piece, name, courier, city, tag and links to the detail', () => {
    renderInApp(<GoodsCard goods={GOODS} />);
    const card = screen.getByRole('article', { name: GOODS.goods_name });
    expect(within(card).getByText('3.50')).toBeInTheDocument();
    expect(within(card).getByText('包邮')).toBeInTheDocument();
    expect(within(card).getByText('0.12kg/件')).toBeInTheDocument();
    expect(within(card).getByText('中通快递')).toBeInTheDocument();
    expect(within(card).getByText(/义乌/)).toBeInTheDocument();
    expect(screen.getByText('热销')).toBeInTheDocument();
    expect(within(card).getByTitle(GOODS.goods_name)).toHaveAttribute('href', '/product-detail/12');
    expect(within(card).getByAltText(GOODS.goods_name)).toHaveAttribute('src', GOODS.goods_pic);
  });

  it('logged out: no favourite button, and 立即购买 opens the login dialog to come back here', () => {
    const { store } = renderInApp(<GoodsCard goods={GOODS} />, { path: '/gift-list?page=2' });
    expect(screen.queryByRole('button', { name: '加入收藏' })).toBeNull();
    fireEvent.click(button('立即购买'));
    expect(store.getState().ui.login).toMatchObject({ open: true, redirect: '/gift-list?page=2' });
    expect(store.getState().ui.purchase).toBeNull();
  });

  it('logged in: 立即购买 opens the purchase dialog for this goods', () => {
    const { store } = renderInApp(<GoodsCard goods={GOODS} />, { loggedIn: true });
    fireEvent.click(button('立即购买'));
    expect(store.getState().ui.purchase).toEqual({ goodsId: 12 });
    expect(store.getState().ui.login.open).toBe(false);
  });

  it('out of stock: a disabled 库存不足 instead of 立即购买', () => {
    renderInApp(<GoodsCard goods={{ ...GOODS, is_no_sku: true }} />, { loggedIn: true });
    expect(button('库存不足')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull();
  });

  it('logged in: 加入收藏 or 取消收藏 by state; in the favourites list a delete icon instead', () => {
    const { unmount } = renderInApp(<GoodsCard goods={{ ...GOODS, is_collect: true }} />, { loggedIn: true });
    expect(button('取消收藏')).toHaveAttribute('aria-pressed', 'true');
    unmount();
    renderInApp(<GoodsCard goods={GOODS} action={<RemoveFavourite goodsId={GOODS.goods_id} />} />, { loggedIn: true });
    expect(button('删除收藏')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加入收藏' })).toBeNull();
  });
});

/** Holds back the answer to calls of `method` until `release()` (the real mock answers then). */
function holdBack(method: string) {
  const realFetch = global.fetch;
  let release: (() => void) | null = null;
  global.fetch = ((input: RequestInfo, init?: RequestInit) =>
    (init?.method ?? (input as Request).method) === method
      ? new Promise((resolve) => (release = () => resolve(realFetch(input, init))))
      : realFetch(input, init)) as typeof fetch;
  return { release: () => act(async () => release?.()), held: () => release !== null };
}

function HotSale() {
  const { data } = useGoodsTopQuery('sale');
  return <GoodsGrid goods={data} loading={!data} />;
}

describe('favourite toggle (optimistic)', () => {
  it('flips at once and stays when the server agrees', async () => {
    const api = mockApi({ 'GET /api/gift/goods/top/sale': ok([GOODS]), 'POST /api/collect/goods': ok({}) });
    const post = holdBack('POST');
    renderInApp(<HotSale />, { loggedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: '加入收藏' }));
    // before the server answers
    await screen.findByRole('button', { name: '取消收藏' });
    expect(post.held()).toBe(true);
    await post.release();
    await waitFor(() => expect(api.callsTo('POST /api/collect/goods')[0]?.body).toEqual({ goods_id: 12 }));
    expect(button('取消收藏')).toBeInTheDocument();
  });

  it('rolls back and says why when the server refuses', async () => {
    mockApi({ 'GET /api/gift/goods/top/sale': ok([{ ...GOODS, is_collect: true }]), 'DELETE /api/collect/goods': fail(500, '服务器繁忙，请稍后再试') });
    const shown: string[] = [];
    const listener = createListenerMiddleware();
    listener.startListening({ actionCreator: notify, effect: ({ payload }) => void shown.push(payload.text) });
    const remove = holdBack('DELETE');
    renderInApp(<HotSale />, { loggedIn: true, store: createAppStore([listener.middleware], loggedInState()) });
    fireEvent.click(await screen.findByRole('button', { name: '取消收藏' }));
    await screen.findByRole('button', { name: '加入收藏' });
    await remove.release();
    // the server refused: back to 取消收藏, with the server's message
    await screen.findByRole('button', { name: '取消收藏' });
    expect(shown).toEqual(['服务器繁忙，请稍后再试']);
  });
});

describe('goods grid', () => {
  it('says when the goods could not be loaded and offers 重新加载', () => {
    const retry = jest.fn();
    renderInApp(<GoodsGrid goods={undefined} loading={false} failed onRetry={retry} />);
    expect(screen.getByText('商品加载失败，请稍后重试')).toBeInTheDocument();
    fireEvent.click(button('重新加载'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows skeleton cards while loading and the empty text when there is nothing', () => {
    const { unmount } = renderInApp(<GoodsGrid goods={undefined} loading columns={5} />);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    unmount();
    renderInApp(<GoodsGrid goods={[]} loading={false} />);
    expect(screen.getByText('暂无商品')).toBeInTheDocument();
  });
});
