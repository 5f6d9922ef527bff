import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { AdminDashboard, DashboardFigure } from 'shared-contracts/admin';
import { fen, formatYuan, yuanToFen } from 'shared-contracts';
import { ArrowDownOutlined, ArrowUpOutlined } from 'shared-contracts/icons/more';
import { Button, Col, Row, Skeleton } from 'shared-contracts/ui';
import { Card, Result, Statistic } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { Loaded } from 'shared-kits/console-frame';
import { useAdminDashboardQuery } from '../api/dashboard-api';
import { MoneyRuleChanges } from './money-rule-changes';

/** recharts comes with the chart only, in its own chunk, once the figures are on screen. */
const DashboardChart = lazy(() => import(/* webpackChunkName: "admin-chart" */ './dashboard-chart'));

/** A chart whose code could not load (offline, a new deployment) leaves the figures in place. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <Result status="warning" title="图表加载失败" subTitle="请刷新页面后再试" /> : this.props.children;
  }
}

type FigureKey = keyof AdminDashboard['figures'];

interface FigureCard {
  key: FigureKey;
  title: string;
  /** money: two decimals, ¥ */
  yuan?: boolean;
  /** more is worse (waiting parcels, failures): an increase shows in red */
  lowerIsBetter?: boolean;
  /** what the comparison is with */
  before?: string;
}

const CARDS: FigureCard[] = [
  { key: 'orders', title: '今日订单' },
  { key: 'parcels', title: '今日包裹' },
  { key: 'top_up', title: '今日充值', yuan: true },
  { key: 'consumption', title: '今日消费', yuan: true },
  { key: 'new_users', title: '今日新增用户' },
  {
    key: 'waiting_parcels',
    title: '待出单包裹',
    lowerIsBetter: true,
    before: '昨日末',
  },
  {
    key: 'failed_jobs',
    title: '失败任务（近 24 小时）',
    lowerIsBetter: true,
    before: '前 24 小时',
  },
];

const Compare = styled.div`
  margin-top: 4px;
  color: ${({ theme }) => theme.colorTextSecondary};
  font-size: ${({ theme }) => theme.fontSizeSM}px;
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

/** Yuan as ¥0.00, by whole fen. */
const money = (yuan: number) => `¥${formatYuan(yuanToFen(yuan))}`;

function Change({ figure, card }: { figure: DashboardFigure; card: FigureCard }) {
  const theme = {
    up: card.lowerIsBetter ? 'colorError' : 'colorSuccess',
    down: card.lowerIsBetter ? 'colorSuccess' : 'colorError',
  } as const;
  // money compared in whole fen, counts as they are
  const [today, yesterday] = card.yuan ? [yuanToFen(figure.today), yuanToFen(figure.yesterday)] : [figure.today, figure.yesterday];
  const diff = today - yesterday;
  if (diff === 0) return <span>持平</span>;
  const shown = card.yuan ? `¥${formatYuan(fen(Math.abs(diff)))}` : String(Math.abs(diff));
  const percent = yesterday > 0 ? ` ${Math.round((Math.abs(diff) * 100) / yesterday)}%` : '';
  return (
    <Delta $token={diff > 0 ? theme.up : theme.down}>
      {diff > 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {diff > 0 ? '增加' : '减少'} {shown}
      {percent}
    </Delta>
  );
}

const Delta = styled.span<{ $token: 'colorError' | 'colorSuccess' }>`
  color: ${({ theme, $token }) => theme[$token]};
`;

/** One figure: today's (or now's) value, and the comparison with yesterday's. */
function FigureStat({ card, figure }: { card: FigureCard; figure: DashboardFigure }) {
  return (
    <Card size="small" role="group" aria-label={card.title}>
      <Statistic title={card.title} value={card.yuan ? figure.today.toFixed(2) : figure.today} prefix={card.yuan ? '¥' : undefined} />
      <Compare>
        <span>
          {card.before ?? '昨日'} {card.yuan ? money(figure.yesterday) : figure.yesterday}
        </span>
        <Change figure={figure} card={card} />
      </Compare>
    </Card>
  );
}

/**
 * 概览's figures (GET /api/admin/dashboard): today beside yesterday in cards, then the 14-day chart,
 * whose code (recharts) loads on its own after the cards are shown. Loading and error (重新加载) states.
 */
export function Dashboard() {
  const query = useAdminDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Loaded what="概览" query={query}>
      {(data) => <DashboardBody data={data} refreshing={query.isFetching} refresh={() => void query.refetch()} />}
    </Loaded>
  );
}

function DashboardBody({ data, refreshing, refresh }: { data: AdminDashboard; refreshing: boolean; refresh: () => void }) {
  return (
    <section aria-label="经营概览">
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {CARDS.map((card) => (
          <Col key={card.key} xs={24} sm={12} md={8} xl={6}>
            <FigureStat card={card} figure={data.figures[card.key]} />
          </Col>
        ))}
      </Row>
      <MoneyRuleChanges changes={data.money_rule_changes ?? []} />
      <Card
        title="近 14 天走势"
        style={{ marginBottom: 16 }}
        extra={
          <span>
            统计于 {data.generated_at}（北京时间）{' '}
            <Button size="small" loading={refreshing} onClick={refresh}>
              刷新
            </Button>
          </span>
        }
      >
        <ChartBoundary>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 7 }} />}>
            <DashboardChart series={data.series} />
          </Suspense>
        </ChartBoundary>
      </Card>
    </section>
  );
}
