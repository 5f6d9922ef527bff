import type { AdminPromotionSettings } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

const SETTINGS = { type: 'Ledger', id: 'ADMIN_PROMOTION_SETTINGS' } as const;

/** What PUT takes: the settings without the groups' names. */
export type PromotionSettingsBody = Omit<AdminPromotionSettings, 'groups'> & { groups: { id: number; rate: number | null }[] };

/** The console's 推广设置 calls (money.read to read, money.write to change; audited as promotion.settings). */
export const promotionApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminPromotionSettings: b.query<AdminPromotionSettings, void>({
      query: () => '/admin/promotion/settings',
      extraOptions: { silent: true },
      providesTags: [SETTINGS],
    }),
    adminSavePromotionSettings: b.mutation<AdminPromotionSettings, PromotionSettingsBody>({
      query: (body) => ({ url: '/admin/promotion/settings', method: 'PUT', body }),
      // a refusal changes nothing: no refetch that could reset the form
      invalidatesTags: (result) => (result ? [SETTINGS] : []),
    }),
  }),
});

export const { useAdminPromotionSettingsQuery, useAdminSavePromotionSettingsMutation } = promotionApi;
