import type { Paginated } from 'shared-contracts';
import type { SupplierGoodsRow, SupplierRequestKind, SupplierRequestRow } from 'shared-contracts/supplier';
import { api } from 'shared-contracts/app';
import { SUPPLIER_TAGS } from '../../../shared/tags';

export interface SupplierGoodsQuery {
  page: number;
  page_size: number;
  keyword?: string;
}

/** PUT /api/supplier/goods/:id: what the supplier edits directly (shoppers see it at once). */
export interface SupplierGoodsBody {
  name: string;
  pics: string[];
  description: string;
  weight_g: number;
  stock_warning: number;
}

/** PUT /api/supplier/goods/:id/stock: the new stock and the stock the supplier saw. */
export interface SupplierStockBody {
  stock: number;
  expected_stock: number;
}

/** POST /api/supplier/goods/:id/requests: a supply price (yuan) to review, or 上架 / 下架. */
export type SupplierRequestBody = { kind: 'supply_price'; supply_price: number; note: string } | { kind: Exclude<SupplierRequestKind, 'supply_price'>; note: string };

/** The supplier's goods calls (issue 33): its shop's goods, their edits and stock, and its requests to the main site. */
export const goodsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    supplierGoods: b.query<Paginated<SupplierGoodsRow>, SupplierGoodsQuery>({
      query: (params) => ({ url: '/supplier/goods', params }),
      extraOptions: { silent: true },
      providesTags: [SUPPLIER_TAGS.goods],
    }),
    supplierGoodsUpdate: b.mutation<unknown, { id: number; body: SupplierGoodsBody }>({
      query: ({ id, body }) => ({ url: `/supplier/goods/${id}`, method: 'PUT', body }),
      invalidatesTags: [SUPPLIER_TAGS.goods, SUPPLIER_TAGS.workbench],
    }),
    /** Refused with 库存已被订单更新 when an order took stock since the list was read: the list is read again either way. */
    supplierStockUpdate: b.mutation<unknown, { id: number; body: SupplierStockBody }>({
      query: ({ id, body }) => ({ url: `/supplier/goods/${id}/stock`, method: 'PUT', body }),
      invalidatesTags: () => [SUPPLIER_TAGS.goods, SUPPLIER_TAGS.workbench],
    }),
    supplierGoodsRequest: b.mutation<unknown, { id: number; body: SupplierRequestBody }>({
      query: ({ id, body }) => ({ url: `/supplier/goods/${id}/requests`, method: 'POST', body }),
      invalidatesTags: [SUPPLIER_TAGS.goods, SUPPLIER_TAGS.requests],
    }),
    supplierRequests: b.query<Paginated<SupplierRequestRow>, { page: number; page_size: number }>({
      query: (params) => ({ url: '/supplier/requests', params }),
      extraOptions: { silent: true },
      providesTags: [SUPPLIER_TAGS.requests],
    }),
  }),
});

export const { useSupplierGoodsQuery, useSupplierGoodsUpdateMutation, useSupplierStockUpdateMutation, useSupplierGoodsRequestMutation, useSupplierRequestsQuery } = goodsApi;
