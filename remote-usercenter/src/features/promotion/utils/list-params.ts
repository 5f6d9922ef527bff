import {
  COMMISSION_STATUS,
  WITHDRAWAL_STATUS,
  type CommissionStatus,
  type ReferredOrderQuery,
  type SpreadUserQuery,
  type WithdrawalQuery,
  type WithdrawalStatusKey,
} from 'shared-contracts';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';

/** The tabs of 推广赚钱, `?tab=` (absent: 我邀请的用户). */
export const PROMOTION_TABS = {
  users: '我邀请的用户',
  orders: '佣金记录',
  withdrawals: '提现记录',
} as const;
export type PromotionTab = keyof typeof PROMOTION_TABS;

const commissionStatuses = Object.keys(COMMISSION_STATUS) as [CommissionStatus, ...CommissionStatus[]];
const withdrawalStatuses = Object.keys(WITHDRAWAL_STATUS) as [WithdrawalStatusKey, ...WithdrawalStatusKey[]];
// what the box holds (the server checks whole number or last 4 digits)
const mobile = z.string().trim().max(11).default('');

/** 我邀请的用户: `mobile`, paging. */
export const spreadUserParams = defineListParams({ mobile });
/** 佣金记录: `status`, `mobile`, paging; `tab` kept while filtering. */
export const referredOrderParams = defineListParams({
  tab: z.enum(['orders']).optional(),
  status: z.enum(commissionStatuses).optional(),
  mobile,
});
/** 提现记录: `status`, paging; `tab` kept while filtering. */
export const withdrawalParams = defineListParams({
  tab: z.enum(['withdrawals']).optional(),
  status: z.enum(withdrawalStatuses).optional(),
});

const mobileQuery = (text: string) => (text ? { mobile: text } : {});

export function spreadUserQuery(params: ListParams<{ mobile: string }>): SpreadUserQuery {
  return { ...toPageQuery(params), ...mobileQuery(params.mobile) };
}

export function referredOrderQuery(params: ListParams<{ status?: CommissionStatus; mobile: string }>): ReferredOrderQuery {
  return {
    ...toPageQuery(params),
    ...(params.status ? { status: params.status } : {}),
    ...mobileQuery(params.mobile),
  };
}

export function withdrawalQuery(params: ListParams<{ status?: WithdrawalStatusKey }>): WithdrawalQuery {
  return {
    ...toPageQuery(params),
    ...(params.status ? { status: params.status } : {}),
  };
}
