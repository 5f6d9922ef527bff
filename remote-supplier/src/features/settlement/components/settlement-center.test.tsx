import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDEMPOTENCY_HEADER } from 'shared-contracts';
import { SupplierMessages, type SupplierEntryRow, type SupplierStatementRow, type SupplierWithdrawalRow } from 'shared-contracts/supplier';
import { captureDownloads, fail, mockApi, ok, renderInApp, resetBrowserState, type RecordedCall } from 'shared-contracts/testing';
import { SupplierSettlementPage } from '../../../pages/settlement';
import { atCenter, me, pageOf, serveFile, signInSupplier } from '../../../test-support/supplier';

type Routes = Parameters<typeof mockApi>[0];

const SUMMARY = { payable: 63, paid: 120.5, deducted: 4.2, withdrawing: 10 };
const STATEMENTS: SupplierStatementRow[] = [
  { period: '2026-11-27', parcels: 10, supply: 21, reversed: 0, deducted: 0, paid: 0, net: 21 },
  { period: '2026-11-28', parcels: 20, supply: 42, reversed: 2.1, deducted: 4.2, paid: 0, net: 35.7 },
];
const READY_ACCOUNT = { alipay_account: '139****0001', alipay_name: '王*货' };

function serve(role: 'owner' | 'staff' = 'owner', routes: Routes = {}) {
  return mockApi({
    'GET /api/supplier/me': ok(me(role)),
    'GET /api/supplier/settlement/summary': ok(SUMMARY),
    'GET /api/supplier/settlement/statements': ok(STATEMENTS),
    'GET /api/supplier/settlement/account': ok(READY_ACCOUNT),
    ...routes,
  });
}

const queries = (server: ReturnType<typeof mockApi>, route: string) => server.callsTo(route).map((c: RecordedCall) => Object.fromEntries(c.query));
const dialogTitled = (title: string) =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title')?.textContent === title);
    if (!found) throw new Error(`no dialog ${title}`);
    return found;
  });
/** The Idempotency-Key of every call to `path` (read from the requests fetch got). */
const keysOf = (fetchMock: jest.Mock, path: string) =>
  fetchMock.mock.calls.map(([input]) => input as Request).filter((req) => new URL(req.url).pathname === path).map((req) => req.headers.get(IDEMPOTENCY_HEADER));

beforeEach(() => {
  resetBrowserState();
  atCenter('/supplier-center/settlement');
  signInSupplier();
});
afterEach(() => jest.restoreAllMocks());

describe('结算', () => {
  it('the four figures in yuan with two decimals, and 对账单 per day with its total', async () => {
    const server = serve();
    renderInApp(<SupplierSettlementPage />, { path: '/supplier-center/settlement' });
    expect(await screen.findByTestId('summary-payable')).toHaveTextContent('待结算¥63.00');
    expect(screen.getByTestId('summary-paid')).toHaveTextContent('已结算¥120.50');
    expect(screen.getByTestId('summary-deducted')).toHaveTextContent('赔付扣款¥4.20');
    expect(screen.getByTestId('summary-withdrawing')).toHaveTextContent('结算中¥10.00');

    const table = await screen.findByRole('region', { name: '对账单' });
    const day = (await within(table).findByText('2026-11-28')).closest('tr') as HTMLElement;
    for (const text of ['20', '42.00', '2.10', '4.20', '35.70']) expect(within(day).getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByTestId('statements-total')).toHaveTextContent('合计 30 个包裹，净额 ¥56.70');
    expect(queries(server, 'GET /api/supplier/settlement/statements')[0]).toEqual({ period: 'day' });
    expect(server.callsTo('GET /api/supplier/settlement/summary')[0].authorization).toBe('Bearer sup-tok');
  });

  it('按月 asks for months; 导出 downloads the server’s .xlsx of the same query with the supplier token', async () => {
    const server = serve();
    const requests = serveFile(server, '/api/supplier/settlement/statements/export', { bytes: new Uint8Array([80, 75, 3, 4]), type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const saved = captureDownloads();
    const { location } = renderInApp(<SupplierSettlementPage />, { path: '/supplier-center/settlement?from=2026-01-01&to=2026-11-28' });
    await screen.findByRole('region', { name: '对账单' });
    fireEvent.click(screen.getByText('按月'));
    await waitFor(() => expect(location()).toBe('/supplier-center/settlement?period=month&from=2026-01-01&to=2026-11-28'));
    await waitFor(() => expect(queries(server, 'GET /api/supplier/settlement/statements').at(-1)).toEqual({ period: 'month', start_date: '2026-01-01', end_date: '2026-11-28' }));

    fireEvent.click(within(screen.getByRole('region', { name: '对账单' })).getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^对账单-按月-\d{8}-\d{4}\.xlsx$/);
    const url = new URL(requests[0].url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ period: 'month', start_date: '2026-01-01', end_date: '2026-11-28' });
    expect(requests[0].headers.get('Authorization')).toBe('Bearer sup-tok');
  });

  it('an empty period says so', async () => {
    serve('owner', { 'GET /api/supplier/settlement/statements': ok([]) });
    renderInApp(<SupplierSettlementPage />, { path: '/supplier-center/settlement' });
    expect(await screen.findByText('所选期间没有结算记录')).toBeInTheDocument();
  });

  it('流水 and 结算记录 are paged lists of the ledger and the payouts', async () => {
    const entry = (id: number, extra: Partial<SupplierEntryRow>): SupplierEntryRow => ({
      id,
      type: 'supply',
      type_text: '供货结算',
      account: 'supplier_payable',
      amount: 2.1,
      balance_after: 63,
      remark: '包裹 P20261128001',
      created_at: '2026-11-28 10:00:00',
      ...extra,
    });
    const withdrawal: SupplierWithdrawalRow = { id: 3, amount: 50, alipay_account: '139****0001', status: 'paid', status_text: '已到账', reason: null, created_at: '2026-11-20 10:00:00', paid_at: '2026-11-21 09:00:00' };
    const server = serve('owner', {
      'GET /api/supplier/settlement/entries': pageOf([entry(1, {}), entry(2, { type: 'supply_deduct', type_text: '赔付扣款', amount: -4.2, balance_after: 58.8 })], 31),
      'GET /api/supplier/settlement/withdrawals': pageOf([withdrawal]),
    });
    const { location } = renderInApp(<SupplierSettlementPage />, { path: '/supplier-center/settlement' });
    fireEvent.click(await screen.findByRole('tab', { name: '流水' }));
    const entries = await screen.findByRole('region', { name: '结算流水' });
    const deduct = (await within(entries).findByText('赔付扣款')).closest('tr') as HTMLElement;
    for (const text of ['-4.20', '58.80', '待结算']) expect(within(deduct).getByText(text)).toBeInTheDocument();
    expect(within(entries).getByText('+2.10')).toBeInTheDocument();
    expect(within(entries).getByText('共 31 条')).toBeInTheDocument();
    expect(location()).toBe('/supplier-center/settlement?tab=entries');
    expect(queries(server, 'GET /api/supplier/settlement/entries')[0]).toEqual({ page: '1', page_size: '10' });

    fireEvent.click(screen.getByRole('tab', { name: '结算记录' }));
    const payouts = await screen.findByRole('region', { name: '结算记录' });
    const paid = (await within(payouts).findByText('已到账')).closest('tr') as HTMLElement;
    for (const text of ['50.00', '139****0001', '2026-11-21 09:00:00']) expect(within(paid).getByText(text)).toBeInTheDocument();
  });

  it('申请结算 (owner): up to 待结算, with an Idempotency-Key reused when the answer never came', async () => {
    const server = serve('owner', { 'POST /api/supplier/settlement/withdrawals': ok({ id: 8 }) });
    let failNext = true;
    const seen = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (new URL(request.url).pathname === '/api/supplier/settlement/withdrawals' && failNext) {
        failNext = false;
        throw new TypeError('Failed to fetch');
      }
      return server.fetchMock(request);
    });
    global.fetch = seen as unknown as typeof fetch;
    renderInApp(<SupplierSettlementPage />, { path: '/supplier-center/settlement' });
    fireEvent.click(await screen.findByRole('button', { name: '申请结算' }));
    const dialog = await dialogTitled('申请结算');
    expect(dialog).toHaveTextContent('支付宝 139****0001（王*货）');
    fireEvent.change(within(dialog).getByLabelText('结算金额（元）'), { target: { value: '70' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认申请/ }));
    expect(await within(dialog).findByText(SupplierMessages.payableShort)).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('结算金额（元）'), { target: { value: '50.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认申请/ }));
    expect(await within(dialog).findByText('网络异常，结算申请可能未提交。请再次点击“确认申请”，不会重复申请')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /确认申请/ }));
    expect(await screen.findByText('已申请结算 ¥50.50，等待平台打款')).toBeInTheDocument();

    const keys = keysOf(seen, '/api/supplier/settlement/withdrawals');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(server.callsTo('POST /api/supplier/settlement/withdrawals')[0].body).toEqual({ amount: 50.5 });
    await waitFor(() => expect(server.callsTo('GET /api/supplier/settlement/summary').length).toBeGreaterThan(1));
  });

  it('申请结算 without a payout account says 请先设置收款账号 and leads there; the owner sets it', async () => {
    const server = serve('owner', {
      'GET /api/supplier/settlement/account': [ok({ alipay_account: null, alipay_name: null }), ok(READY_ACCOUNT)],
      'PUT /api/supplier/settlement/account': ok(READY_ACCOUNT),
    });
    const { location } = renderInApp(<SupplierSettlementPage />, { path: '/supplier-center/settlement' });
    fireEvent.click(await screen.findByRole('button', { name: '申请结算' }));
    const dialog = await dialogTitled('申请结算');
    expect(await within(dialog).findByText(SupplierMessages.accountMissing)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /确认申请/ })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: /去设置/ }));
    await waitFor(() => expect(location()).toBe('/supplier-center/settlement?tab=account'));

    const form = await screen.findByRole('form', { name: '设置收款账号' });
    fireEvent.change(within(form).getByLabelText('支付宝账号'), { target: { value: 'not an account' } });
    fireEvent.change(within(form).getByLabelText('收款人姓名'), { target: { value: '王供货' } });
    fireEvent.click(within(form).getByRole('button', { name: /保存收款账号/ }));
    expect(await within(form).findByText('请输入正确的支付宝账号（手机号或邮箱）')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('支付宝账号'), { target: { value: '13900000001' } });
    fireEvent.click(within(form).getByRole('button', { name: /保存收款账号/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/supplier/settlement/account')).toHaveLength(1));
    expect(server.callsTo('PUT /api/supplier/settlement/account')[0].body).toEqual({ account: '13900000001', name: '王供货' });
    expect(await screen.findByText('139****0001')).toBeInTheDocument();
  });

  it('staff see the figures but neither 申请结算 nor the account form', async () => {
    const server = serve('staff');
    renderInApp(<SupplierSettlementPage />, { path: '/supplier-center/settlement?tab=account' });
    expect(await screen.findByTestId('summary-payable')).toHaveTextContent('¥63.00');
    expect(screen.queryByRole('button', { name: '申请结算' })).toBeNull();
    expect(await screen.findByText(SupplierMessages.ownerOnly)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '设置收款账号' })).toBeNull();
    expect(server.callsTo('PUT /api/supplier/settlement/account')).toHaveLength(0);
  });

  it('a failed summary says so with 重新加载', async () => {
    serve('owner', { 'GET /api/supplier/settlement/summary': [fail(1, '服务器繁忙'), ok(SUMMARY)] });
    renderInApp(<SupplierSettlementPage />, { path: '/supplier-center/settlement' });
    expect(await screen.findByText('结算概况加载失败')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByTestId('summary-payable')).toHaveTextContent('¥63.00');
  });
});
