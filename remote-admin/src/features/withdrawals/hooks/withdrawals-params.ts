import { WITHDRAWAL_STATUS, type WithdrawalStatusKey } from 'shared-contracts';
import type { AdminWithdrawalBatchResult, AdminWithdrawalRow, AdminWithdrawalsQuery } from 'shared-contracts/admin';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';
import { mobileDayFilters, toMobileDayQuery, type MobileDayValues } from '../../../shared/list-filter-params';
import { yuanSumText } from '../../../shared/yuan-text';
import type { WithdrawalsFilter } from '../api/withdrawals-api';

export const WITHDRAWAL_STATUS_KEYS = Object.keys(WITHDRAWAL_STATUS) as WithdrawalStatusKey[];
export type WithdrawalStatusFilter = WithdrawalStatusKey | 'all';

/** 提现审核's filters, held in the URL: the status (待审核 unless told; `all` for every one), mobile, China days. */
export const withdrawalsListParams = defineListParams({
  status: z.enum(['all', ...WITHDRAWAL_STATUS_KEYS] as [WithdrawalStatusFilter, ...WithdrawalStatusFilter[]]).default('pending'),
  ...mobileDayFilters,
});

type WithdrawalsParams = ListParams<MobileDayValues & { status: WithdrawalStatusFilter }>;

/** The URL's filters → the totals' query (mobile and days: the tabs count every status). */
export const toWithdrawalsFilter = (params: MobileDayValues): WithdrawalsFilter => toMobileDayQuery(params);

/** The URL's filters → GET /api/admin/withdrawals's query. */
export const toWithdrawalsQuery = (params: WithdrawalsParams): AdminWithdrawalsQuery => ({
  ...toPageQuery(params),
  ...(params.status !== 'all' ? { status: params.status } : {}),
  ...toMobileDayQuery(params),
});

/** The Alipay name is not the user's passed real name (or they have none now): finance looks before paying. */
export const nameMismatch = (row: AdminWithdrawalRow) => row.real_name === null || row.real_name !== row.alipay_name;

/** 2 笔，合计 ¥300.00 */
export const rowsSentence = (rows: readonly AdminWithdrawalRow[]) => `${rows.length} 笔，合计 ${yuanSumText(rows.map((r) => r.amount))}`;

/** What a batch did, in a sentence: 已通过 2 笔；跳过 1 笔 */
/** What finance did to a batch, as the outcome names it. */
export type WithdrawalVerb = '通过' | '驳回' | '重新发起打款';

export function outcomeSentence(verb: WithdrawalVerb, result: AdminWithdrawalBatchResult): string {
  const done = result.done.length > 0 ? `已${verb} ${result.done.length} 笔` : `没有${verb}任何提现`;
  return result.skipped.length > 0 ? `${done}；跳过 ${result.skipped.length} 笔` : done;
}
