import { useState } from 'react';
import { RECONCILIATION_KIND_NAMES, type ReconciliationItemRow } from 'shared-contracts/admin';
import { Tag } from 'shared-contracts/ui';
import { ListTable, type ListColumn } from 'shared-kits/list-page';
import { Muted } from '../../../shared/muted-text';
import { yuanText } from '../../../shared/yuan-text';
import { DifferenceActions } from './difference-actions';
import { ResolveDialog } from './resolve-dialog';

const amount = (yuan: number | null) => (yuan === null ? '—' : yuanText(yuan));

const COLUMNS: ListColumn<ReconciliationItemRow>[] = [
  { title: '类型', dataIndex: 'kind', width: 200, render: (kind) => RECONCILIATION_KIND_NAMES[kind], exportValue: (kind) => RECONCILIATION_KIND_NAMES[kind] },
  { title: '渠道', dataIndex: 'gateway_name', width: 100 },
  { title: '商户订单号', dataIndex: 'trade_no', width: 200, render: (tradeNo) => tradeNo || '—' },
  { title: '渠道交易号', dataIndex: 'gateway_trade_no', width: 220, render: (tradeNo) => tradeNo || '—' },
  { title: '账单金额', dataIndex: 'bill_amount', width: 110, align: 'right', render: amount, exportValue: (yuan) => yuan },
  { title: '本站金额', dataIndex: 'our_amount', width: 110, align: 'right', render: amount, exportValue: (yuan) => yuan },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (status) => (status === 'open' ? <Tag color="orange">待处理</Tag> : <Tag color="green">已处理</Tag>),
    exportValue: (status) => (status === 'open' ? '待处理' : '已处理'),
  },
  { title: '处理说明', dataIndex: 'resolution', width: 200, render: (note) => note ?? '—' },
  {
    title: '处理人/时间',
    key: 'resolved',
    width: 170,
    render: (_, row) =>
      row.resolved_by ? (
        <>
          <div>{row.resolved_by}</div>
          <Muted>{row.resolved_at}</Muted>
        </>
      ) : (
        '—'
      ),
    exportValue: (_, row) => (row.resolved_by ? `${row.resolved_by} ${row.resolved_at ?? ''}`.trim() : ''),
  },
];

interface Props {
  date: string;
  items?: readonly ReconciliationItemRow[];
  /** a gateway's bill could not be fetched: an empty table then does not mean it all matched */
  incomplete: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
  /** money.write: 补单 and 标记已处理 */
  canWrite: boolean;
}

/** 对账's differences of the day, each with what was done about it; open ones with their action for money.write. */
export function DifferencesTable({ date, items, incomplete, isFetching, error, refetch, canWrite }: Props) {
  const [resolving, setResolving] = useState<ReconciliationItemRow | null>(null);
  const columns: ListColumn<ReconciliationItemRow>[] = canWrite
    ? [...COLUMNS, { title: '操作', key: 'actions', width: 110, fixed: 'right', render: (_, row) => <DifferenceActions item={row} onResolve={setResolving} /> }]
    : COLUMNS;
  return (
    <>
      <ListTable
        label="对账差异列表"
        columns={columns}
        rowKey="id"
        result={{ data: items, isFetching, error, refetch }}
        emptyText={incomplete ? '没有差异记录（有渠道的账单获取失败，请稍后重新对账）' : '当日账单与本站充值一致，没有差异'}
        exportAs={{ fileName: `对账差异-${date}` }}
      />
      {canWrite ? <ResolveDialog item={resolving} onClose={() => setResolving(null)} /> : null}
    </>
  );
}
