import type { GiftSelectedAddBody, GiftSelectedItem, GiftSelectedQuery, GiftSelectedUpdateBody, Paginated } from 'shared-contracts';
import { api } from 'shared-contracts/app';

const LIST = { type: 'GiftSelected', id: 'LIST' } as const;

/** 已选礼品: GET / POST /api/user/gift/selected, PUT / DELETE /api/user/gift/selected/:id. */
export const giftSelectedApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    giftSelected: b.query<Paginated<GiftSelectedItem>, GiftSelectedQuery>({
      query: (params) => ({ url: '/user/gift/selected', params }),
      extraOptions: { silent: true },
      providesTags: [LIST],
    }),
    addGiftSelected: b.mutation<GiftSelectedItem, GiftSelectedAddBody>({
      query: (body) => ({ url: '/user/gift/selected', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateGiftSelected: b.mutation<GiftSelectedItem, GiftSelectedUpdateBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/user/gift/selected/${id}`, method: 'PUT', body }),
      invalidatesTags: [LIST],
    }),
    removeGiftSelected: b.mutation<null, number>({
      query: (id) => ({ url: `/user/gift/selected/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGiftSelectedQuery, useAddGiftSelectedMutation, useUpdateGiftSelectedMutation, useRemoveGiftSelectedMutation } = giftSelectedApi;
