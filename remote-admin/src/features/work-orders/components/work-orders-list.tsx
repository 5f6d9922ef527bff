import { useMemo } from 'react';
import { WORK_ORDER_STATUSES, WORK_ORDER_TYPES, type WorkOrderStatus } from 'shared-contracts';
import { isSiteRole, type AdminWorkOrderRow, type OperatorRole } from 'shared-contracts/admin';
import { Button, Space } from 'shared-contracts/ui';
import { Badge, Typography } from 'shared-contracts/ui/more';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { siteColumn } from '../../../shared/site-column';
import { useSiteFilter } from '../../../shared/site-filter';
import { useAdminWorkOrdersListQuery } from '../api/work-orders-api';
import { toWorkOrdersQuery, WORK_ORDER_FILTERS, workOrdersListParams, type WorkOrderStatusFilter } from '../hooks/work-orders-params';
import { ClaimButton } from './claim-button';
import { WorkOrderDrawer } from './work-order-drawer';
import { WorkOrderStatusTag } from './work-order-status-tag';

const STATUS_OPTIONS: { value: WorkOrderStatusFilter; label: string }[] = [
  { value: 'open', label: '全部未结束' },
  { value: 'all', label: '全部状态' },
  ...(Object.keys(WORK_ORDER_STATUSES) as WorkOrderStatus[]).map((value) => ({ value, label: WORK_ORDER_STATUSES[value] })),
];
const ASSIGNEE_OPTIONS = [
  { value: 'me' as const, label: '我的' },
  { value: 'none' as const, label: '未认领' },
];

interface WorkOrdersListProps {
  /** the signed-in operator (我的, and 认领 hidden on their own work orders) */
  operatorId: number;
  /** workorders.write: 认领, reply and status */
  canWrite: boolean;
  /** the signed-in operator's role: a main-site operator sees each work order's site and filters by it */
  role: OperatorRole;
}

/**
 * 工单 (issue 21): the support queue with status (未结束 unless told), type, assignee, mobile, keyword and
 * date filters held in the URL; 新消息 marks work orders the merchant wrote on since 客服 last opened them.
 * 查看 opens the work order in a drawer (`?id=` in the URL); 认领 for roles holding workorders.write. A main-site
 * operator also sees and filters by the member's site; a 分站's operators see only their members' work orders.
 */
export function WorkOrdersList({ operatorId, canWrite, role }: WorkOrdersListProps) {
  const main = !isSiteRole(role);
  const list = useListParams(workOrdersListParams);
  const { params, update, paging } = list;
  const site = useSiteFilter(list, role);
  const result = useAdminWorkOrdersListQuery(toWorkOrdersQuery(params, main));
  const filtered = list.isFiltered(WORK_ORDER_FILTERS);
  // opening or closing the drawer (`id`) keeps the page the queue is on

  const columns = useMemo<ListColumn<AdminWorkOrderRow>[]>(
    () => [
      {
        title: '工单号',
        dataIndex: 'work_order_sn',
        width: 170,
        render: (sn: string, row) =>
          row.unread ? (
            <Badge dot offset={[6, 0]} title="新消息">
              <span>{sn}</span>
            </Badge>
          ) : (
            sn
          ),
      },
      { title: '用户', dataIndex: 'mobile', width: 120 },
      ...(main ? [siteColumn<AdminWorkOrderRow>()] : []),
      { title: '问题类型', dataIndex: 'type_name', width: 100 },
      { title: '关联包裹', dataIndex: 'parcel_sns', width: 220, render: (sns: string[]) => sns.join('、'), exportValue: (sns: string[]) => sns.join('、') },
      {
        title: '问题描述',
        dataIndex: 'summary',
        width: 240,
        render: (summary: string) => (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: summary }} style={{ margin: 0 }}>
            {summary}
          </Typography.Paragraph>
        ),
      },
      { title: '状态', dataIndex: 'status', width: 110, render: (status: WorkOrderStatus) => <WorkOrderStatusTag status={status} />, exportValue: (_, row) => row.status_name },
      {
        title: '处理人',
        dataIndex: 'assignee_name',
        width: 100,
        render: (name: string | null) => name ?? <Typography.Text type="secondary">未认领</Typography.Text>,
        exportValue: (name: string | null) => name ?? '未认领',
      },
      { title: '提交时间', dataIndex: 'created_at', width: 165 },
      { title: '首次回复', dataIndex: 'first_reply_at', width: 165, render: (at: string) => at || '—', exportValue: (at: string) => at || '' },
      {
        title: '操作',
        key: 'actions',
        width: 120,
        fixed: 'right',
        render: (_, row) => (
          <Space size={0}>
            <Button type="link" size="small" aria-label={`查看工单 ${row.work_order_sn}`} onClick={() => update({ id: row.id, page: params.page })}>
              查看
            </Button>
            {canWrite ? <ClaimButton order={row} operatorId={operatorId} /> : null}
          </Space>
        ),
      },
    ],
    [canWrite, operatorId, update, params.page, main],
  );

  return (
    <>
      <ListFilters
        list={list}
        filters={[
          { kind: 'choice', key: 'status', label: '状态', options: STATUS_OPTIONS },
          { kind: 'choice', key: 'type', label: '问题类型', all: '全部类型', options: WORK_ORDER_TYPES },
          { kind: 'choice', key: 'assignee', label: '处理人', all: '全部处理人', options: ASSIGNEE_OPTIONS },
          ...site,
          { kind: 'search', key: 'mobile', label: '用户手机号', placeholder: '完整手机号或后 4 位', width: 200 },
          { kind: 'search', key: 'keyword', label: '关键词', placeholder: '工单号 / 包裹号 / 运单号', width: 240, tooltip: '工单号、包裹号或运单号' },
          { kind: 'range', keys: ['from', 'to'], label: '提交日期' },
        ]}
      />
      <ListTable
        label="工单列表"
        columns={columns}
        rowKey="id"
        result={result}
        paging={paging}
        emptyText={filtered ? '没有符合条件的工单' : '暂无未结束的工单'}
      />
      <WorkOrderDrawer id={params.id ?? null} operatorId={operatorId} canWrite={canWrite} onClose={() => update({ id: undefined, page: params.page })} />
    </>
  );
}
