import { useCallback, useMemo, useState, type Key } from 'react';
import { WITHDRAWAL_STATUS } from 'shared-contracts';
import { isSiteRole, type AdminWithdrawalBatchResult, type AdminWithdrawalRow, type AdminWithdrawalTotals, type OperatorRole } from 'shared-contracts/admin';
import { Tabs } from 'shared-contracts/ui/more';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { mobileDayFields } from '../../../shared/list-filter-params';
import { reviewActionsColumn } from '../../../shared/review-actions';
import { runWrite } from '../../../shared/run-write';
import { useSiteFilter } from '../../../shared/site-filter';
import { yuanSumText, yuanText } from '../../../shared/yuan-text';
import { useAdminWithdrawalsApproveMutation, useAdminWithdrawalsListQuery, useAdminWithdrawalsRetryMutation, useAdminWithdrawalsTotalsQuery } from '../api/withdrawals-api';
import {
  outcomeSentence,
  type WithdrawalVerb,
  toWithdrawalsFilter,
  toWithdrawalsQuery,
  WITHDRAWAL_KIND_NAMES,
  WITHDRAWAL_STATUS_KEYS,
  withdrawalsListParams,
  type WithdrawalStatusFilter,
} from '../hooks/withdrawals-params';
import { RejectWithdrawalsDialog } from './reject-withdrawals-dialog';
import { withdrawalColumns } from './withdrawal-columns';
import { RetryPayoutAction, WithdrawalRowActions } from './withdrawal-row-actions';
import { WithdrawalsBatchBar } from './withdrawals-batch-bar';
import { WithdrawalsOutcomeAlert, type WithdrawalsOutcome } from './withdrawals-outcome';

/** 待审核 3 笔 · ¥120.00 (the totals of what the mobile and date filters select). */
function tabLabel(status: WithdrawalStatusFilter, totals: AdminWithdrawalTotals | undefined): string {
  const name = status === 'all' ? '全部' : WITHDRAWAL_STATUS[status];
  if (!totals) return name;
  const parts = status === 'all' ? WITHDRAWAL_STATUS_KEYS.map((key) => totals[key]) : [totals[status]];
  const count = parts.reduce((sum, part) => sum + (part?.count ?? 0), 0);
  return `${name} ${count} 笔 · ${yuanSumText(parts.map((part) => part?.amount ?? 0))}`;
}

/**
 * 提现审核 (issue 22): the withdrawals by status (待审核 unless told) with counts and amounts per status,
 * mobile, date and (main-site operators) site filters held in the URL; each row says whether it is a member's
 * 推广佣金, a 分站's 收益 applied by its 站长 or a 供货店铺's 供应商结算 applied by its 负责人 (issue 33; a 类型 filter
 * for main-site operators). With money.write: 通过 (pays out) and 驳回 (with a reason the
 * user reads) per pending row, or for the selected ones at once, and 重新打款 for a paying one whose payout
 * job gave up; each answer says what was done and what
 * was skipped, and the list and its totals are fetched again.
 */
export function WithdrawalsList({ canWrite, role }: { canWrite: boolean; role: OperatorRole }) {
  const main = !isSiteRole(role);
  const list = useListParams(withdrawalsListParams);
  const { params, update, paging, filtered } = list;
  const site = useSiteFilter(list, role);
  const result = useAdminWithdrawalsListQuery(toWithdrawalsQuery(params, main));
  const totals = useAdminWithdrawalsTotalsQuery(toWithdrawalsFilter(params, main));
  const [approve] = useAdminWithdrawalsApproveMutation();
  const [retry] = useAdminWithdrawalsRetryMutation();
  const [selected, setSelected] = useState<Key[]>([]);
  const [rejecting, setRejecting] = useState<AdminWithdrawalRow[] | null>(null);
  const [outcome, setOutcome] = useState<WithdrawalsOutcome | null>(null);

  // only pending rows of the page shown can be selected (a refetch may have moved some on)
  const rows = result.data?.list;
  const selectedRows = useMemo(() => (rows ?? []).filter((row) => row.status === 'pending' && selected.includes(row.id)), [rows, selected]);

  const record = useCallback((verb: WithdrawalVerb, sent: AdminWithdrawalRow[], answer: AdminWithdrawalBatchResult) => {
    setOutcome({ verb, result: answer, rows: sent });
    setSelected([]);
  }, []);

  const approveRows = useCallback(
    (sent: AdminWithdrawalRow[]) =>
      runWrite(
        async () => {
          const answer = await approve({ ids: sent.map((row) => row.id) }).unwrap();
          record('通过', sent, answer);
          return answer;
        },
        (answer) => outcomeSentence('通过', answer),
        '审核失败，请稍后再试',
      ),
    [approve, record],
  );

  const retryRows = useCallback(
    (sent: AdminWithdrawalRow[]) =>
      runWrite(
        async () => {
          const answer = await retry({ ids: sent.map((row) => row.id) }).unwrap();
          record('重新发起打款', sent, answer);
          return answer;
        },
        (answer) => outcomeSentence('重新发起打款', answer),
        '重新打款失败，请稍后再试',
      ),
    [retry, record],
  );

  const columns = useMemo<ListColumn<AdminWithdrawalRow>[]>(
    () =>
      canWrite
        ? [
            ...withdrawalColumns(main),
            reviewActionsColumn(
              (row) => <WithdrawalRowActions row={row} onApprove={approveRows} onReject={setRejecting} />,
              (row) => (row.status === 'paying' ? <RetryPayoutAction row={row} onRetry={retryRows} /> : null),
            ),
          ]
        : withdrawalColumns(main),
    [approveRows, retryRows, canWrite, main],
  );

  return (
    <>
      <Tabs
        activeKey={params.status}
        onChange={(status) => {
          setSelected([]);
          update({ status: status as WithdrawalStatusFilter });
        }}
        items={(['pending', 'paying', 'paid', 'rejected', 'failed', 'all'] as WithdrawalStatusFilter[]).map((key) => ({ key, label: tabLabel(key, totals.data) }))}
      />
      <ListFilters
        list={list}
        // the rows chosen go with the rows shown
        onChange={() => setSelected([])}
        filters={[
          ...(main ? [{ kind: 'choice' as const, key: 'kind' as const, label: '类型', all: '全部类型', options: WITHDRAWAL_KIND_NAMES }] : []),
          ...site,
          ...mobileDayFields(list, '手机号'),
        ]}
      />
      {outcome ? <WithdrawalsOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} /> : null}
      <ListTable
        label="提现申请列表"
        columns={columns}
        rowKey="id"
        result={result}
        paging={paging}
        toolbar={canWrite ? <WithdrawalsBatchBar rows={selectedRows} onApprove={approveRows} onReject={setRejecting} /> : null}
        rowSelection={
          canWrite
            ? {
                selectedRowKeys: selectedRows.map((row) => row.id),
                onChange: (keys) => setSelected(keys),
                getCheckboxProps: (row) => ({ disabled: row.status !== 'pending', 'aria-label': `选择 ${row.mobile} 的提现 ${yuanText(row.amount)}` }),
              }
            : undefined
        }
        emptyText={filtered ? '没有符合条件的提现申请' : params.status === 'pending' ? '没有待审核的提现申请' : '暂无提现申请'}
        exportAs={{ fileName: '提现申请' }}
      />
      {canWrite ? (
        <RejectWithdrawalsDialog
          rows={rejecting}
          onClose={() => setRejecting(null)}
          onResult={(answer) => record('驳回', rejecting ?? [], answer)}
        />
      ) : null}
    </>
  );
}
