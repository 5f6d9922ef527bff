import type { CallReq, CallRes, Goods, Paginated } from 'shared-contracts';
import { api, type RootState } from 'shared-contracts/app';
// type only: the catalogue's endpoints whose cached answers hold goods (no code of that feature is loaded)
import type { goodsApi, TopKind } from './goods';

/** injectEndpoints returns the one api slice it was given, typed with the endpoints it added. */
const catalogueCaches = api as unknown as typeof goodsApi;

/** Sets `is_collect` on the goods wherever it sits in a list of goods. */
function mark(list: Goods[], goodsId: number, isCollect: boolean) {
  for (const goods of list) if (goods.goods_id === goodsId) goods.is_collect = isCollect;
}

/**
 * The cached answers a favourite toggle patches: each endpoint by name with its arguments and the shape
 * of its answer, all checked against the endpoints' own types. Any other endpoint tagged with the goods
 * (a future one with another shape) is left alone — its tag still refetches it when it is invalidated.
 */
type PatchedCaches = {
  goodsList: CallReq<'GET /api/gift/goods/list'>;
  goodsTop: TopKind;
  goodsDetail: number;
  favouritesList: CallReq<'GET /api/collect/goods/list'>;
};

function patchFor<E extends keyof PatchedCaches>(endpointName: E, args: PatchedCaches[E], goodsId: number, isCollect: boolean) {
  const name = endpointName as keyof PatchedCaches;
  switch (name) {
    case 'goodsList':
      return catalogueCaches.util.updateQueryData(name, args as PatchedCaches[typeof name], (draft: Paginated<Goods>) => mark(draft.list, goodsId, isCollect));
    case 'goodsTop':
      return catalogueCaches.util.updateQueryData(name, args as PatchedCaches[typeof name], (draft: Goods[]) => mark(draft, goodsId, isCollect));
    case 'goodsDetail':
      return catalogueCaches.util.updateQueryData(name, args as PatchedCaches[typeof name], (draft: Goods) => mark([draft], goodsId, isCollect));
    case 'favouritesList':
      return favouritesApi.util.updateQueryData(name, args as PatchedCaches[typeof name], (draft: Paginated<Goods>) => {
        if (isCollect) return mark(draft.list, goodsId, true);
        // a removal also drops it from the favourites pages
        const before = draft.list.length;
        draft.list = draft.list.filter((g) => g.goods_id !== goodsId);
        draft.data_count -= before - draft.list.length;
      });
  }
}

const isPatched = (endpointName: string): endpointName is keyof PatchedCaches =>
  ['goodsList', 'goodsTop', 'goodsDetail', 'favouritesList'].includes(endpointName);

/**
 * 加入收藏 / 取消收藏, optimistic (SPEC §2.4): every cached list, ranking and detail holding the goods
 * flips at once, and a removal also drops it from the favourites pages; a failed call puts all back.
 */
function optimisticToggle(isCollect: boolean) {
  return async (
    { goods_id }: { goods_id: number },
    { dispatch, getState, queryFulfilled }: { dispatch: (a: unknown) => unknown; getState: () => unknown; queryFulfilled: Promise<unknown> },
  ) => {
    const patches: { undo: () => void }[] = [];
    for (const { endpointName, originalArgs } of api.util.selectInvalidatedBy(getState() as RootState, [{ type: 'Goods', id: goods_id }])) {
      if (!isPatched(endpointName)) continue;
      // originalArgs are the arguments RTK Query recorded for that very endpoint
      patches.push(dispatch(patchFor(endpointName, originalArgs as PatchedCaches[typeof endpointName], goods_id, isCollect)) as { undo: () => void });
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
