import type { AdminWorkOrderStats } from 'shared-contracts/admin';
import { routePath } from 'shared-contracts';
import { Link } from 'shared-contracts/router';
import { Button, Col, Row } from 'shared-contracts/ui';
import { Card, Statistic } from 'shared-contracts/ui/more';
import { ListTable, type ListColumn } from 'shared-kits/list-page';
import { useAdminDashboardWorkOrdersQuery } from '../api/dashboard-api';

type OperatorTimes = AdminWorkOrderStats['operators'][number];

/** A mean duration in minutes as 「x 小时 y 分」 (an hour or more) or 「y 分钟」; null (nothing to average) is —. */
export function minutesText(minutes: number | null): string {
  if (minutes === null) return '—';
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  return hours > 0 ? `${hours} 小时 ${whole % 60} 分` : `${whole} 分钟`;
}

const columns: ListColumn<OperatorTimes>[] = [
  { title: '操作员', dataIndex: 'operator_name', width: 120 },
  { title: '首次回复数', dataIndex: 'replied', width: 110, align: 'right' },
  { title: '平均首次回复时长', dataIndex: 'avg_first_reply_minutes', width: 160, align: 'right', render: (minutes: number | null) => minutesText(minutes), exportValue: (m: number | null) => minutesText(m) },
  { title: '已结束数', dataIndex: 'resolved', width: 100, align: 'right' },
  { title: '平均处理时长', dataIndex: 'avg_resolution_minutes', width: 140, align: 'right', render: (minutes: number | null) => minutesText(minutes), exportValue: (m: number | null) => minutesText(m) },
];

/**
 * 概览's 客服工单 card (roles holding workorders.read): open and unclaimed work orders now, with a link to
 * the queue, and each operator's first-reply and resolution times over the last days
 * (GET /api/admin/dashboard/work-orders).
 */
export function WorkOrderStats() {
  const result = useAdminDashboardWorkOrdersQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data, isFetching, refetch } = result;
  return (
    <Card
      title="客服工单"
      role="region"
      aria-label="客服工单"
      style={{ marginBottom: 16 }}
      extra={
        <span>
          {data ? `近 ${data.days} 天 ` : null}
          <Button size="small" loading={isFetching} onClick={() => void refetch()}>
            刷新
          </Button>
        </span>
      }
    >
      {data ? (
        <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
          <Col xs={12} md={6}>
            <Card size="small" role="group" aria-label="未结束工单">
              <Statistic title="未结束" value={data.open} />
              <Link to={routePath('adminWorkOrders')}>查看工单</Link>
            </Card>
          </Col>
          <Col xs={12} md={6}>
            <Card size="small" role="group" aria-label="未认领工单">
              <Statistic title="未认领" value={data.unclaimed} />
              <Link to={`${routePath('adminWorkOrders')}?assignee=none`}>去认领</Link>
            </Card>
          </Col>
        </Row>
      ) : null}
      <ListTable
        label="客服响应时长"
        columns={columns}
        rowKey="operator_id"
        result={{ data: data?.operators, isFetching, error: result.error, refetch }}
        emptyText="期间没有客服回复或结束工单"
        size="small"
      />
    </Card>
  );
}
