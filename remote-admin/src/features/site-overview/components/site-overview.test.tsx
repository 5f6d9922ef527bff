import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SiteOverview } from 'shared-contracts/admin';
import { fail, holdCalls, ok, renderInApp } from 'shared-contracts/testing';
import { AdminOverviewPage } from '../../../pages/overview';
import { serveConsole, startAtConsole } from '../../../test-support/console';

const OVERVIEW: SiteOverview = {
  date: '2026-11-26',
  generated_at: '2026-11-26 10:15:00',
  today: { sales: 1250.5, orders: 12, parcels: 40, new_members: 3, earnings: 88.8 },
  month: { sales: 30100.05, orders: 310, parcels: 902, new_members: 41, earnings: 2001.1 },
  earnings: { frozen: 320.4, available: 1500, withdrawing: 200.05, withdrawn: 8000 },
  open_work_orders: 7,
  status: 'active',
};

const figure = (title: string) => screen.getByRole('group', { name: title });
const account = (title: string) => within(screen.getByRole('region', { name: '收益账户' })).getByRole('group', { name: title });

beforeEach(() => startAtConsole('/admin'));

describe('分站概览', () => {
  it("shows a site owner today's figures beside this month's, the earnings accounts and the open work orders — never the platform's dashboard", async () => {
    const server = serveConsole('site_owner', { 'GET /api/admin/site/overview': ok(OVERVIEW) });
    renderInApp(<AdminOverviewPage />, { path: '/admin' });
    await screen.findByRole('group', { name: '销售额（元）' });
    expect(server.callsTo('GET /api/admin/site/overview')[0].operatorToken).toBe('op-tok');
    expect(server.callsTo('GET /api/admin/dashboard')).toHaveLength(0);

    expect(figure('销售额（元）')).toHaveTextContent('今日销售额（元）1,250.50');
    expect(figure('销售额（元）')).toHaveTextContent('本月 30,100.05');
    expect(figure('订单')).toHaveTextContent('今日订单12本月 310');
    expect(figure('包裹')).toHaveTextContent('今日包裹40本月 902');
    expect(figure('新会员')).toHaveTextContent('今日新会员3本月 41');
    expect(figure('收益（元）')).toHaveTextContent('今日收益（元）88.80本月 2,001.10');

    expect(account('冻结中')).toHaveTextContent('320.40');
    expect(account('可提现')).toHaveTextContent('1,500.00');
    expect(account('提现中')).toHaveTextContent('200.05');
    expect(account('已提现')).toHaveTextContent('8,000.00');
    expect(within(screen.getByRole('region', { name: '收益账户' })).getByRole('link', { name: '收益与提现' })).toHaveAttribute('href', '/admin/earnings');

    expect(figure('未完结工单')).toHaveTextContent('7');
    expect(within(figure('未完结工单')).getByRole('link', { name: '查看工单' })).toHaveAttribute('href', '/admin/work-orders');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/统计于 2026-11-26 10:15:00/)).toBeInTheDocument();
    // the owner's own sections, not the platform's
    const sections = screen.getByRole('list', { name: '可用功能' });
    expect(within(sections).getByRole('link', { name: '商品定价' })).toHaveAttribute('href', '/admin/pricing');
    expect(within(sections).queryByText('操作员')).toBeNull();
  });

  it('says clearly that a stopped 分站 takes no orders; staff see no link to 收益与提现', async () => {
    serveConsole('site_staff', { 'GET /api/admin/site/overview': ok({ ...OVERVIEW, status: 'stopped' }) });
    renderInApp(<AdminOverviewPage />, { path: '/admin' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('该站点已停用');
    expect(notice).toHaveTextContent('不再接单');
    expect(within(screen.getByRole('region', { name: '收益账户' })).queryByRole('link')).toBeNull();
  });

  it('shows a loading state, then why it could not load, with 重新加载 that asks again', async () => {
    const server = serveConsole('site_owner', { 'GET /api/admin/site/overview': [fail(50, '统计暂时不可用'), ok(OVERVIEW)] });
    // the first answer waits until the loading state has been seen
    const answer = holdCalls('/api/admin/site/overview');
    renderInApp(<AdminOverviewPage />, { path: '/admin' });
    expect(await screen.findByLabelText('正在加载概览')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('统计暂时不可用')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '订单' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByRole('group', { name: '订单' })).toHaveTextContent('12');
    await waitFor(() => expect(server.callsTo('GET /api/admin/site/overview')).toHaveLength(2));
  });

  it('a main-site role still sees the platform dashboard', async () => {
    const server = serveConsole('finance', { 'GET /api/admin/dashboard': fail(50, '统计暂时不可用') });
    renderInApp(<AdminOverviewPage />, { path: '/admin' });
    await waitFor(() => expect(server.callsTo('GET /api/admin/dashboard')).toHaveLength(1));
    expect(server.callsTo('GET /api/admin/site/overview')).toHaveLength(0);
  });
});
