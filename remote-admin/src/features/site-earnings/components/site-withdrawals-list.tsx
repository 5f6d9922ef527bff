import { WITHDRAWAL_STATUS } from 'shared-contracts';
import type { SiteWithdrawalRow } from 'shared-contracts/admin';
import { Tag } from 'shared-contracts/ui';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { useSiteWithdrawalsQuery } from '../api/site-earnings-api';
import { toWithdrawalsQuery, withdrawalsParams } from '../hooks/earnings-params';
import { yuan } from '../utils/yuan';

/** 待审核 orange, 打款中 blue, 已到账 green, 已驳回 / 打款失败 red. */
const STATUS_COLOR: Record<string, string> = { pending: 'warning', paying: 'processing', paid: 'success', rejected: 'error', failed: 'error' };

const columns: ListColumn<SiteWithdrawalRow>[] = [
  { title: '申请时间', dataIndex: 'created_at', width: 165 },
  { title: '金额（元）', dataIndex: 'amount', width: 110, align: 'right', render: (amount: number) => yuan(amount), exportValue: (amount: number) => amount },
  { title: '收款账号', dataIndex: 'account', width: 170 },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    render: (status: string, row) => <Tag color={STATUS_COLOR[status] ?? 'default'}>{row.status_text}</Tag>,
    exportValue: (_status: string, row) => row.status_text,
  },
  { title: '原因', dataIndex: 'reason', width: 200, render: (reason: string | null) => reason || '—', exportValue: (reason: string | null) => reason ?? '' },
  { title: '到账时间', dataIndex: 'paid_at', width: 165, render: (at: string | null) => at ?? '—', exportValue: (at: string | null) => at ?? '' },
];

/** 提现记录: the 分站's applications, newest first, with a status filter in the URL. */
export function SiteWithdrawalsList() {
  const list = useListParams(withdrawalsParams);
  const { params, paging, filtered } = list;
  const result = useSiteWithdrawalsQuery(toWithdrawalsQuery(params));
  return (
    <>
      <ListFilters list={list} filters={[{ kind: 'choice', key: 'status', label: '提现状态', all: '全部状态', options: WITHDRAWAL_STATUS }]} />
      <ListTable label="提现记录列表" columns={columns} rowKey="id" result={result} paging={paging} emptyText={filtered ? '没有符合条件的提现记录' : '暂无提现记录'} exportAs={{ fileName: '提现记录' }} />
    </>
  );
}
