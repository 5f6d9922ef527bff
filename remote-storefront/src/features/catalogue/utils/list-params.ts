import type { GoodsListQuery } from 'shared-contracts';
import { defineListParams, toPageQuery, z, type FiltersOf, type ListParams as KitListParams } from 'shared-kits/list-page';

/** Text cut to `max` characters (a pasted long link is shortened, not thrown away). */
const text = (max: number) =>
  z
    .string()
    .transform((value) => value.trim().slice(0, max))
    .default('');
const positiveInt = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .pipe(z.number().positive())
  .nullable()
  .default(null);
const price = z
  .string()
  .regex(/^\d{1,5}(\.\d{1,2})?$/)
  .transform(Number)
  .nullable()
  .default(null);

const filters = {
  sortName: z.enum(['default', 'time', 'price']).default('default'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  keyword: text(50),
  express: text(30),
  area: text(30),
  platform: positiveInt,
  priceMin: price,
  priceMax: price,
};

/**
 * The goods list's state lives in the URL (/gift-list?sortName=price&sortOrder=asc&page=2 …) so a list can
 * be shared and reloaded; the list-page kit reads it leniently and writes only what is not a default. URL
 * names are camelCase like the spec's sortName (always written: 更多商品 links to ?sortName=default);
 * the API's are snake_case. Only a price sort has a direction, and it always shows it.
 */
export const goodsListParams = defineListParams(filters, {
  alwaysWrite: (params) => (params.sortName === 'price' ? ['sortName', 'sortOrder'] : ['sortName']),
  normalise: (params) => (params.sortName === 'price' || params.sortOrder === 'desc' ? params : { ...params, sortOrder: 'desc' }),
});

export type ListParams = KitListParams<FiltersOf<typeof filters>>;

export const parseListParams = (search: URLSearchParams): ListParams => goodsListParams.parse(search);
export const toSearch = (params: ListParams): URLSearchParams => goodsListParams.toSearch(params);
export const withChange = (params: ListParams, change: Partial<ListParams>): ListParams => goodsListParams.withChange(params, change);

/** The filters 清空筛选 clears (not the sort). */
export const FILTER_KEYS = ['keyword', 'express', 'area', 'platform', 'priceMin', 'priceMax'] as const;

/** The API query of GET /api/gift/goods/list (SPEC §7). */
export function toQuery(params: ListParams, shopId?: number): GoodsListQuery {
  return {
    ...toPageQuery(params),
    sort_name: params.sortName,
    sort_order: params.sortName === 'price' ? params.sortOrder : 'desc',
    ...(params.keyword ? { keyword: params.keyword } : {}),
    ...(params.express ? { express_name: params.express } : {}),
    ...(params.area ? { area_name: params.area } : {}),
    ...(params.platform ? { platform: params.platform } : {}),
    ...(params.priceMin !== null ? { price_min: params.priceMin } : {}),
    ...(params.priceMax !== null ? { price_max: params.priceMax } : {}),
    ...(shopId ? { shop_id: shopId } : {}),
  };
}
