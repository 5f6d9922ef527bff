import type { Paginated } from 'shared-contracts';
import type { SupplierBatchResult, SupplierParcelRow, SupplierParcelStatus, SupplierPickList } from 'shared-contracts/supplier';
import { api } from 'shared-contracts/app';
import { SUPPLIER_TAGS } from '../../../shared/tags';

export interface SupplierParcelsQuery {
  page: number;
  page_size: number;
  status?: SupplierParcelStatus;
  courier_id?: number;
  goods_id?: number;
  keyword?: string;
  start_date?: string;
  end_date?: string;
}

/**
 * The supplier's parcels (issue 33): the list, and the batch calls on chosen ids — 拣货单 (totals per goods per
 * courier), 发货 and 无法发货 (each answering what was done and what skipped, with why). The label PDF is a file
 * (fetchFile), not an endpoint here.
 */
export const parcelsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    supplierParcels: b.query<Paginated<SupplierParcelRow>, SupplierParcelsQuery>({
      query: (params) => ({ url: '/supplier/parcels', params }),
      extraOptions: { silent: true },
      providesTags: [SUPPLIER_TAGS.parcels],
    }),
    supplierPickList: b.mutation<SupplierPickList, { parcel_ids: number[] }>({
      query: (body) => ({ url: '/supplier/pick-list', method: 'POST', body }),
    }),
    supplierShip: b.mutation<SupplierBatchResult, { parcel_ids: number[] }>({
      query: (body) => ({ url: '/supplier/ship', method: 'POST', body }),
      invalidatesTags: [SUPPLIER_TAGS.parcels, SUPPLIER_TAGS.workbench, SUPPLIER_TAGS.settlement],
    }),
    /** 无法发货: the parcels are refused through the refusal path (merchants refunded, stock given back). */
    supplierRefuse: b.mutation<SupplierBatchResult, { parcel_ids: number[]; reason: string }>({
      query: (body) => ({ url: '/supplier/refuse', method: 'POST', body }),
      invalidatesTags: [SUPPLIER_TAGS.parcels, SUPPLIER_TAGS.workbench, SUPPLIER_TAGS.goods, SUPPLIER_TAGS.settlement],
    }),
  }),
});

export const { useSupplierParcelsQuery, useSupplierPickListMutation, useSupplierShipMutation, useSupplierRefuseMutation } = parcelsApi;
