import type { ParcelTrack } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/**
 * GET /api/user/order/parcel/track?id= — one parcel's 物流状态 and its courier events, newest first, times as
 * China time texts (issue 21). Asked when the 物流 drawer opens; the drawer shows its own loading, empty and
 * error states (with 重试), so no loading mask and no message for an outage; another user's parcel is 404.
 */
export const parcelTrackApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    userParcelTrack: b.query<ParcelTrack, { id: number }>({
      query: (params) => ({ url: '/user/order/parcel/track', params }),
      extraOptions: { silent: true, quiet404: true, background: true },
      providesTags: [{ type: 'Package', id: 'LIST' }],
    }),
  }),
});

export const { useUserParcelTrackQuery } = parcelTrackApi;
