import type { OrderListQuery, Paginated, ParcelListItem } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/**
 * POST /api/user/order/parcel — the caller's parcels (one per recipient of an order), filtered like the
 * orders (status is the parcel's: 1–4); `order_sn` narrows to one order (the order detail drawer).
 */
export const parcelListApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    userParcelList: b.query<Paginated<ParcelListItem>, OrderListQuery>({
      query: (body) => ({ url: '/user/order/parcel', method: 'POST', body }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Package', id: 'LIST' }],
    }),
  }),
});

export const { useUserParcelListQuery } = parcelListApi;

/** The server's .xlsx of every parcel the filters match, with whole phone numbers. */
export const PARCEL_DOWNLOAD_URL = '/user/order/parcel/download';
