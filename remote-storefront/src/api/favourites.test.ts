import type { Goods, Paginated } from 'shared-contracts';
import { api } from 'shared-contracts/app';
import { appStore, fail, mockApi, ok, resetBrowserState } from 'shared-contracts/testing';
import { goodsApi } from './goods';
import { favouritesApi } from './favourites';

const goods = (goods_id: number, is_collect: boolean): Goods => ({
  goods_id,
  goods_name: `商品${goods_id}`,
  goods_pic: '',
  price: 3.5,
  goods_weight: 0.12,
  limit: 0,
  is_no_sku: false,
  is_collect,
  tag: '',
  express_name: '中通快递',
  express_image: '',
  city: '义乌',
});
const page = (list: Goods[]): Paginated<Goods> => ({ list, page: 1, page_size: 10, data_count: list.length });

/** A future endpoint tagged with goods ids whose answer is not a goods list: a toggle must not touch it. */
interface GoodsStats {
  goods_id: number;
  views: number;
  sold: number;
}
const statsApi = api.injectEndpoints({
  endpoints: (b) => ({
    favouritesTestStats: b.query<GoodsStats, number>({
      query: (goods_id) => ({ url: '/gift/goods/stats', params: { goods_id } }),
      extraOptions: { silent: true },
      providesTags: (_res, _err, id) => [{ type: 'Goods', id }],
    }),
  }),
});
const STATS: GoodsStats = { goods_id: 12, views: 30, sold: 5 };

/** Answers the mutation only when `release` is called (with success or failure). */
function heldMutation(method: 'POST' | 'DELETE', answer: 'ok' | 'fail') {
  const realFetch = global.fetch;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  global.fetch = (async (input: Request) => {
    if (input.method !== method) return realFetch(input);
    await held;
    const body = answer === 'ok' ? ok({}) : fail(500, '服务器繁忙，请稍后再试');
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return release;
}

async function storeWithEveryCache(collected: boolean) {
  mockApi({
    'GET /api/gift/goods/list': ok(page([goods(11, false), goods(12, collected)])),
    'GET /api/gift/goods/top/sale': ok([goods(12, collected)]),
    'GET /api/gift/goods/detail': ok({ ...goods(12, collected), pics: [], express: null, no_deliver_area: [], send_address: '', shop: null }),
    'GET /api/collect/goods/list': ok(page(collected ? [goods(12, true), goods(13, true)] : [goods(13, true)])),
    'GET /api/gift/goods/stats': ok(STATS),
  });
  const store = appStore({ loggedIn: true });
  await Promise.all([
    store.dispatch(goodsApi.endpoints.goodsList.initiate({ page: 1, page_size: 10 })),
    store.dispatch(goodsApi.endpoints.goodsTop.initiate('sale')),
    store.dispatch(goodsApi.endpoints.goodsDetail.initiate(12)),
    store.dispatch(favouritesApi.endpoints.favouritesList.initiate({ page: 1, page_size: 20 })),
    store.dispatch(statsApi.endpoints.favouritesTestStats.initiate(12)),
  ]);
  const read = () => {
    const state = store.getState();
    return {
      list: goodsApi.endpoints.goodsList.select({ page: 1, page_size: 10 })(state).data?.list.map((g) => g.is_collect),
      top: goodsApi.endpoints.goodsTop.select('sale')(state).data?.[0].is_collect,
      detail: goodsApi.endpoints.goodsDetail.select(12)(state).data?.is_collect,
      favourites: favouritesApi.endpoints.favouritesList.select({ page: 1, page_size: 20 })(state).data,
      stats: statsApi.endpoints.favouritesTestStats.select(12)(state).data,
    };
  };
  return { store, read };
}

beforeEach(resetBrowserState);

describe('favourite toggle patches only the caches it knows', () => {
  it('加入收藏 flips the list, ranking and detail at once; an unknown endpoint tagged with the goods is left as it was', async () => {
    const { store, read } = await storeWithEveryCache(false);
    const release = heldMutation('POST', 'fail');
    const done = store.dispatch(favouritesApi.endpoints.collectGoods.initiate({ goods_id: 12 }));
    expect(read()).toMatchObject({ list: [false, true], top: true, detail: true });
    expect(read().stats).toEqual(STATS);

    // refused: every patch undone, the unknown one still untouched
    release();
    await done;
    expect(read()).toMatchObject({ list: [false, false], top: false, detail: false });
    expect(read().stats).toEqual(STATS);
  });

  it('取消收藏 also drops the goods from the favourites pages, and a refusal puts it back', async () => {
    const { store, read } = await storeWithEveryCache(true);
    const release = heldMutation('DELETE', 'fail');
    const done = store.dispatch(favouritesApi.endpoints.uncollectGoods.initiate({ goods_id: 12 }));
    expect(read()).toMatchObject({ list: [false, false], top: false, detail: false });
    expect(read().favourites).toMatchObject({ data_count: 1, list: [{ goods_id: 13 }] });
    expect(read().stats).toEqual(STATS);

    release();
    await done;
    expect(read()).toMatchObject({ list: [false, true], top: true, detail: true });
    expect(read().favourites).toMatchObject({ data_count: 2, list: [{ goods_id: 12 }, { goods_id: 13 }] });
  });
});
