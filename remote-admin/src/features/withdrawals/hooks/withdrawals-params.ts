import { WITHDRAWAL_STATUS, type WithdrawalStatusKey } from 'shared-contracts';
import type { AdminWithdrawalBatchResult, AdminWithdrawalRow, AdminWithdrawalsQuery } from 'shared-contracts/admin';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';
import { mobileDayFilters, siteIdParam, siteQuery, toMobileDayQuery, type MobileDayValues } from '../../../shared/list-filter-params';
import { yuanSumText } from '../../../shared/yuan-text';
import type { WithdrawalsFilter } from '../api/withdrawals-api';

export const WITHDRAWAL_STATUS_KEYS = Object.keys(WITHDRAWAL_STATUS) as WithdrawalStatusKey[];
export type WithdrawalStatusFilter = WithdrawalStatusKey | 'all';

/** 提现审核's filters, held in the URL: the status (待审核 unless told; `all` for every one), mobile, China days, the site (a main-site operator's). */
export const withdrawalsListParams = defineListParams({
  status: z.enum(['all', ...WITHDRAWAL_STATUS_KEYS] as [WithdrawalStatusFilter, ...WithdrawalStatusFilter[]]).default('pending'),
  ...mobileDayFilters,
  site_id: siteIdParam,
});

type FilterValues = MobileDayValues & { site_id?: number };
type WithdrawalsParams = ListParams<FilterValues & { status: WithdrawalStatusFilter }>;

/** The URL's filters → the totals' query (mobile, days and site: the tabs count every status). */
export const toWithdrawalsFilter = (params: FilterValues, mainRole: boolean): WithdrawalsFilter => ({ ...toMobileDayQuery(params), ...siteQuery(mainRole, params.site_id) });

/** The URL's filters → GET /api/admin/withdrawals's query. */
export const toWithdrawalsQuery = (params: WithdrawalsParams, mainRole: boolean): AdminWithdrawalsQuery => ({
  ...toPageQuery(params),
  ...(params.status !== 'all' ? { status: params.status } : {}),
  ...toWithdrawalsFilter(params, mainRole),
});

/** A 分站's earnings applied by its owner (issue 32), not a member's 推广佣金. */
export const isSiteEarnings = (row: AdminWithdrawalRow) => row.kind === 'site_earnings';

/** 推广佣金 / 分站收益 */
export const WITHDRAWAL_KIND_NAMES: Record<AdminWithdrawalRow['kind'], string> = { commission: '推广佣金', site_earnings: '分站收益' };

/**
 * The Alipay name is not the user's passed real name (or they have none now): finance looks before paying. A
 * 分站's earnings go to its owner, who has no member real name to compare with.
 */
export const nameMismatch = (row: AdminWithdrawalRow) => !isSiteEarnings(row) && (row.real_name === null || row.real_name !== row.alipay_name);

/** Where a rejected withdrawal's money goes back to, for the rows named: 可提现佣金 and / or 分站可提现收益. */
export function rejectReturnText(rows: readonly AdminWithdrawalRow[]): string {
  const sites = rows.filter(isSiteEarnings).length;
  if (rows.length === 1) return sites ? '金额退回分站可提现收益' : '金额退回用户的可提现佣金';
  if (sites === 0) return '金额退回各用户的可提现佣金';
  if (sites === rows.length) return '金额退回各分站的可提现收益';
  return '推广佣金退回各用户的可提现佣金，分站收益退回分站可提现收益';
}

/** 2 笔，合计 ¥300.00 */
export const rowsSentence = (rows: readonly AdminWithdrawalRow[]) => `${rows.length} 笔，合计 ${yuanSumText(rows.map((r) => r.amount))}`;

/** What a batch did, in a sentence: 已通过 2 笔；跳过 1 笔 */
/** What finance did to a batch, as the outcome names it. */
export type WithdrawalVerb = '通过' | '驳回' | '重新发起打款';

export function outcomeSentence(verb: WithdrawalVerb, result: AdminWithdrawalBatchResult): string {
  const done = result.done.length > 0 ? `已${verb} ${result.done.length} 笔` : `没有${verb}任何提现`;
  return result.skipped.length > 0 ? `${done}；跳过 ${result.skipped.length} 笔` : done;
}
