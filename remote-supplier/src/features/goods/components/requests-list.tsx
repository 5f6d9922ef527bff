import type { SupplierRequestRow, SupplierRequestStatus } from 'shared-contracts/supplier';
import { Tag } from 'shared-contracts/ui';
import { ListTable, toPageQuery, type ListColumn, type Paging } from 'shared-kits/list-page';
import { yuanText } from '../../../shared/yuan';
import { useSupplierRequestsQuery } from '../api/goods-api';

const STATUS_COLOR: Record<SupplierRequestStatus, string> = { pending: 'orange', approved: 'green', rejected: 'red' };

const columns: ListColumn<SupplierRequestRow>[] = [
  { title: '提交时间', dataIndex: 'created_at', width: 170 },
  { title: '商品', dataIndex: 'goods_name', render: (name, row) => `${name}（ID ${row.goods_id}）` },
  { title: '申请', dataIndex: 'kind_text' },
  {
    title: '供货价变更',
    dataIndex: 'supply_price',
    render: (to, row) => (row.kind === 'supply_price' && to !== null ? `${row.old_supply_price === null ? '—' : yuanText(row.old_supply_price)} → ${yuanText(to)}` : '—'),
    exportValue: (to, row) => (row.kind === 'supply_price' && to !== null ? `${row.old_supply_price ?? ''} → ${to}` : ''),
  },
  { title: '状态', dataIndex: 'status_text', render: (text, row) => <Tag color={STATUS_COLOR[row.status]}>{text}</Tag> },
  { title: '说明 / 驳回原因', dataIndex: 'reason', render: (reason) => reason || '—' },
  { title: '审核时间', dataIndex: 'reviewed_at', width: 170, render: (at) => at ?? '—' },
];

/** 审核记录 (GET /api/supplier/requests): the supplier's own requests, newest first, with the main site's answer. */
export function RequestsList({ page, pageSize, paging }: { page: number; pageSize: number; paging: Paging }) {
  const result = useSupplierRequestsQuery(toPageQuery({ page, pageSize }));
  return <ListTable label="审核记录" columns={columns} rowKey="id" result={result} paging={paging} emptyText="还没有提交过申请" />;
}
