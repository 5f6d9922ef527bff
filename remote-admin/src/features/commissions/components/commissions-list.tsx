import { COMMISSION_STATUS, type CommissionStatus } from 'shared-contracts';
import type { AdminCommissionRow } from 'shared-contracts/admin';
import { Tag } from 'shared-contracts/ui';
import { Typography } from 'shared-contracts/ui/more';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { mobileDayFields } from '../../../shared/list-filter-params';
import { yuanText } from '../../../shared/yuan-text';
import { useAdminCommissionsListQuery } from '../api/commissions-api';
import { COMMISSION_STATUS_KEYS, commissionsListParams, toCommissionsQuery } from '../hooks/commissions-params';

const STATUS_COLOR: Record<CommissionStatus, string> = { frozen: 'processing', available: 'success', reversed: 'default' };

const money = { width: 100, render: (amount: number) => yuanText(amount), exportValue: (amount: number) => amount };
const user = (mobile: string, id: number) => (
  <>
    <div>{mobile}</div>
    <Typography.Text type="secondary">{`用户 ID ${id}`}</Typography.Text>
  </>
);

const columns: ListColumn<AdminCommissionRow>[] = [
  { title: '订单号', dataIndex: 'order_sn', width: 190, render: (sn: string, row) => <span title={`订单 ID ${row.order_id}`}>{sn}</span> },
  { title: '推广人', dataIndex: 'referrer_mobile', width: 130, render: (mobile: string, row) => user(mobile, row.referrer_id) },
  { title: '下单用户', dataIndex: 'user_mobile', width: 130, render: (mobile: string, row) => user(mobile, row.user_id) },
  { title: '实付金额', dataIndex: 'base', ...money },
  { title: '比例', dataIndex: 'rate', width: 80, render: (rate: number) => `${rate}%`, exportValue: (rate: number) => rate },
  { title: '佣金', dataIndex: 'amount', ...money },
  { title: '已退回', dataIndex: 'reversed', ...money },
  { title: '已解冻', dataIndex: 'released', ...money },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (status: CommissionStatus) => <Tag color={STATUS_COLOR[status]}>{COMMISSION_STATUS[status]}</Tag>,
    exportValue: (status: CommissionStatus) => COMMISSION_STATUS[status],
  },
  { title: '创建时间', dataIndex: 'created_at', width: 165 },
  { title: '解冻时间', dataIndex: 'released_at', width: 165, render: (at: string | null) => at ?? '—', exportValue: (at: string | null) => at ?? '' },
];

/**
 * 佣金记录 (issue 22): the commission each referred order brought, frozen until its parcels are dispatched
 * and the freeze has passed, with status, mobile (referrer or referred user) and date filters in the URL.
 */
export function CommissionsList() {
  const list = useListParams(commissionsListParams);
  const { params, paging, filtered } = list;
  const result = useAdminCommissionsListQuery(toCommissionsQuery(params));
  return (
    <>
      <ListFilters
        list={list}
        filters={[
          {
            kind: 'choice',
            key: 'status',
            label: '佣金状态',
            all: '全部状态',
            options: COMMISSION_STATUS_KEYS.map((value) => ({ value, label: COMMISSION_STATUS[value] })),
          },
          ...mobileDayFields(list, '推广人或下单用户手机号'),
        ]}
      />
      <ListTable label="佣金记录列表" columns={columns} rowKey="id" result={result} paging={paging} emptyText={filtered ? '没有符合条件的佣金记录' : '暂无佣金记录'} exportAs={{ fileName: '佣金记录' }} />
    </>
  );
}
