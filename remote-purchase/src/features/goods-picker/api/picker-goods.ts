import { PRODUCT_LIST_PAGE_SIZE, type CallRes, type GoodsListQuery } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** The product selection dialog's filters: everything of the goods list query but the page. */
export type PickerFilters = Omit<GoodsListQuery, 'page' | 'page_size'>;

/** Only what is set goes into the query string. */
const present = (filters: PickerFilters) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '' && v !== null));

/**
 * The product selection dialog's reads (SPEC §2.7): the filter options and the goods list as an infinite
 * query, ten goods a page (SPEC §9), the next page asked for as the user scrolls. Silent: the dialog shows
 * its own 加载中….
 */
export const pickerGoodsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    pickerOptions: b.query<CallRes<'GET /api/gift/shop/options'>, void>({
      query: () => ({ url: '/gift/shop/options' }),
      extraOptions: { silent: true },
    }),
    pickerGoods: b.infiniteQuery<CallRes<'GET /api/gift/goods/list'>, PickerFilters, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastPage) => (lastPage * last.page_size < last.data_count && last.list.length > 0 ? lastPage + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({ url: '/gift/goods/list', params: { ...present(queryArg), page: pageParam, page_size: PRODUCT_LIST_PAGE_SIZE } }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Goods', id: 'LIST' }],
    }),
  }),
});

export const { usePickerOptionsQuery, usePickerGoodsInfiniteQuery } = pickerGoodsApi;
