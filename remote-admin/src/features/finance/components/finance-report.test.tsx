import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chinaText } from 'shared-contracts/china-time';
import {
  FINANCE_ACCOUNT_KEYS,
  FINANCE_ACCOUNTS,
  FINANCE_FIGURE_KEYS,
  type AdminFinanceDaily,
  type AdminFinanceEntryRow,
  type AdminFinanceMonthly,
  type FinanceFigure,
  type OperatorRole,
} from 'shared-contracts/admin';
import { ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { atConsole, serveConsole, signInOperator } from '../../../test-support/console';
import { AdminFinancePage } from '..';

const zero = Object.fromEntries(FINANCE_FIGURE_KEYS.map((key) => [key, 0])) as Record<FinanceFigure, number>;
const closing = FINANCE_ACCOUNT_KEYS.map((account, i) => ({
  account,
  name: FINANCE_ACCOUNTS[account],
  total: account === 'supplier_payable' ? -2 : 100 * (i + 1),
}));
const DAILY: AdminFinanceDaily = {
  ...zero,
  date: '2026-03-02',
  top_up_total: 1012,
  bonus_total: 10,
  spending_total: 56.5,
  payout_total: 100,
  top_up_by_channel: [
    { channel: 1, name: '支付宝', amount: 712, count: 4 },
    { channel: 2, name: '微信支付', amount: 300, count: 1 },
  ],
  counts: { ...zero, top_up_total: 5, bonus_total: 1, spending_total: 2, payout_total: 1 },
  closing,
};
const MONTHLY: AdminFinanceMonthly = {
  ...DAILY,
  top_up_total: 1036,
  month: '2026-03',
  start_date: '2026-03-01',
  end_date: '2026-03-03',
  days: [
    { ...zero, date: '2026-03-01', top_up_total: 11 },
    { ...zero, date: '2026-03-02', top_up_total: 1012 },
    { ...zero, date: '2026-03-03', top_up_total: 13 },
  ],
};
const ENTRY: AdminFinanceEntryRow = {
  id: 41,
  created_at: '2026-03-02 10:00:00',
  owner_kind: 'member',
  owner_id: 7,
  owner_name: '139****0001',
  account: 'balance',
  account_name: '会员预存余额',
  type: 'recharge',
  type_name: '充值',
  amount: 300,
  balance_after: 300,
  remark: '在线充值 RW1',
  source_type: 'recharge',
  source_id: 'RW1',
  channel: 2,
};

function serve(role: OperatorRole = 'finance') {
  return serveConsole(role, {
    'GET /api/admin/finance/daily': (call) =>
      ok(call.query.get('date') === '2026-03-05' ? { ...DAILY, ...zero, date: '2026-03-05', top_up_by_channel: [], counts: zero } : DAILY),
    'GET /api/admin/finance/monthly': ok(MONTHLY),
    'GET /api/admin/finance/entries': ok({ list: [ENTRY], page: 1, page_size: 20, data_count: 1 }),
  });
}

const open = (path: string) => {
  atConsole(path);
  renderInApp(<AdminFinancePage />, { path });
};
const figure = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name} `) });

beforeEach(() => {
  resetBrowserState();
  signInOperator();
});

describe('财务报表', () => {
  it('日报: today by default, the figures in ¥ with their counts, 充值 by channel, the closing totals (a negative one red)', async () => {
    const server = serve();
    open('/admin/finance');
    expect(await figure('充值合计')).toHaveTextContent('¥1012.00');
    expect(await figure('充值合计')).toHaveTextContent('5 笔');
    expect(await figure('余额消费')).toHaveTextContent('¥56.50');
    expect(await figure('提现打款')).toHaveTextContent('¥100.00');
    expect(await figure('退款')).toHaveTextContent('¥0.00');
    expect(screen.getByRole('button', { name: '支付宝 ¥712.00（4 笔）' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '微信支付 ¥300.00（1 笔）' })).toBeInTheDocument();
    for (const title of ['资金流入', '消费与退款', '赔付与资金调整', '佣金', '提现与打款', '供应商与分站']) expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText('会员预存余额')).toBeInTheDocument();
    expect(screen.getByText('¥-2.00').closest('.ant-typography-danger')).not.toBeNull();
    expect(server.queriesTo('GET /api/admin/finance/daily')).toEqual([{ date: chinaText(Date.now()).slice(0, 10) }]);
  });

  it('clicking 充值合计 opens its entries in a drawer; a channel opens that channel’s', async () => {
    const server = serve();
    open('/admin/finance?date=2026-03-02');
    fireEvent.click(await figure('充值合计'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('充值合计明细（2026-03-02）')).toBeInTheDocument();
    const row = (await within(drawer).findByText('会员 139****0001')).closest('tr') as HTMLElement;
    for (const text of ['2026-03-02 10:00:00', '会员预存余额', '充值', '+¥300.00', '¥300.00', '在线充值 RW1', 'recharge RW1'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(server.queriesTo('GET /api/admin/finance/entries')[0]).toEqual({ date: '2026-03-02', figure: 'top_up_total', page: '1', page_size: '20' });

    fireEvent.click(screen.getByRole('button', { name: /关闭|Close/ }));
    fireEvent.click(screen.getByRole('button', { name: '微信支付 ¥300.00（1 笔）' }));
    await waitFor(() =>
      expect(server.queriesTo('GET /api/admin/finance/entries')).toContainEqual({
        date: '2026-03-02',
        figure: 'top_up_total',
        channel: '2',
        page: '1',
        page_size: '20',
      })
    );
    expect(await screen.findByText('充值合计 · 微信支付明细（2026-03-02）')).toBeInTheDocument();
  });

  it('switching to 月报 asks for the month and shows its days; a day opens its 日报', async () => {
    const server = serve();
    open('/admin/finance?date=2026-03-02');
    await figure('充值合计');
    fireEvent.click(screen.getByText('月报'));
    expect(await screen.findByText('统计期间：2026-03-01 至 2026-03-03（北京时间）')).toBeInTheDocument();
    expect(await figure('充值合计')).toHaveTextContent('¥1036.00');
    const days = await screen.findByRole('region', { name: '每日明细' });
    for (const text of ['2026-03-01', '2026-03-02', '2026-03-03', '¥11.00', '¥1012.00', '¥13.00']) expect(within(days).getByText(text)).toBeInTheDocument();
    expect(server.queriesTo('GET /api/admin/finance/monthly')[0]).toEqual({ month: chinaText(Date.now()).slice(0, 7) });

    // the month's figure opens the month's entries
    fireEvent.click(await figure('充值合计'));
    await waitFor(() =>
      expect(server.queriesTo('GET /api/admin/finance/entries').at(-1)).toMatchObject({ month: chinaText(Date.now()).slice(0, 7), figure: 'top_up_total' })
    );
    fireEvent.click(screen.getByRole('button', { name: /关闭|Close/ }));

    fireEvent.click(within(days).getByRole('button', { name: '2026-03-03' }));
    await waitFor(() => expect(server.queriesTo('GET /api/admin/finance/daily').at(-1)).toEqual({ date: '2026-03-03' }));
  });

  it('a day without entries says so', async () => {
    serve();
    open('/admin/finance?date=2026-03-05');
    expect(await screen.findByText('所选期间没有资金流水')).toBeInTheDocument();
    expect(await figure('充值合计')).toHaveTextContent('¥0.00');
  });

  it.each(['ops', 'support', 'site_owner'] as const)('%s cannot open it (money.read) and asks nothing', async (role) => {
    const server = serve(role);
    open('/admin/finance');
    expect(await screen.findByText('无权查看财务报表')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/finance/daily')).toHaveLength(0);
  });
});
