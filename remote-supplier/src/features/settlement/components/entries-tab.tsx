import { SUPPLIER_ENTRY_TYPE, type SupplierEntryRow } from 'shared-contracts/supplier';
import { ListTable, toPageQuery, type ListColumn, type Paging } from 'shared-kits/list-page';
import styled from 'styled-components';
import { yuanPlain } from '../../../shared/yuan';
import { useSupplierEntriesQuery } from '../api/settlement-api';

const Amount = styled.span<{ $in: boolean }>`
  color: ${({ theme, $in }) => ($in ? theme.colorSuccess : theme.colorError)};
  font-variant-numeric: tabular-nums;
`;

const ACCOUNT_NAMES: Record<string, string> = { supplier_payable: '待结算', supplier_withdrawing: '结算中' };

/** +12.50 / -3.00 */
const signed = (amount: number) => `${amount > 0 ? '+' : ''}${yuanPlain(amount)}`;

const columns: ListColumn<SupplierEntryRow>[] = [
  { title: '时间', dataIndex: 'created_at', width: 170 },
  { title: '类型', dataIndex: 'type_text', render: (text, row) => text || SUPPLIER_ENTRY_TYPE[row.type] || row.type },
  { title: '账户', dataIndex: 'account', render: (account) => ACCOUNT_NAMES[account] ?? account, exportValue: (account) => ACCOUNT_NAMES[account] ?? account },
  { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (amount) => <Amount $in={amount >= 0}>{signed(amount)}</Amount>, exportValue: (amount) => signed(amount) },
  { title: '余额（元）', dataIndex: 'balance_after', align: 'right', render: (amount) => yuanPlain(amount), exportValue: (amount) => yuanPlain(amount) },
  { title: '备注', dataIndex: 'remark', render: (remark) => remark || '—' },
];

/** 流水 (GET /api/supplier/settlement/entries): every movement of the supplier's accounts, newest first. */
export function EntriesTab({ page, pageSize, paging }: { page: number; pageSize: number; paging: Paging }) {
  const result = useSupplierEntriesQuery(toPageQuery({ page, pageSize }));
  return <ListTable label="结算流水" columns={columns} rowKey="id" result={result} paging={paging} emptyText="暂无流水" exportAs={{ fileName: '结算流水' }} />;
}
