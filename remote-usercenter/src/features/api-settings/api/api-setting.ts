import type { ApiSetting, ApiSettingBody } from 'shared-contracts';
import { api } from 'shared-contracts/app';
import { SETTING_TAG } from './tags';

/**
 * GET /api/user/setting/api (开通状态, AppKey, 回调地址, IP白名单, 接口信息; never the secret) and its PUT
 * (enabled, callback_url and ip_whitelist together). Silent: the page shows a refusal where it happened.
 */
export const apiSettingApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    // 'Authentication': a verification passed changes `verified`
    apiSetting: b.query<ApiSetting, void>({
      query: () => '/user/setting/api',
      extraOptions: { silent: true },
      providesTags: ['Authentication', SETTING_TAG],
    }),
    saveApiSetting: b.mutation<ApiSetting, ApiSettingBody>({
      query: (body) => ({ url: '/user/setting/api', method: 'PUT', body }),
      extraOptions: { silent: true },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(apiSettingApi.util.upsertQueryData('apiSetting', undefined, data));
      },
    }),
  }),
});

export const { useApiSettingQuery, useSaveApiSettingMutation } = apiSettingApi;
