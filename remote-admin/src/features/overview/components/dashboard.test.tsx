import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminDashboard, DashboardDay } from 'shared-contracts/admin';
import { fail, holdCalls, ok, renderInApp } from 'shared-contracts/testing';
import { AdminOverviewPage } from '../../../pages/overview';
import { serveConsole, startAtConsole } from '../../../test-support/console';
import { WORK_ORDER_STATS } from '../../../test-support/work-order-fixtures';

// recharts draws nothing in jsdom (no layout): the chart stands in with the series it was given
jest.mock('./dashboard-chart', () => ({
  __esModule: true,
  default: ({ series }: { series: DashboardDay[] }) => (
    <ol aria-label="走势图">
      {series.map((day) => (
        <li key={day.date}>{`${day.date} 订单${day.orders} 充值${day.top_up}`}</li>
      ))}
    </ol>
  ),
}));

const series: DashboardDay[] = Array.from({ length: 14 }, (_, i) => ({
  date: `2026-11-${String(13 + i).padStart(2, '0')}`,
  orders: i,
  parcels: i * 3,
  top_up: i * 100,
  consumption: i * 50,
}));

const DASHBOARD: AdminDashboard = {
  date: '2026-11-26',
  generated_at: '2026-11-26 10:15:00',
  figures: {
    orders: { today: 12, yesterday: 8 },
    parcels: { today: 40, yesterday: 40 },
    top_up: { today: 1250.5, yesterday: 2000 },
    consumption: { today: 88.8, yesterday: 0 },
    new_users: { today: 3, yesterday: 1 },
    waiting_parcels: { today: 5, yesterday: 2 },
    failed_jobs: { today: 0, yesterday: 4 },
  },
  series,
  money_rule_changes: [],
};

const card = (title: string) => screen.getByRole('group', { name: title });

beforeEach(() => startAtConsole('/admin'));

describe('概览', () => {
  it("shows today's figures beside yesterday's, the 14-day chart and the role's sections", async () => {
    const server = serveConsole('support', {
      'GET /api/admin/dashboard': ok(DASHBOARD),
      'GET /api/admin/dashboard/work-orders': ok(WORK_ORDER_STATS),
    });
    renderInApp(<AdminOverviewPage />, { path: '/admin' });
    await screen.findByRole('group', { name: '今日订单' });
    expect(server.callsTo('GET /api/admin/dashboard')[0].operatorToken).toBe('op-tok');

    expect(card('今日订单')).toHaveTextContent('12');
    expect(card('今日订单')).toHaveTextContent('昨日 8');
    expect(card('今日订单')).toHaveTextContent('增加 4 50%');
    expect(card('今日包裹')).toHaveTextContent('持平');
    expect(card('今日充值')).toHaveTextContent('¥1,250.50');
    expect(card('今日充值')).toHaveTextContent('昨日 ¥2000.00');
    expect(card('今日充值')).toHaveTextContent('减少 ¥749.50 37%');
    // nothing yesterday: the change, without a percentage
    expect(card('今日消费')).toHaveTextContent('增加 ¥88.80');
    expect(card('今日消费')).not.toHaveTextContent('%');
    expect(card('今日新增用户')).toHaveTextContent('3');
    expect(card('待出单包裹')).toHaveTextContent('昨日末 2');
    expect(card('失败任务（近 24 小时）')).toHaveTextContent('前 24 小时 4');
    expect(card('失败任务（近 24 小时）')).toHaveTextContent('减少 4 100%');
    expect(screen.getByText(/统计于 2026-11-26 10:15:00/)).toBeInTheDocument();

    // the chart (its own chunk) gets the 14 days
    const chart = await screen.findByRole('list', { name: '走势图' });
    expect(within(chart).getAllByRole('listitem')).toHaveLength(14);
    expect(within(chart).getAllByRole('listitem').at(-1)).toHaveTextContent('2026-11-26 订单13 充值1300');

    // the sections support may use, compact below; none it may not
    const sections = screen.getByRole('list', { name: '可用功能' });
    expect(within(sections).getByRole('link', { name: '用户' })).toHaveAttribute('href', '/admin/users');
    expect(within(sections).queryByText('审计日志')).toBeNull();
    expect(within(sections).queryByText('操作员')).toBeNull();
  });

  it('shows a loading state, then says why it could not load, with 重新加载 that asks again', async () => {
    const server = serveConsole('finance', {
      'GET /api/admin/dashboard': [fail(50, '统计暂时不可用'), ok(DASHBOARD)],
    });
    // the first answer waits until the loading state has been seen
    const answer = holdCalls('/api/admin/dashboard');
    renderInApp(<AdminOverviewPage />, { path: '/admin' });
    expect(await screen.findByLabelText('正在加载概览')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('统计暂时不可用')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '今日订单' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByRole('group', { name: '今日订单' })).toHaveTextContent('12');
    await waitFor(() => expect(server.callsTo('GET /api/admin/dashboard')).toHaveLength(2));
  });

  it('keeps recharts out of the page: the chart is a lazy chunk of its own (admin-chart)', () => {
    const source = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8');
    const page = source('dashboard.tsx');
    expect(page).not.toMatch(/from 'recharts'/);
    expect(page).toMatch(/lazy\(\(\) => import\(\/\* webpackChunkName: "admin-chart" \*\/ '\.\/dashboard-chart'\)\)/);
    expect(source('dashboard-chart.tsx')).toMatch(/from 'recharts'/);
    // nothing else in the feature reaches recharts
    for (const file of ['operator-overview.tsx', '../index.ts', '../api/dashboard-api.ts']) expect(source(file)).not.toMatch(/recharts|dashboard-chart/);
  });
});
