import { WITHDRAWAL_STATUS, type WithdrawalStatusKey } from 'shared-contracts';
import { SITE_MARGIN_STATUS, type SiteMarginsQuery, type SiteMarginStatus } from 'shared-contracts/admin';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';
import type { SiteWithdrawalsQuery } from '../api/site-earnings-api';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const MARGIN_STATUS_KEYS = Object.keys(SITE_MARGIN_STATUS) as SiteMarginStatus[];
export const WITHDRAWAL_STATUS_KEYS = Object.keys(WITHDRAWAL_STATUS) as WithdrawalStatusKey[];

/** The page's two tabs; the URL names the second (tab=withdrawals), so each list keeps its own filters there. */
export type EarningsTab = 'margins' | 'withdrawals';

/** 收益明细's filters, held in the URL: status and a range of China days. */
export const marginsParams = defineListParams({
  status: z.enum(MARGIN_STATUS_KEYS as [SiteMarginStatus, ...SiteMarginStatus[]]).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

/** 提现记录's filters, held in the URL with tab=withdrawals (always written, so 重置 stays on the tab). */
export const withdrawalsParams = defineListParams(
  {
    tab: z.enum(['withdrawals']).default('withdrawals'),
    status: z.enum(WITHDRAWAL_STATUS_KEYS as [WithdrawalStatusKey, ...WithdrawalStatusKey[]]).optional(),
  },
  { alwaysWrite: ['tab'] },
);

/** The URL's filters → GET /api/admin/site/margins's query (only what is set). */
export const toMarginsQuery = (params: ListParams<{ status?: SiteMarginStatus; from?: string; to?: string }>): SiteMarginsQuery => ({
  ...toPageQuery(params),
  ...(params.status ? { status: params.status } : {}),
  ...(params.from ? { start_date: params.from } : {}),
  ...(params.to ? { end_date: params.to } : {}),
});

/** The URL's filters → GET /api/admin/site/withdrawals's query. */
export const toWithdrawalsQuery = (params: ListParams<{ status?: WithdrawalStatusKey }>): SiteWithdrawalsQuery => ({
  ...toPageQuery(params),
  ...(params.status ? { status: params.status } : {}),
});
