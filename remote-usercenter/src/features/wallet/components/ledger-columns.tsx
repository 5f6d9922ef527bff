import type { LedgerEntry } from 'shared-contracts';
import type { ListColumn } from 'shared-kits/list-page';
import styled from 'styled-components';
import { chinaTime } from '../../../utils/china-time';
import { signedYuan, yuan } from '../../../utils/yuan';

/** Money in is green, money out red (the user's own account, as banking apps show it). */
const Signed = styled.span<{ $in: boolean }>`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.$in ? p.theme.colorSuccess : p.theme.colorError)};
`;


/** The ledger's columns, shown and exported (the export writes the same texts). */
export const ledgerColumns: ListColumn<LedgerEntry>[] = [
  { title: '时间', dataIndex: 'created_at', width: 180, render: (iso) => chinaTime(iso), exportValue: (iso) => chinaTime(iso) },
  { title: '类型', dataIndex: 'type_name', width: 120 },
  {
    title: '金额（元）',
    dataIndex: 'amount',
    align: 'right',
    width: 140,
    render: (amount) => <Signed $in={amount >= 0}>{signedYuan(amount)}</Signed>,
    exportValue: (amount) => signedYuan(amount),
  },
  { title: '余额（元）', dataIndex: 'balance', align: 'right', width: 140, render: (balance) => yuan(balance), exportValue: (balance) => yuan(balance) },
  { title: '备注', dataIndex: 'remark', render: (remark) => remark || '—' },
];
