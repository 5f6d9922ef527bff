import type { ApiKey } from 'shared-contracts';
import { api } from 'shared-contracts/app';
import { SETTING_TAG } from './tags';

/**
 * GET /api/user/setting/api/key: the key the first time, a new secret on every later call (the old one
 * stops working at once). A mutation, not a query: the secret is never cached — it lives in the hook's
 * result only while the dialog shows it, and `reset()` (or leaving the page) drops it.
 */
export const apiKeyApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    issueApiKey: b.mutation<ApiKey, void>({
      query: () => ({ url: '/user/setting/api/key', method: 'GET' }),
      extraOptions: { silent: true },
      // the AppKey and 密钥创建时间 shown on the page
      invalidatesTags: (_result, error) => (error ? [] : [SETTING_TAG]),
    }),
  }),
});

export const { useIssueApiKeyMutation } = apiKeyApi;
