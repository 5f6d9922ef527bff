import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SiteEarnings, SiteMarginRow, SiteWithdrawAccount, SiteWithdrawalRow } from 'shared-contracts/admin';
import { mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminEarningsPage } from '../../../pages/earnings';
import { rowIn, serveConsole, startAtConsole } from '../../../test-support/console';

const EARNINGS: SiteEarnings = { frozen: 120.5, available: 300, withdrawing: 50, withdrawn: 1000 };
const READY: SiteWithdrawAccount = { account: '138****8000', name: '张三', password_set: true, locked_until: null, min: 10 };

const margin = (id: number, extra: Partial<SiteMarginRow> = {}): SiteMarginRow => ({
  parcel_id: id,
  parcel_sn: `P20261120000${id}`,
  order_sn: `O20261120000${id}`,
  goods_name: '定制钥匙扣',
  mobile: '139****0001',
  paid: 12.3,
  cost: 8.49,
  commission: 0.62,
  margin: 3.19,
  status: 'frozen',
  status_text: '冻结中',
  created_at: '2026-11-20 10:00:00',
  dispatched_at: '',
  ...extra,
});
const WITHDRAWALS: SiteWithdrawalRow[] = [
  { id: 2, amount: 80, account: '138****8000', status: 'rejected', status_text: '已驳回', reason: '收款姓名与账号不符', created_at: '2026-11-21 09:00:00', paid_at: null },
  { id: 1, amount: 100.5, account: '138****8000', status: 'paid', status_text: '已到账', reason: null, created_at: '2026-11-10 09:00:00', paid_at: '2026-11-10 11:00:00' },
];

const pageOf = <T,>(list: T[]) => ok({ list, page: 1, page_size: 10, data_count: list.length });

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole('site_owner', {
    'GET /api/admin/site/earnings': ok(EARNINGS),
    'GET /api/admin/site/withdraw/account': ok(READY),
    'GET /api/admin/site/margins': pageOf([margin(1), margin(2, { status: 'available', status_text: '已解冻', dispatched_at: '2026-11-20 18:00:00' })]),
    'GET /api/admin/site/withdrawals': pageOf(WITHDRAWALS),
    ...extra,
  });
}

const cards = () => screen.getByRole('region', { name: '收益账户' });
const apply = () => within(cards()).getByRole('button', { name: '申请提现' });

beforeEach(() => startAtConsole('/admin/earnings'));

describe('收益与提现', () => {
  it('shows the four accounts, how the freeze works, the account and the margins of each parcel', async () => {
    const server = serve();
    renderInApp(<AdminEarningsPage />, { path: '/admin/earnings?status=frozen&from=2026-11-01&to=2026-11-30' });
    await screen.findByRole('region', { name: '收益账户' });
    expect(within(cards()).getByRole('group', { name: '冻结中' })).toHaveTextContent('120.50');
    expect(within(cards()).getByRole('group', { name: '可提现' })).toHaveTextContent('300.00');
    expect(within(cards()).getByRole('group', { name: '提现中' })).toHaveTextContent('50.00');
    expect(within(cards()).getByRole('group', { name: '已提现' })).toHaveTextContent('1,000.00');
    expect(cards()).toHaveTextContent('在订单全部发货满 N 天后解冻');
    expect(within(cards()).getByRole('link', { name: '站点设置' })).toHaveAttribute('href', '/admin/site-settings');
    await waitFor(() => expect(apply()).toBeEnabled());
    expect(screen.getByRole('region', { name: '收款账号与提现密码' })).toHaveTextContent('支付宝 138****8000（张三）');

    await waitFor(() => expect(server.queriesTo('GET /api/admin/site/margins')[0]).toEqual({ page: '1', page_size: '10', status: 'frozen', start_date: '2026-11-01', end_date: '2026-11-30' }));
    const waiting = await rowIn('收益明细列表', 'P202611200001');
    for (const text of ['O202611200001', '定制钥匙扣', '139****0001', '12.30', '8.49', '0.62', '3.19', '冻结中', '2026-11-20 10:00:00', '待发货']) expect(within(waiting).getByText(text)).toBeInTheDocument();
    expect(within(await rowIn('收益明细列表', 'P202611200002')).getByText('2026-11-20 18:00:00')).toBeInTheDocument();
  });

  it('提现记录 is its own tab in the URL, with status tags and the reason of a refusal; each tab keeps its own filters', async () => {
    const server = serve();
    const { location } = renderInApp(<AdminEarningsPage />, { path: '/admin/earnings?status=frozen' });
    fireEvent.click(await screen.findByRole('tab', { name: '提现记录' }));
    const refused = await rowIn('提现记录列表', '2026-11-21 09:00:00');
    for (const text of ['80.00', '已驳回', '收款姓名与账号不符']) expect(within(refused).getByText(text)).toBeInTheDocument();
    const paid = await rowIn('提现记录列表', '2026-11-10 09:00:00');
    for (const text of ['100.50', '已到账', '2026-11-10 11:00:00']) expect(within(paid).getByText(text)).toBeInTheDocument();
    expect(location()).toBe('/admin/earnings?tab=withdrawals');
    expect(server.queriesTo('GET /api/admin/site/withdrawals')[0]).toEqual({ page: '1', page_size: '10' });
    fireEvent.click(screen.getByRole('tab', { name: '收益明细' }));
    await waitFor(() => expect(location()).toBe('/admin/earnings'));
    await waitFor(() => expect(server.queriesTo('GET /api/admin/site/margins').at(-1)).toEqual({ page: '1', page_size: '10' }));
  });

  it("提现记录's status filter is read from the URL", async () => {
    const server = serve();
    renderInApp(<AdminEarningsPage />, { path: '/admin/earnings?tab=withdrawals&status=rejected' });
    await waitFor(() => expect(server.queriesTo('GET /api/admin/site/withdrawals')[0]).toEqual({ page: '1', page_size: '10', status: 'rejected' }));
    expect(server.callsTo('GET /api/admin/site/margins')).toHaveLength(0);
  });

  it('申请提现 is disabled, with the reason beside it, until the password and the account are set and something is available; the account waits for the password', async () => {
    serve({ 'GET /api/admin/site/withdraw/account': ok({ ...READY, account: null, name: null, password_set: false }) });
    renderInApp(<AdminEarningsPage />, { path: '/admin/earnings' });
    expect(await screen.findByTestId('apply-blocked')).toHaveTextContent('请先设置提现密码');
    expect(apply()).toBeDisabled();
    const card = screen.getByRole('region', { name: '收款账号与提现密码' });
    expect(within(card).getAllByText('未设置')).toHaveLength(2);
    expect(within(card).getByRole('button', { name: '设置收款账号' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: '设置收款账号' })).toHaveAttribute('title', '请先设置提现密码');
    expect(within(card).getByRole('button', { name: '设置提现密码' })).toBeEnabled();
  });

  it('申请提现 waits for the account once the withdrawal password is set', async () => {
    serve({ 'GET /api/admin/site/withdraw/account': ok({ ...READY, account: null, name: null }) });
    renderInApp(<AdminEarningsPage />, { path: '/admin/earnings' });
    expect(await screen.findByTestId('apply-blocked')).toHaveTextContent('请先设置收款支付宝账号');
    expect(apply()).toBeDisabled();
    expect(within(screen.getByRole('region', { name: '收款账号与提现密码' })).getByRole('button', { name: '设置收款账号' })).toBeEnabled();
  });

  it('申请提现 is disabled with nothing available', async () => {
    serve({ 'GET /api/admin/site/earnings': ok({ ...EARNINGS, available: 0 }) });
    renderInApp(<AdminEarningsPage />, { path: '/admin/earnings' });
    expect(await screen.findByText('暂无可提现收益')).toBeInTheDocument();
    expect(apply()).toBeDisabled();
  });
});
