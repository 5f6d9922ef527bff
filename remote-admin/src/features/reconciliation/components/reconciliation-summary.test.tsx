import { screen, waitFor, within } from '@testing-library/react';
import type { OperatorRole, ReconciliationSummary } from 'shared-contracts/admin';
import { ok, renderInApp } from 'shared-contracts/testing';
import { AdminOverviewPage } from '../../../pages/overview';
import { serveConsole, startAtConsole } from '../../../test-support/console';
import { WORK_ORDER_STATS } from '../../../test-support/work-order-fixtures';
import { summaryText } from './reconciliation-summary';

// 概览's chart is not what is tested here (the overview feature's own chunk)
jest.mock('../../overview/components/dashboard-chart', () => ({ __esModule: true, default: () => null }));

const DASHBOARD = {
  date: '2026-11-26',
  generated_at: '2026-11-26 10:15:00',
  figures: Object.fromEntries(
    ['orders', 'parcels', 'top_up', 'consumption', 'new_users', 'waiting_parcels', 'failed_jobs'].map((key) => [key, { today: 0, yesterday: 0 }])
  ),
  series: [],
};

function serve(role: OperatorRole, summary: ReconciliationSummary = { date: '2026-11-25', status: 'issues', open_items: 2 }) {
  return serveConsole(role, {
    'GET /api/admin/dashboard': ok(DASHBOARD),
    'GET /api/admin/dashboard/work-orders': ok(WORK_ORDER_STATS),
    'GET /api/admin/reconciliation/summary': ok(summary),
  });
}

beforeEach(() => startAtConsole('/admin'));

describe('概览 · 对账', () => {
  it('finance sees the newest day compared with the differences still open, linking to that day on 对账', async () => {
    const server = serve('finance');
    renderInApp(<AdminOverviewPage />, { path: '/admin' });
    const card = await screen.findByRole('region', { name: '对账' });
    expect(await within(card).findByText('最近对账 2026-11-25：有 2 条差异待处理')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '查看对账' })).toHaveAttribute('href', '/admin/reconciliation?date=2026-11-25');
    expect(server.callsTo('GET /api/admin/reconciliation/summary')[0].operatorToken).toBe('op-tok');
    // and 对账 among the sections finance may use
    expect(within(screen.getByRole('list', { name: '可用功能' })).getByRole('link', { name: '对账' })).toHaveAttribute('href', '/admin/reconciliation');
  });

  it.each(['ops', 'support'] as const)('is not shown, nor asked for, for %s (no money.read)', async (role) => {
    const server = serve(role);
    renderInApp(<AdminOverviewPage />, { path: '/admin' });
    await screen.findByRole('group', { name: '今日订单' });
    expect(screen.queryByRole('region', { name: '对账' })).toBeNull();
    await waitFor(() => expect(server.callsTo('GET /api/admin/dashboard')).toHaveLength(1));
    expect(server.callsTo('GET /api/admin/reconciliation/summary')).toHaveLength(0);
  });

  it('says 一致, 账单获取失败 or 尚未对账', () => {
    expect(summaryText({ date: '2026-11-25', status: 'clean', open_items: 0 })).toEqual({ text: '最近对账 2026-11-25：一致', color: 'green' });
    expect(summaryText({ date: '2026-11-25', status: 'failed', open_items: 0 })).toEqual({ text: '最近对账 2026-11-25：账单获取失败', color: 'red' });
    expect(summaryText({ date: '2026-11-25', status: 'failed', open_items: 1 }).text).toBe('最近对账 2026-11-25：账单获取失败，有 1 条差异待处理');
    // differences of earlier days still open after a clean day
    expect(summaryText({ date: '2026-11-25', status: 'clean', open_items: 3 })).toEqual({ text: '最近对账 2026-11-25：有 3 条差异待处理', color: 'orange' });
    expect(summaryText({ date: '2026-11-25', status: 'issues', open_items: 0 }).text).toBe('最近对账 2026-11-25：差异已全部处理');
    expect(summaryText({ date: null, status: 'none', open_items: 0 })).toEqual({ text: '尚未对账', color: 'default' });
  });
});
