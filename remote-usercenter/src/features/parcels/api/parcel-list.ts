import type { Paginated, ParcelListItem, ParcelListQuery } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/**
 * POST /api/user/order/parcel — the caller's parcels (one per recipient of an order), filtered like the
 * orders (status is the parcel's: 1–4) and by 物流状态 (`track_state`); `order_sn` narrows to one order (the
 * order detail drawer). Each row says its 物流状态 and the 超时赔付 credited for it (`compensation`, yuan).
 */
export const parcelListApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    userParcelList: b.query<Paginated<ParcelListItem>, ParcelListQuery>({
      query: (body) => ({ url: '/user/order/parcel', method: 'POST', body }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Package', id: 'LIST' }],
    }),
  }),
});

export const { useUserParcelListQuery } = parcelListApi;

/** The server's .xlsx of every parcel the filters match, with whole phone numbers. */
export const PARCEL_DOWNLOAD_URL = '/user/order/parcel/download';
