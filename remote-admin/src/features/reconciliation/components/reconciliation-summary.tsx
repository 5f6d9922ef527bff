import type { ReconciliationSummary } from 'shared-contracts/admin';
import { routePath } from 'shared-contracts';
import { Link } from 'shared-contracts/router';
import { Button, Skeleton, Space, Tag } from 'shared-contracts/ui';
import { Card, Typography } from 'shared-contracts/ui/more';
import { useAdminReconciliationSummaryQuery } from '../api/reconciliation-api';

/** What 概览 says of the newest day compared, and its colour. */
export function summaryText(summary: ReconciliationSummary): { text: string; color: string } {
  const open = summary.open_items > 0 ? `有 ${summary.open_items} 条差异待处理` : '';
  if (summary.status === 'none' || !summary.date) return { text: open ? `尚未对账，${open}` : '尚未对账', color: 'default' };
  const latest = `最近对账 ${summary.date}：`;
  if (summary.status === 'failed') return { text: `${latest}账单获取失败${open ? `，${open}` : ''}`, color: 'red' };
  if (open) return { text: `${latest}${open}`, color: 'orange' };
  return { text: `${latest}${summary.status === 'clean' ? '一致' : '差异已全部处理'}`, color: 'green' };
}

/**
 * 概览's 对账 line (roles holding money.read): the newest day compared — 一致, the differences still open, or a bill
 * that could not be fetched — with a link to that day on 对账.
 */
export function ReconciliationSummaryCard() {
  const { data, isLoading, error, isFetching, refetch } = useAdminReconciliationSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  const page = routePath('adminReconciliation');
  const said = data ? summaryText(data) : null;
  return (
    <Card
      size="small"
      title="对账"
      role="region"
      aria-label="对账"
      style={{ marginBottom: 16 }}
      extra={<Link to={data?.date ? `${page}?date=${data.date}` : page}>查看对账</Link>}
    >
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      ) : said ? (
        <Tag color={said.color} style={{ fontSize: 14, padding: '2px 8px' }}>
          {said.text}
        </Tag>
      ) : error ? (
        <Space>
          <Typography.Text type="secondary">对账概况加载失败</Typography.Text>
          <Button size="small" loading={isFetching} onClick={() => void refetch()}>
            重试
          </Button>
        </Space>
      ) : null}
    </Card>
  );
}
