import type { SiteSettings, SiteSettingsView } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

/** 站点设置 (site.settings): what the 分站's owner edits of it, and what the main site sets (read-only). */
export const siteSettingsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    siteSettings: b.query<SiteSettingsView, void>({
      query: () => ({ url: '/admin/site/settings' }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    /** The answer is the saved view: the form shows it at once. */
    saveSiteSettings: b.mutation<SiteSettingsView, SiteSettings>({
      query: (body) => ({ url: '/admin/site/settings', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(siteSettingsApi.util.upsertQueryData('siteSettings', undefined, data));
      },
    }),
  }),
});

export const { useSiteSettingsQuery, useSaveSiteSettingsMutation } = siteSettingsApi;
