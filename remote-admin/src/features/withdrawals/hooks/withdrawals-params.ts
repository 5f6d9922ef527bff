import { WITHDRAWAL_STATUS, type WithdrawalStatusKey } from 'shared-contracts';
import { WITHDRAWAL_KINDS, type AdminWithdrawalBatchResult, type AdminWithdrawalKind, type AdminWithdrawalRow, type AdminWithdrawalsQuery } from 'shared-contracts/admin';
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
  /** 推广佣金 / 分站收益 / 供应商结算 (issue 33) */
  kind: z.enum(WITHDRAWAL_KINDS as [AdminWithdrawalKind, ...AdminWithdrawalKind[]]).optional(),
});

type FilterValues = MobileDayValues & { site_id?: number; kind?: AdminWithdrawalKind };
type WithdrawalsParams = ListParams<FilterValues & { status: WithdrawalStatusFilter }>;

/** The URL's filters → the totals' query (mobile, days and site: the tabs count every status). */
export const toWithdrawalsFilter = (params: FilterValues, mainRole: boolean): WithdrawalsFilter => ({
  ...toMobileDayQuery(params),
  ...siteQuery(mainRole, params.site_id),
  ...(params.kind ? { kind: params.kind } : {}),
});

/** The URL's filters → GET /api/admin/withdrawals's query. */
export const toWithdrawalsQuery = (params: WithdrawalsParams, mainRole: boolean): AdminWithdrawalsQuery => ({
  ...toPageQuery(params),
  ...(params.status !== 'all' ? { status: params.status } : {}),
  ...toWithdrawalsFilter(params, mainRole),
});

/** A 分站's earnings applied by its owner (issue 32), not a member's 推广佣金. */
export const isSiteEarnings = (row: AdminWithdrawalRow) => row.kind === 'site_earnings';
/** A 供货店铺's settlement applied by its 负责人 (issue 33). */
export const isSupplierPayable = (row: AdminWithdrawalRow) => row.kind === 'supplier_payable';

/** 推广佣金 / 分站收益 / 供应商结算 */
export const WITHDRAWAL_KIND_NAMES: Record<AdminWithdrawalKind, string> = { commission: '推广佣金', site_earnings: '分站收益', supplier_payable: '供应商结算' };

/** The kind as the 类型 column says it: 供应商结算 · <shop> for a supplier's. */
export const kindText = (row: AdminWithdrawalRow) => (isSupplierPayable(row) && row.shop_name ? `${WITHDRAWAL_KIND_NAMES[row.kind]} · ${row.shop_name}` : WITHDRAWAL_KIND_NAMES[row.kind]);

/**
 * The Alipay name is not the user's passed real name (or they have none now): finance looks before paying. A
 * 分站's earnings go to its owner, a 供货店铺's to its account: neither has a member real name to compare with.
 */
export const nameMismatch = (row: AdminWithdrawalRow) => row.kind === 'commission' && (row.real_name === null || row.real_name !== row.alipay_name);

const RETURNS: Record<AdminWithdrawalKind, { one: string; many: string; short: string }> = {
  commission: { one: '金额退回用户的可提现佣金', many: '金额退回各用户的可提现佣金', short: '推广佣金退回各用户的可提现佣金' },
  site_earnings: { one: '金额退回分站可提现收益', many: '金额退回各分站的可提现收益', short: '分站收益退回分站可提现收益' },
  supplier_payable: { one: '金额退回供应商的可结算金额', many: '金额退回各供应商的可结算金额', short: '供应商结算退回供应商的可结算金额' },
};

/** Where a rejected withdrawal's money goes back to, for the rows named: 可提现佣金, 分站可提现收益 and / or 供应商可结算金额. */
export function rejectReturnText(rows: readonly AdminWithdrawalRow[]): string {
  const kinds = WITHDRAWAL_KINDS.filter((kind) => rows.some((row) => row.kind === kind));
  if (kinds.length === 1) return rows.length === 1 ? RETURNS[kinds[0]].one : RETURNS[kinds[0]].many;
  return kinds.map((kind) => RETURNS[kind].short).join('，');
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
