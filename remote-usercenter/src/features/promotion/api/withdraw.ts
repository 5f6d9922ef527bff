import {
  IDEMPOTENCY_HEADER,
  type CaptchaInfo,
  type CommissionTransfer,
  type CommissionTransferBody,
  type Empty,
  type WithdrawAccount,
  type WithdrawAccountBody,
  type WithdrawApplyBody,
  type Withdrawal,
  type WithdrawPasswordBody,
} from 'shared-contracts';
import { api } from 'shared-contracts/app';
import { RULES_TAG } from './spread';

/** A money-moving call's body and the submission's key (one per submission, kept on a retry of it). */
export interface Keyed<Body> {
  body: Body;
  idempotencyKey: string;
}

/** The image captcha's answer, after the SMS call asked for it (code 80). */
export interface SmsCaptcha {
  captcha: string;
  key: string;
}

const ACCOUNT_TAG = { type: 'Authentication', id: 'WITHDRAW_ACCOUNT' } as const;

/**
 * 提现 and 转入余额: the Alipay account, the withdrawal password (SMS code), the application and the move into
 * the balance. Silent: each dialog shows its own spinner; a refusal is shown in the dialog by its caller.
 */
export const withdrawApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    // tagged 'Authentication': a real-name verification passed changes `verified`
    withdrawAccount: b.query<WithdrawAccount, void>({
      query: () => '/finance/withdraw/account',
      extraOptions: { silent: true },
      providesTags: [ACCOUNT_TAG],
    }),
    saveWithdrawAccount: b.mutation<WithdrawAccount, WithdrawAccountBody>({
      query: (body) => ({
        url: '/finance/withdraw/account',
        method: 'PUT',
        body,
      }),
      extraOptions: { silent: true },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(withdrawApi.util.upsertQueryData('withdrawAccount', undefined, data));
      },
    }),
    // GET /api/captcha, named apart from the login's endpoint (names are global to the one api slice)
    withdrawCaptcha: b.query<CaptchaInfo, void>({
      query: () => '/captcha',
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    sendWithdrawSms: b.mutation<Empty, SmsCaptcha | void>({
      query: (body) => ({
        url: '/finance/withdraw/password/sms',
        method: 'POST',
        body: body ?? {},
      }),
      extraOptions: { silent: true },
    }),
    setWithdrawPassword: b.mutation<Empty, WithdrawPasswordBody>({
      query: (body) => ({
        url: '/finance/withdraw/password',
        method: 'PUT',
        body,
      }),
      extraOptions: { silent: true },
      // a new password also ends a lock
      invalidatesTags: (_result, error) => (error ? [] : [ACCOUNT_TAG]),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false
        );
        // the dialog moves on at once; the refetch brings the rest
        if (done) dispatch(withdrawApi.util.updateQueryData('withdrawAccount', undefined, (draft) => void (draft.password_set = true)));
      },
    }),
    applyWithdrawal: b.mutation<Withdrawal, Keyed<WithdrawApplyBody>>({
      query: ({ body, idempotencyKey }) => ({
        url: '/finance/withdraw/apply',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      extraOptions: { silent: true },
      // wrong passwords may have locked withdrawals: the account says until when
      invalidatesTags: (_result, error) => (error ? [ACCOUNT_TAG] : ['Balance', 'Ledger', RULES_TAG, ACCOUNT_TAG]),
    }),
    transferCommission: b.mutation<CommissionTransfer, Keyed<CommissionTransferBody>>({
      query: ({ body, idempotencyKey }) => ({
        url: '/user/spread/transfer',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      extraOptions: { silent: true },
      // the prepaid balance shown anywhere (header, workbench, 我的钱包) and every ledger
      invalidatesTags: (_result, error) => (error ? [] : ['Balance', 'Ledger']),
    }),
  }),
});

export const {
  useWithdrawAccountQuery,
  useSaveWithdrawAccountMutation,
  useLazyWithdrawCaptchaQuery,
  useSendWithdrawSmsMutation,
  useSetWithdrawPasswordMutation,
  useApplyWithdrawalMutation,
  useTransferCommissionMutation,
} = withdrawApi;
