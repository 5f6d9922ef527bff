import { fen, yuanToFen, type Fen } from 'shared-contracts';
import type { AdminGoodsQuery } from 'shared-contracts/admin';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';

const id = z.coerce.number().int().positive().optional();

/** 商品's filters, held in the URL: keyword (name or id), courier, shop, category, on/off shelf. */
export const goodsListParams = defineListParams({
  keyword: z.string().trim().max(64).default(''),
  courier_id: id,
  shop_id: id,
  category: z.string().trim().max(64).default(''),
  on_shelf: z.enum(['1', '0']).optional(),
});

export type GoodsParams = ListParams<{ keyword: string; courier_id?: number; shop_id?: number; category: string; on_shelf?: '1' | '0' }>;

/** The URL's filters → the list's filters (only what is set), without paging: also the export's query. */
export function toGoodsFilters(params: GoodsParams): Omit<AdminGoodsQuery, 'page' | 'page_size'> {
  return {
    ...(params.keyword ? { keyword: params.keyword } : {}),
    ...(params.courier_id ? { courier_id: params.courier_id } : {}),
    ...(params.shop_id ? { shop_id: params.shop_id } : {}),
    ...(params.category ? { category: params.category } : {}),
    ...(params.on_shelf ? { on_shelf: params.on_shelf === '1' ? 1 : 0 } : {}),
  };
}

/** The URL's filters → GET /api/admin/goods's query. */
export function toGoodsQuery(params: GoodsParams): AdminGoodsQuery {
  return { ...toPageQuery(params), ...toGoodsFilters(params) };
}

/**
 * The price after a change of `percent` % (at most two decimals), as the server computes it: integer fen ×
 * (100 + percent)%, rounded half up to the fen, at least 1 fen.
 */
export function priceAfter(price: number, percent: number): Fen {
  const before = yuanToFen(price);
  const basisPoints = Number(percent.toFixed(2).replace('.', ''));
  return fen(Math.max(1, Math.floor((before * (10000 + basisPoints) + 5000) / 10000)));
}
