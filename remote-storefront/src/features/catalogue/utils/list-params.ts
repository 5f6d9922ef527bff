import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type GoodsListQuery } from 'shared-contracts';

/**
 * The goods list's state lives in the URL (/gift-list?sortName=price&sortOrder=asc&page=2 …) so a list can
 * be shared and reloaded. URL names are camelCase like the spec's sortName; the API's are snake_case.
 */
export interface ListParams {
  sortName: 'default' | 'time' | 'price';
  sortOrder: 'asc' | 'desc';
  page: number;
  pageSize: number;
  keyword: string;
  express: string;
  area: string;
  platform: number | null;
  priceMin: number | null;
  priceMax: number | null;
}

/** SPEC §9: 10, 20, 50, 100, 200, 500; default 10. */
export const LIST_PAGE_SIZES: number[] = [...PAGE_SIZES];
const DEFAULTS: ListParams = {
  sortName: 'default',
  sortOrder: 'desc',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  keyword: '',
  express: '',
  area: '',
  platform: null,
  priceMin: null,
  priceMax: null,
};

const positiveInt = (v: string | null) => (v && /^\d{1,6}$/.test(v) && Number(v) > 0 ? Number(v) : null);
const price = (v: string | null) => (v && /^\d{1,5}(\.\d{1,2})?$/.test(v) ? Number(v) : null);

/** Reads the URL leniently: anything unknown or malformed falls back to the default. */
export function parseListParams(search: URLSearchParams): ListParams {
  const sortName = search.get('sortName');
  const pageSize = positiveInt(search.get('pageSize'));
  return {
    sortName: sortName === 'time' || sortName === 'price' ? sortName : 'default',
    sortOrder: search.get('sortOrder') === 'asc' ? 'asc' : 'desc',
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: pageSize && LIST_PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULTS.pageSize,
    keyword: (search.get('keyword') ?? '').trim().slice(0, 50),
    express: (search.get('express') ?? '').slice(0, 30),
    area: (search.get('area') ?? '').slice(0, 30),
    platform: positiveInt(search.get('platform')),
    priceMin: price(search.get('priceMin')),
    priceMax: price(search.get('priceMax')),
  };
}

/** Writes only what differs from the defaults, so plain /gift-list stays plain. */
export function toSearch(params: ListParams): URLSearchParams {
  const out = new URLSearchParams();
  const put = (key: keyof ListParams) => {
    const value = params[key];
    if (value !== null && value !== '' && value !== DEFAULTS[key]) out.set(key, String(value));
  };
  out.set('sortName', params.sortName);
  if (params.sortName === 'price') out.set('sortOrder', params.sortOrder);
  (['keyword', 'express', 'area', 'platform', 'priceMin', 'priceMax', 'page', 'pageSize'] as const).forEach(put);
  return out;
}

/** A change of filter or sort starts again at page 1; a change of page keeps the rest. */
export function withChange(params: ListParams, change: Partial<ListParams>): ListParams {
  const next = { ...params, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

/** The API query of GET /api/gift/goods/list (SPEC §7). */
export function toQuery(params: ListParams, shopId?: number): GoodsListQuery {
  return {
    page: params.page,
    page_size: params.pageSize,
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
