import { useState } from 'react';
import { FINANCE_OWNER_KINDS, type AdminFinanceEntryRow } from 'shared-contracts/admin';
import { Drawer, Typography } from 'shared-contracts/ui/more';
import { ListTable, type ListColumn } from 'shared-kits/list-page';
import { yuanText } from '../../../shared/yuan-text';
import { useAdminFinanceEntriesQuery } from '../api/finance-api';
import type { FigureTarget } from './figure-groups';

const COLUMNS: ListColumn<AdminFinanceEntryRow>[] = [
  { title: '时间', dataIndex: 'created_at', width: 170 },
  {
    title: '账户主体',
    key: 'owner',
    width: 190,
    render: (_, row) => `${FINANCE_OWNER_KINDS[row.owner_kind]} ${row.owner_name || `#${row.owner_id}`}`,
    exportValue: (_, row) => `${FINANCE_OWNER_KINDS[row.owner_kind]} ${row.owner_name || `#${row.owner_id}`}`,
  },
  { title: '账户', dataIndex: 'account_name', width: 130 },
  { title: '类型', dataIndex: 'type_name', width: 110 },
  {
    title: '金额',
    dataIndex: 'amount',
    width: 120,
    align: 'right',
    render: (amount) => <Typography.Text type={amount < 0 ? 'danger' : 'success'}>{amount > 0 ? `+${yuanText(amount)}` : yuanText(amount)}</Typography.Text>,
  },
  { title: '变动后余额', dataIndex: 'balance_after', width: 120, align: 'right', render: (amount) => yuanText(amount) },
  { title: '备注', dataIndex: 'remark', ellipsis: true },
  {
    title: '来源',
    key: 'source',
    width: 200,
    render: (_, row) => `${row.source_type} ${row.source_id}`,
    exportValue: (_, row) => `${row.source_type} ${row.source_id}`,
  },
];

/** One figure's entries of the period, paged by the server (its own paging: it is not the page's URL). */
function Entries({ target, period }: { target: FigureTarget; period: { date?: string; month?: string } }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const query = useAdminFinanceEntriesQuery({
    ...period,
    figure: target.figure,
    ...(target.channel !== undefined ? { channel: target.channel } : {}),
    page: paging.page,
    page_size: paging.pageSize,
  });
  return (
    <ListTable
      label={`${target.title}明细`}
      columns={COLUMNS}
      rowKey="id"
      result={query}
      paging={{
        page: paging.page,
        pageSize: paging.pageSize,
        onChange: (page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
      }}
      emptyText="所选期间没有这一项的流水"
      size="small"
    />
  );
}

/**
 * The ledger entries behind a figure (GET /admin/finance/entries), newest first: when, whose (会员 masked mobile,
 * 分站 or 供货店铺 name), which account, the type, the signed amount, the balance after, the remark and the source.
 */
export function EntriesDrawer({ target, period, onClose }: { target: FigureTarget | null; period: { date?: string; month?: string }; onClose: () => void }) {
  const label = period.month ? `${period.month} 月` : period.date;
  return (
    <Drawer open={target !== null} onClose={onClose} size={1100} destroyOnHidden title={target ? `${target.title}明细（${label}）` : ''}>
      {target ? <Entries key={`${target.figure}:${target.channel ?? ''}:${label}`} target={target} period={period} /> : null}
    </Drawer>
  );
}
