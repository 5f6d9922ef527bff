import type { SupplierWithdrawalRow } from 'shared-contracts/supplier';
import { Tag } from 'shared-contracts/ui';
import { ListTable, toPageQuery, type ListColumn, type Paging } from 'shared-kits/list-page';
import { yuanPlain } from '../../../shared/yuan';
import { useSupplierWithdrawalsQuery } from '../api/settlement-api';

const STATUS_COLOR: Record<SupplierWithdrawalRow['status'], string> = { pending: 'orange', paying: 'blue', paid: 'green', rejected: 'red', failed: 'red' };

const columns: ListColumn<SupplierWithdrawalRow>[] = [
  { title: '申请时间', dataIndex: 'created_at', width: 170 },
  { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (amount) => yuanPlain(amount), exportValue: (amount) => yuanPlain(amount) },
  { title: '收款账号', dataIndex: 'alipay_account' },
  { title: '状态', dataIndex: 'status_text', render: (text, row) => <Tag color={STATUS_COLOR[row.status]}>{text}</Tag> },
  { title: '说明', dataIndex: 'reason', render: (reason) => reason || '—' },
  { title: '到账时间', dataIndex: 'paid_at', width: 170, render: (at) => at ?? '—' },
];

/** 结算记录 (GET /api/supplier/settlement/withdrawals): the payouts applied for and what became of them. */
export function WithdrawalsTab({ page, pageSize, paging }: { page: number; pageSize: number; paging: Paging }) {
  const result = useSupplierWithdrawalsQuery(toPageQuery({ page, pageSize }));
  return <ListTable label="结算记录" columns={columns} rowKey="id" result={result} paging={paging} emptyText="还没有申请过结算" />;
}
