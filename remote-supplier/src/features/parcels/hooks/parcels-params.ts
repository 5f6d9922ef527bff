import type { SupplierParcelStatus } from 'shared-contracts/supplier';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';
import type { SupplierParcelsQuery } from '../api/parcels-api';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const id = z.coerce.number().int().positive();

/** 待发货's state in the URL: the status tab (待发货 unless told), courier, goods, order days, keyword (运单号 / 包裹号). */
export const parcelsListParams = defineListParams({
  status: z.enum(['to_ship', 'shipped', 'refused']).default('to_ship'),
  courier_id: id.optional(),
  goods_id: id.optional(),
  keyword: z.string().trim().max(64).default(''),
  from: day.optional(),
  to: day.optional(),
});

export interface ParcelFilterValues {
  status: SupplierParcelStatus;
  courier_id?: number;
  goods_id?: number;
  keyword: string;
  from?: string;
  to?: string;
}

/** The URL's state → GET /api/supplier/parcels's query (only what is set). */
export const toParcelsQuery = (params: ListParams<ParcelFilterValues>): SupplierParcelsQuery => ({
  ...toPageQuery(params),
  status: params.status,
  ...(params.courier_id ? { courier_id: params.courier_id } : {}),
  ...(params.goods_id ? { goods_id: params.goods_id } : {}),
  ...(params.keyword ? { keyword: params.keyword } : {}),
  ...(params.from ? { start_date: params.from } : {}),
  ...(params.to ? { end_date: params.to } : {}),
});
