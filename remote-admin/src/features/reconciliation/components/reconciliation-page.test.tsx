import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorRole, ReconciliationDay, ReconciliationItemRow } from 'shared-contracts/admin';
import { fail, findDialog, holdCalls, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminReconciliationPage } from '../../../pages/reconciliation';
import { serveConsole, startAtConsole } from '../../../test-support/console';
import { yesterdayInChina } from '../hooks/reconciliation-date';
import { Reconciliation } from './reconciliation-page';

const item = (id: number, extra: Partial<ReconciliationItemRow>): ReconciliationItemRow => ({
  id,
  gateway: 'alipay',
  gateway_name: '支付宝',
  bill_date: '2026-11-25',
  kind: 'missing_credit',
  trade_no: `T2026112500${id}`,
  gateway_trade_no: `2026112522001${id}`,
  bill_amount: 100,
  our_amount: 100,
  status: 'open',
  resolution: null,
  resolved_by: null,
  resolved_at: null,
  ...extra,
});

const DAY: ReconciliationDay = {
  date: '2026-11-25',
  runs: [
    {
      gateway: 'alipay',
      gateway_name: '支付宝',
      bill_date: '2026-11-25',
      status: 'issues',
      bill_count: 12,
      bill_total: 1234.5,
      credited_count: 11,
      credited_total: 1134.5,
      issue_count: 2,
      error: null,
      ran_at: '2026-11-26 09:10:00',
    },
    {
      gateway: 'wechat',
      gateway_name: '微信支付',
      bill_date: '2026-11-25',
      status: 'failed',
      bill_count: 0,
      bill_total: 0,
      credited_count: 3,
      credited_total: 60,
      issue_count: 0,
      error: '账单尚未生成',
      ran_at: '2026-11-26 09:10:05',
    },
  ],
  items: [
    item(1, { our_amount: null }),
    item(2, { kind: 'amount_differs', bill_amount: 50, our_amount: 5 }),
    item(3, {
      kind: 'not_in_bill',
      bill_amount: null,
      our_amount: 20,
      status: 'resolved',
      resolution: '次日账单已包含',
      resolved_by: '赵财务',
      resolved_at: '2026-11-26 10:00:00',
    }),
  ],
};

function serve(role: OperatorRole, extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/reconciliation': ok(DAY),
    ...extra,
  });
}

const list = async () => screen.findByRole('region', { name: '对账差异列表' });
const rowOf = async (tradeNo: string) => (await within(await list()).findByText(tradeNo)).closest('tr') as HTMLElement;
const bubble = async (title: string) => (await screen.findByText(title)).closest('.ant-popover') as HTMLElement;

beforeEach(() => startAtConsole('/admin/reconciliation'));

describe('对账', () => {
  it('shows one card per gateway (status, bill and credited counts and totals, the time, a failure’s reason) and the differences in Chinese and yuan', async () => {
    const server = serve('finance');
    renderInApp(<AdminReconciliationPage />, { path: '/admin/reconciliation?date=2026-11-25' });

    const alipay = await screen.findByRole('group', { name: '支付宝对账结果' });
    for (const text of ['有差异 2 条', '12 笔 / ¥1234.50', '11 笔 / ¥1134.50', '2026-11-26 09:10:00'])
      expect(within(alipay).getByText(text)).toBeInTheDocument();
    expect(within(alipay).getByText('有差异 2 条').closest('.ant-tag')).toHaveClass('ant-tag-orange');
    const wechat = screen.getByRole('group', { name: '微信支付对账结果' });
    expect(within(wechat).getByText('失败').closest('.ant-tag')).toHaveClass('ant-tag-red');
    expect(within(wechat).getByText('账单获取失败：账单尚未生成')).toBeInTheDocument();
    expect(within(wechat).getByText('3 笔 / ¥60.00')).toBeInTheDocument();

    const missing = await rowOf('T20261125001');
    for (const text of ['渠道已收款，本站未到账', '支付宝', '20261125220011', '¥100.00', '—', '待处理'])
      expect(within(missing).getAllByText(text)[0]).toBeInTheDocument();
    const differs = await rowOf('T20261125002');
    for (const text of ['金额不一致', '¥50.00', '¥5.00']) expect(within(differs).getByText(text)).toBeInTheDocument();
    const resolved = await rowOf('T20261125003');
    for (const text of ['本站已到账，渠道账单中没有', '¥20.00', '已处理', '次日账单已包含', '赵财务', '2026-11-26 10:00:00'])
      expect(within(resolved).getByText(text)).toBeInTheDocument();
    // an open missing credit has 补单, another open kind 标记已处理, a resolved one nothing
    expect(within(missing).getByRole('button', { name: '补单 T20261125001' })).toBeInTheDocument();
    expect(within(missing).queryByRole('button', { name: /标记已处理/ })).toBeNull();
    expect(within(differs).getByRole('button', { name: '标记已处理 T20261125002' })).toBeInTheDocument();
    expect(within(differs).queryByRole('button', { name: /补单/ })).toBeNull();
    expect(within(resolved).queryByRole('button', { name: /补单|标记已处理/ })).toBeNull();

    expect(server.queriesTo('GET /api/admin/reconciliation')[0]).toEqual({ date: '2026-11-25' });
    expect(server.callsTo('GET /api/admin/reconciliation')[0].operatorToken).toBe('op-tok');
  });

  it('asks for yesterday (China time) unless the URL names a day', async () => {
    const server = serve('admin');
    renderInApp(<AdminReconciliationPage />, { path: '/admin/reconciliation' });
    await waitFor(() => expect(server.queriesTo('GET /api/admin/reconciliation')).toHaveLength(1));
    expect(server.queriesTo('GET /api/admin/reconciliation')[0]).toEqual({ date: yesterdayInChina() });
    // 01:30 on 27 November in Beijing is still the 26th in UTC: yesterday is the 26th
    expect(yesterdayInChina(Date.parse('2026-11-26T17:30:00Z'))).toBe('2026-11-26');
    expect(yesterdayInChina(Date.parse('2026-11-26T15:59:00Z'))).toBe('2026-11-25');
  });

  it('补单 asks first, posts to the item’s credit URL, says the server’s answer and asks for the day again', async () => {
    const server = serve('finance', {
      'POST /api/admin/reconciliation/items/1/credit': ok({ credited: true }),
      'GET /api/admin/reconciliation/summary': ok({ date: '2026-11-25', status: 'issues', open_items: 1 }),
    });
    renderInApp(<AdminReconciliationPage />, { path: '/admin/reconciliation?date=2026-11-25' });
    fireEvent.click(within(await rowOf('T20261125001')).getByRole('button', { name: '补单 T20261125001' }));
    const confirm = await bubble('确认向支付渠道查询并补单？此操作会给用户入账');
    expect(server.callsTo('POST /api/admin/reconciliation/items/1/credit')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确认补单' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/reconciliation/items/1/credit')).toHaveLength(1));
    expect(await screen.findByText('补单成功，已入账')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /api/admin/reconciliation').length).toBeGreaterThan(1));
  });

  it('补单 of a top-up credited meanwhile says so; a refusal says the server’s reason', async () => {
    const server = serve('admin', {
      'POST /api/admin/reconciliation/items/1/credit': [ok({ credited: false }), fail(1, '支付渠道查询该交易尚未支付，不能补单')],
    });
    renderInApp(<AdminReconciliationPage />, { path: '/admin/reconciliation?date=2026-11-25' });
    fireEvent.click(within(await rowOf('T20261125001')).getByRole('button', { name: '补单 T20261125001' }));
    fireEvent.click(within(await bubble('确认向支付渠道查询并补单？此操作会给用户入账')).getByRole('button', { name: '确认补单' }));
    expect(await screen.findByText('该订单已入账，无需补单')).toBeInTheDocument();
    fireEvent.click(within(await rowOf('T20261125001')).getByRole('button', { name: '补单 T20261125001' }));
    fireEvent.click(within(await bubble('确认向支付渠道查询并补单？此操作会给用户入账')).getByRole('button', { name: '确认补单' }));
    expect(await screen.findByText('支付渠道查询该交易尚未支付，不能补单')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/reconciliation/items/1/credit')).toHaveLength(2);
  });

  it('标记已处理 needs a note, then posts it (trimmed) to the item’s resolve URL and closes', async () => {
    const server = serve('finance', { 'POST /api/admin/reconciliation/items/2/resolve': ok({}) });
    renderInApp(<AdminReconciliationPage />, { path: '/admin/reconciliation?date=2026-11-25' });
    fireEvent.click(within(await rowOf('T20261125002')).getByRole('button', { name: '标记已处理 T20261125002' }));
    const dialog = await findDialog('标记已处理');
    expect(dialog).toHaveTextContent('支付宝 · 金额不一致 · 商户订单号 T20261125002');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*认/ }));
    expect(await within(dialog).findByText('请填写处理说明')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('处理说明'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*认/ }));
    expect(await within(dialog).findByText('请填写处理说明')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/reconciliation/items/2/resolve')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('处理说明'), { target: { value: '  已与渠道核实，按账单金额退款差价  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/reconciliation/items/2/resolve')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/reconciliation/items/2/resolve')[0].body).toEqual({ note: '已与渠道核实，按账单金额退款差价' });
    expect(await screen.findByText('已标记为已处理')).toBeInTheDocument();
  });

  it('重新对账 posts the chosen day and says 对账完成', async () => {
    const server = serve('finance', { 'POST /api/admin/reconciliation/run': ok(DAY) });
    renderInApp(<AdminReconciliationPage />, { path: '/admin/reconciliation?date=2026-11-25' });
    await screen.findByRole('group', { name: '支付宝对账结果' });
    fireEvent.click(screen.getByRole('button', { name: /重新对账/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/reconciliation/run')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/reconciliation/run')[0].body).toEqual({ date: '2026-11-25' });
    expect(await screen.findByText('对账完成')).toBeInTheDocument();
  });

  it('says so when the day matched, and when it has not been compared yet', async () => {
    serve('finance', { 'GET /api/admin/reconciliation': ok({ ...DAY, runs: [{ ...DAY.runs[0], status: 'clean', issue_count: 0 }], items: [] }) });
    const first = renderInApp(<AdminReconciliationPage />, { path: '/admin/reconciliation?date=2026-11-25' });
    expect(await screen.findByText('当日账单与本站充值一致，没有差异')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: '支付宝对账结果' }))
        .getByText('一致')
        .closest('.ant-tag')
    ).toHaveClass('ant-tag-green');
    first.unmount();
    serve('finance', { 'GET /api/admin/reconciliation': ok({ date: '2026-11-25', runs: [], items: [] }) });
    renderInApp(<AdminReconciliationPage />, { path: '/admin/reconciliation?date=2026-11-25' });
    expect(await screen.findByText('2026-11-25 尚未对账，可点击「重新对账」立即核对')).toBeInTheDocument();
  });

  it('shows a loading state, then the reason it could not load, with 重新加载', async () => {
    serve('finance', { 'GET /api/admin/reconciliation': [fail(1, '对账数据暂时不可用'), ok(DAY)] });
    // the first answer waits until the loading state has been seen
    const answer = holdCalls('/api/admin/reconciliation');
    renderInApp(<AdminReconciliationPage />, { path: '/admin/reconciliation?date=2026-11-25' });
    expect(await screen.findByLabelText('正在加载对账结果')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('对账数据暂时不可用')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByRole('group', { name: '支付宝对账结果' })).toBeInTheDocument();
  });

  it('without money.write (no role holds money.read alone): the results only — no 重新对账, 补单 or 标记已处理', async () => {
    serve('finance');
    renderInApp(<Reconciliation canWrite={false} />, { path: '/admin/reconciliation?date=2026-11-25' });
    await rowOf('T20261125001');
    expect(screen.queryByRole('button', { name: /重新对账|补单|标记已处理/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });

  it.each(['ops', 'support', 'site_owner'] as const)('%s cannot open it (money.read) and asks nothing', async (role) => {
    const server = serve(role);
    renderInApp(<AdminReconciliationPage />, { path: '/admin/reconciliation' });
    expect(await screen.findByText('无权查看对账')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/reconciliation')).toHaveLength(0);
  });
});
