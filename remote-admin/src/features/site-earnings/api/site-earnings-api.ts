import { IDEMPOTENCY_HEADER, type CaptchaInfo, type Paginated, type WithdrawalStatusKey } from 'shared-contracts';
import type {
  SiteEarnings,
  SiteMarginRow,
  SiteMarginsQuery,
  SiteWithdrawAccount,
  SiteWithdrawAccountBody,
  SiteWithdrawalRow,
  SiteWithdrawApplyBody,
  SiteWithdrawPasswordBody,
} from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

const EARNINGS = { type: 'Ledger', id: 'SITE_EARNINGS' } as const;
const MARGINS = { type: 'Ledger', id: 'SITE_MARGINS' } as const;
const WITHDRAWALS = { type: 'Ledger', id: 'SITE_WITHDRAWALS' } as const;
const ACCOUNT = { type: 'Authentication', id: 'SITE_WITHDRAW_ACCOUNT' } as const;

/** The image captcha's answer, after the SMS call asked for it (code 80). */
export interface SmsCaptcha {
  captcha: string;
  key: string;
}

/** GET /api/admin/site/withdrawals */
export interface SiteWithdrawalsQuery {
  page: number;
  page_size: number;
  status?: WithdrawalStatusKey;
}

/**
 * 收益与提现 (site.earnings): the 分站's earnings accounts, margins per parcel, the Alipay account, the
 * withdrawal password (SMS code to the owner's mobile) and the applications. Silent: each dialog shows its own
 * spinner and says a refusal itself.
 */
export const siteEarningsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    siteEarnings: b.query<SiteEarnings, void>({ query: () => ({ url: '/admin/site/earnings' }), extraOptions: { silent: true }, providesTags: [EARNINGS] }),
    siteMargins: b.query<Paginated<SiteMarginRow>, SiteMarginsQuery>({ query: (params) => ({ url: '/admin/site/margins', params }), extraOptions: { silent: true }, providesTags: [MARGINS] }),
    siteWithdrawals: b.query<Paginated<SiteWithdrawalRow>, SiteWithdrawalsQuery>({
      query: (params) => ({ url: '/admin/site/withdrawals', params }),
      extraOptions: { silent: true },
      providesTags: [WITHDRAWALS],
    }),
    siteWithdrawAccount: b.query<SiteWithdrawAccount, void>({ query: () => ({ url: '/admin/site/withdraw/account' }), extraOptions: { silent: true }, providesTags: [ACCOUNT] }),
    saveSiteWithdrawAccount: b.mutation<SiteWithdrawAccount, SiteWithdrawAccountBody>({
      query: (body) => ({ url: '/admin/site/withdraw/account', method: 'PUT', body }),
      extraOptions: { silent: true },
      // wrong passwords may have locked withdrawals: the account says until when
      invalidatesTags: (_result, error) => (error ? [ACCOUNT] : []),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(siteEarningsApi.util.upsertQueryData('siteWithdrawAccount', undefined, data));
      },
    }),
    // GET /api/captcha, named apart from the other captcha endpoints (names are global to the one api slice)
    siteWithdrawCaptcha: b.query<CaptchaInfo, void>({ query: () => ({ url: '/captcha' }), extraOptions: { silent: true }, keepUnusedDataFor: 0 }),
    sendSiteWithdrawSms: b.mutation<Record<string, never>, SmsCaptcha | void>({
      query: (body) => ({ url: '/admin/site/withdraw/password/sms', method: 'POST', body: body ?? {} }),
      extraOptions: { silent: true },
    }),
    setSiteWithdrawPassword: b.mutation<SiteWithdrawAccount, SiteWithdrawPasswordBody>({
      query: (body) => ({ url: '/admin/site/withdraw/password', method: 'PUT', body }),
      extraOptions: { silent: true },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(siteEarningsApi.util.upsertQueryData('siteWithdrawAccount', undefined, data));
      },
    }),
    /** One application with its submission's Idempotency-Key (kept when the press got no answer). */
    applySiteWithdrawal: b.mutation<SiteWithdrawalRow, { body: SiteWithdrawApplyBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ url: '/admin/site/withdraw/apply', method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, error) => (error ? [ACCOUNT, EARNINGS] : [ACCOUNT, EARNINGS, WITHDRAWALS]),
    }),
  }),
});

export const {
  useSiteEarningsQuery,
  useSiteMarginsQuery,
  useSiteWithdrawalsQuery,
  useSiteWithdrawAccountQuery,
  useSaveSiteWithdrawAccountMutation,
  useLazySiteWithdrawCaptchaQuery,
  useSendSiteWithdrawSmsMutation,
  useSetSiteWithdrawPasswordMutation,
  useApplySiteWithdrawalMutation,
} = siteEarningsApi;
