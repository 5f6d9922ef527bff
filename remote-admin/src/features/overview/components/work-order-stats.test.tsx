import { screen, waitFor, within } from '@testing-library/react';
import type { OperatorRole } from 'shared-contracts/admin';
import { ok, renderInApp } from 'shared-contracts/testing';
import { AdminOverviewPage } from '../../../pages/overview';
import { serveConsole, startAtConsole } from '../../../test-support/console';
import { WORK_ORDER_STATS } from '../../../test-support/work-order-fixtures';
import { minutesText } from './work-order-stats';

// the chart is not what is tested here
jest.mock('./dashboard-chart', () => ({ __esModule: true, default: () => null }));

const DASHBOARD = {
  date: '2026-11-26',
  generated_at: '2026-11-26 10:15:00',
  figures: Object.fromEntries(['orders', 'parcels', 'top_up', 'consumption', 'new_users', 'waiting_parcels', 'failed_jobs'].map((key) => [key, { today: 0, yesterday: 0 }])),
  series: [],
};

function serve(role: OperatorRole) {
  return serveConsole(role, {
    'GET /api/admin/dashboard': ok(DASHBOARD),
    'GET /api/admin/dashboard/work-orders': ok(WORK_ORDER_STATS),
  });
}

beforeEach(() => startAtConsole('/admin'));

describe('概览 · 客服工单', () => {
  it('shows open and unclaimed work orders and each operator’s counts and mean times, in hours and minutes', async () => {
    const server = serve('support');
    renderInApp(<AdminOverviewPage />, { path: '/admin' });
    const card = await screen.findByRole('region', { name: '客服工单' });
    expect(await within(card).findByRole('group', { name: '未结束工单' })).toHaveTextContent('12');
    expect(within(card).getByRole('group', { name: '未认领工单' })).toHaveTextContent('4');
    expect(within(card).getByRole('link', { name: '去认领' })).toHaveAttribute('href', '/admin/work-orders?assignee=none');
    expect(card).toHaveTextContent('近 30 天');

    const first = (await within(card).findByText('陈客服')).closest('tr') as HTMLElement;
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['陈客服', '20', '2 小时 15 分', '15', '25 小时 0 分']);
    const second = within(card).getByText('周客服').closest('tr') as HTMLElement;
    expect(within(second).getAllByRole('cell').map((c) => c.textContent)).toEqual(['周客服', '2', '42 分钟', '0', '—']);
    expect(server.callsTo('GET /api/admin/dashboard/work-orders')[0].operatorToken).toBe('op-tok');
  });

  it('is not shown, nor asked for, for a role without workorders.read (finance)', async () => {
    const server = serve('finance');
    renderInApp(<AdminOverviewPage />, { path: '/admin' });
    await screen.findByRole('group', { name: '今日订单' });
    expect(screen.queryByRole('region', { name: '客服工单' })).toBeNull();
    await waitFor(() => expect(server.callsTo('GET /api/admin/dashboard')).toHaveLength(1));
    expect(server.callsTo('GET /api/admin/dashboard/work-orders')).toHaveLength(0);
  });

  it('writes minutes as 「x 小时 y 分」 from an hour, 「y 分钟」 below, — when there is nothing to average', () => {
    expect(minutesText(0)).toBe('0 分钟');
    expect(minutesText(59.4)).toBe('59 分钟');
    expect(minutesText(59.6)).toBe('1 小时 0 分');
    expect(minutesText(61)).toBe('1 小时 1 分');
    expect(minutesText(null)).toBe('—');
  });
});
