import type { CallReq, CallRes, Goods, Paginated } from 'shared-contracts';
import { api, type RootState } from 'shared-contracts/app';

type GoodsCache = Paginated<Goods> | Goods[] | Goods;

/** Sets `is_collect` on the goods wherever it sits in one cached answer (list, ranking or detail). */
function mark(draft: GoodsCache, goodsId: number, isCollect: boolean) {
  const list = Array.isArray(draft) ? draft : 'list' in draft ? draft.list : [draft];
  for (const goods of list) if (goods.goods_id === goodsId) goods.is_collect = isCollect;
}

/**
 * 加入收藏 / 取消收藏, optimistic (SPEC §2.4): every cached list, ranking and detail holding the goods
 * flips at once, and a removal also drops it from the favourites pages; a failed call puts all back.
 */
function optimisticToggle(isCollect: boolean) {
  return async (
    { goods_id }: { goods_id: number },
    { dispatch, getState, queryFulfilled }: { dispatch: (a: unknown) => unknown; getState: () => unknown; queryFulfilled: Promise<unknown> },
  ) => {
    const state = getState() as RootState;
    const patches: { undo: () => void }[] = [];
    for (const { endpointName, originalArgs } of api.util.selectInvalidatedBy(state, [{ type: 'Goods', id: goods_id }])) {
      const dropFromFavourites = !isCollect && endpointName === 'favouritesList';
      const recipe = (draft: GoodsCache) => {
        if (!dropFromFavourites || !('list' in draft)) return mark(draft, goods_id, isCollect);
        const before = draft.list.length;
        draft.list = draft.list.filter((g) => g.goods_id !== goods_id);
        draft.data_count -= before - draft.list.length;
      };
      // every endpoint tagged with a goods id holds one of the three GoodsCache shapes
      const action = favouritesApi.util.updateQueryData(endpointName as never, originalArgs as never, recipe as never);
      patches.push(dispatch(action) as { undo: () => void });
    }
    try {
      await queryFulfilled;
    } catch {
      for (const patch of patches) patch.undo();
    }
  };
}

export const favouritesApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    favouritesList: b.query<CallRes<'GET /api/collect/goods/list'>, CallReq<'GET /api/collect/goods/list'>>({
      query: (params) => ({ url: '/collect/goods/list', params }),
      extraOptions: { silent: true },
      providesTags: (res) => [{ type: 'Collect', id: 'LIST' }, ...(res?.list ?? []).map((g) => ({ type: 'Goods' as const, id: g.goods_id }))],
    }),
    collectGoods: b.mutation<CallRes<'POST /api/collect/goods'>, CallReq<'POST /api/collect/goods'>>({
      query: (body) => ({ url: '/collect/goods', method: 'POST', body }),
      extraOptions: { silent: true },
      onQueryStarted: optimisticToggle(true),
      // the favourites pages and the home summary change; the goods caches are already right
      invalidatesTags: (_res, error) => (error ? [] : [{ type: 'Collect', id: 'LIST' }, 'Home']),
    }),
    uncollectGoods: b.mutation<CallRes<'DELETE /api/collect/goods'>, CallReq<'DELETE /api/collect/goods'>>({
      query: (body) => ({ url: '/collect/goods', method: 'DELETE', body }),
      extraOptions: { silent: true },
      onQueryStarted: optimisticToggle(false),
      invalidatesTags: (_res, error) => (error ? [] : [{ type: 'Collect', id: 'LIST' }, 'Home']),
    }),
  }),
});

export const { useFavouritesListQuery, useCollectGoodsMutation, useUncollectGoodsMutation } = favouritesApi;
