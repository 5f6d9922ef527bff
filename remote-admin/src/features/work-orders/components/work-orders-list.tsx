import { useMemo } from 'react';
import { WORK_ORDER_STATUSES, WORK_ORDER_TYPES, type WorkOrderStatus, type WorkOrderType } from 'shared-contracts';
import { isSiteRole, type AdminWorkOrderRow, type OperatorRole } from 'shared-contracts/admin';
import { Button, Space, Tooltip } from 'shared-contracts/ui';
import { Badge, Input, Select, Typography } from 'shared-contracts/ui/more';
import { DayRange, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { siteColumn } from '../../../shared/site-column';
import { SiteFilter } from '../../../shared/site-filter';
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
const TYPE_OPTIONS = (Object.keys(WORK_ORDER_TYPES) as WorkOrderType[]).map((value) => ({ value, label: WORK_ORDER_TYPES[value] }));
const ASSIGNEE_OPTIONS = [
  { value: 'all', label: '全部处理人' },
  { value: 'me', label: '我的' },
  { value: 'none', label: '未认领' },
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
  const { params, update, paging, reset } = useListParams(workOrdersListParams);
  const result = useAdminWorkOrdersListQuery(toWorkOrdersQuery(params, main));
  const filtered = workOrdersListParams.isFiltered(params, WORK_ORDER_FILTERS);
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
      <Space wrap style={{ marginBottom: 12 }}>
        <Select aria-label="状态" style={{ width: 130 }} value={params.status} options={STATUS_OPTIONS} onChange={(status: WorkOrderStatusFilter) => update({ status })} />
        <Select
          aria-label="问题类型"
          placeholder="全部类型"
          allowClear
          style={{ width: 130 }}
          value={params.type}
          options={TYPE_OPTIONS}
          onChange={(type?: WorkOrderType) => update({ type })}
        />
        <Select
          aria-label="处理人"
          style={{ width: 130 }}
          value={params.assignee ?? 'all'}
          options={ASSIGNEE_OPTIONS}
          onChange={(assignee: 'all' | 'me' | 'none') => update({ assignee: assignee === 'all' ? undefined : assignee })}
        />
        <SiteFilter role={role} value={params.site_id} onChange={(site_id) => update({ site_id })} />
        <Input.Search
          key={`mobile-${params.mobile}`}
          defaultValue={params.mobile}
          aria-label="用户手机号"
          placeholder="完整手机号或后 4 位"
          allowClear
          style={{ width: 200 }}
          onSearch={(mobile) => update({ mobile: mobile.trim() })}
        />
        <Tooltip title="工单号、包裹号或运单号">
          <Input.Search
            key={`keyword-${params.keyword}`}
            defaultValue={params.keyword}
            aria-label="关键词"
            placeholder="工单号 / 包裹号 / 运单号"
            allowClear
            style={{ width: 240 }}
            onSearch={(keyword) => update({ keyword: keyword.trim() })}
          />
        </Tooltip>
        <DayRange aria-label="提交日期" start={params.from} end={params.to} onChange={({ start_time, end_time }) => update({ from: start_time, to: end_time })} />
        {filtered ? <Button onClick={reset}>重置</Button> : null}
      </Space>
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
