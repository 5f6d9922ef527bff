import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import type { LedgerEntry } from 'shared-contracts';
import { mockApi, ok, renderInApp, resetBrowserState, type RecordedCall } from 'shared-contracts/testing';
import { CONFIG, FINANCE_SUMMARY } from '../../test-support/wallet-fixtures';
import { WalletPage } from './index';

/** 1,203 entries, newest first: top-ups with their bonus and orders, one every hour back from 2026-11-23 12:00 China time. */
const LEDGER: LedgerEntry[] = Array.from({ length: 1203 }, (_, i) => {
  const kind = i % 3;
  const type = kind === 0 ? 'order' : kind === 1 ? 'bonus' : 'recharge';
  const amount = kind === 0 ? -12.5 : kind === 1 ? 10 : 500;
  return {
    id: 5000 - i,
    account: 'balance' as const,
    type,
    type_name: { order: '下单扣款', bonus: '充值赠送', recharge: '充值' }[type],
    amount,
    balance: 1000 + i,
    remark: kind === 0 ? `订单 DD${1000 + i}` : '',
    created_at: new Date(Date.UTC(2026, 10, 23, 4, 0, 0) - i * 3600_000).toISOString(),
  };
});

function serveLedger(call: RecordedCall) {
  const q = call.query;
  const page = Number(q.get('page'));
  const size = Number(q.get('page_size'));
  const china = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  const rows = LEDGER.filter(
    (e) =>
      e.account === (q.get('account') ?? 'balance') &&
      (!q.get('type') || e.type === q.get('type')) &&
      (!q.get('start_time') || china(e.created_at) >= q.get('start_time')!) &&
      (!q.get('end_time') || china(e.created_at) <= q.get('end_time')!),
  );
  return ok({ list: rows.slice((page - 1) * size, page * size), page, page_size: size, data_count: rows.length });
}

const ledgerCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/api/finance/log/list');
const lastLedgerQuery = (calls: RecordedCall[]) => Object.fromEntries(ledgerCalls(calls).at(-1)?.query ?? []);
const table = () => screen.getByRole('region', { name: '资金明细' });
const bodyRows = () => Array.from(table().querySelectorAll('tbody tr.ant-table-row')) as HTMLElement[];

async function renderWallet(path = '/user-center/wallet') {
  const server = mockApi({
    'GET /api/user/wallet/info': ok({ balance: 1234.5, recharge_total: 5000, spend_total: 3765.5 }),
    'GET /api/finance/statistics/summary': ok(FINANCE_SUMMARY),
    'GET /api/user/recharge/info': ok(CONFIG),
    'GET /api/finance/log/list': serveLedger,
  });
  const view = renderInApp(<WalletPage />, { path, loggedIn: true });
  await waitFor(() => expect(table().querySelector('.ant-table')).not.toBeNull());
  await waitFor(() => expect(table().getAttribute('aria-busy')).toBe('false'));
  return { ...view, server };
}

beforeEach(resetBrowserState);

describe('wallet page', () => {
  it('shows the balance, totals, today and this month in yuan, the top-up card and the ledger with signed amounts', async () => {
    await renderWallet();
    const summary = screen.getByTestId('wallet-summary');
    await waitFor(() => expect(summary).toHaveTextContent('1,234.50'));
    expect(summary).toHaveTextContent('5,000.00');
    expect(summary).toHaveTextContent('3,765.50');
    await waitFor(() => expect(within(summary).getByText('今日充值').closest('.ant-statistic')).toHaveTextContent('510.00'));
    expect(within(summary).getByText('本月消费').closest('.ant-statistic')).toHaveTextContent('100.00');
    expect(await screen.findByRole('group', { name: '快捷金额' })).toBeInTheDocument();

    expect(within(table()).getByText('共 1203 条')).toBeInTheDocument();
    const [first, second, third] = bodyRows().map((row) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent));
    expect(first).toEqual(['2026-11-23 12:00:00', '下单扣款', '-12.50', '1000.00', '订单 DD1000']);
    expect(second).toEqual(['2026-11-23 11:00:00', '充值赠送', '+10.00', '1001.00', '—']);
    expect(third[2]).toBe('+500.00');
  });

  it('shows the commission beside the balance, which is not withdrawable, with the way to 推广赚钱', async () => {
    const { location } = await renderWallet();
    const summary = screen.getByTestId('wallet-summary');
    expect(summary).toHaveTextContent('预存余额不可提现');
    const commission = within(summary).getByTestId('wallet-commission');
    await waitFor(() => expect(commission).toHaveTextContent('推广佣金 可提现 ¥88.80 · 冻结 ¥35.20'));
    fireEvent.click(within(commission).getByRole('link', { name: '去推广赚钱' }));
    await waitFor(() => expect(location()).toBe('/user-center/pop-money'));
  });

  it('another account picked asks for its entries and offers only its types', async () => {
    const { server, location } = await renderWallet('/user-center/wallet?type=bonus');
    fireEvent.mouseDown(within(table()).getByRole('combobox', { name: '账户' }));
    fireEvent.click(await screen.findByTitle('冻结佣金'));
    // the balance's type does not carry over
    await waitFor(() => expect(location()).toBe('/user-center/wallet?account=commission_frozen'));
    await waitFor(() => expect(lastLedgerQuery(server.calls)).toEqual({ page: '1', page_size: '10', account: 'commission_frozen' }));
    await waitFor(() => expect(within(table()).getByText('暂无资金记录')).toBeInTheDocument());
    fireEvent.mouseDown(within(table()).getByRole('combobox', { name: '类型' }));
    expect(await screen.findByTitle('佣金解冻')).toBeInTheDocument();
    expect(screen.queryByTitle('充值赠送')).toBeNull();
  });

  it('reads the type and the date range from the URL and asks for whole China days', async () => {
    const { server } = await renderWallet('/user-center/wallet?type=recharge&start_time=2026-11-20&end_time=2026-11-22&page=2&pageSize=20');
    expect(lastLedgerQuery(server.calls)).toEqual({
      page: '2',
      page_size: '20',
      type: 'recharge',
      start_time: '2026-11-20 00:00:00',
      end_time: '2026-11-22 23:59:59',
    });
    expect(within(table()).getByText('共 24 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重置' })).toBeInTheDocument();
  });

  it('a type picked writes the URL and starts again at page 1; 重置 clears the filters', async () => {
    const { server, location } = await renderWallet('/user-center/wallet?page=3');
    fireEvent.mouseDown(within(table()).getByRole('combobox', { name: '类型' }));
    fireEvent.click(await screen.findByTitle('充值赠送'));
    await waitFor(() => expect(location()).toBe('/user-center/wallet?type=bonus'));
    await waitFor(() => expect(lastLedgerQuery(server.calls)).toEqual({ page: '1', page_size: '10', type: 'bonus' }));
    await waitFor(() => expect(within(table()).getByText('共 401 条')).toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(location()).toBe('/user-center/wallet'));
    await waitFor(() => expect(within(table()).getByText('共 1203 条')).toBeInTheDocument());
  });

  describe('导出', () => {
    let saved: { blob: Blob; name: string }[];
    beforeEach(() => {
      saved = [];
      const blobs: Blob[] = [];
      URL.createObjectURL = jest.fn((blob: Blob) => `blob:test/${blobs.push(blob)}`);
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ blob: blobs[Number(this.href.split('/').pop()) - 1], name: this.download });
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('writes every row the filters match, asked 500 at a time, not only the page shown', async () => {
      const { server } = await renderWallet('/user-center/wallet?type=order');
      const before = ledgerCalls(server.calls).length;
      fireEvent.click(screen.getByRole('button', { name: /导出/ }));
      await waitFor(() => expect(saved).toHaveLength(1));
      const asked = ledgerCalls(server.calls).slice(before).map((c) => Object.fromEntries(c.query));
      expect(asked).toEqual([
        { page: '1', page_size: '500', type: 'order' },
      ]);
      expect(saved[0].name).toMatch(/^资金明细-\d{8}-\d{4}\.xlsx$/);
      const book = XLSX.read(new Uint8Array(await saved[0].blob.arrayBuffer()), { type: 'array' });
      const lines = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false });
      expect(lines[0]).toEqual(['时间', '类型', '金额（元）', '余额（元）', '备注']);
      expect(lines).toHaveLength(1 + 401);
      expect(lines[1]).toEqual(['2026-11-23 12:00:00', '下单扣款', '-12.50', '1000.00', '订单 DD1000']);
      expect(await screen.findByText('已导出 401 条')).toBeInTheDocument();
    });

    it('pages through a long ledger until the last row', async () => {
      const { server } = await renderWallet('/user-center/wallet');
      const before = ledgerCalls(server.calls).length;
      fireEvent.click(screen.getByRole('button', { name: /导出/ }));
      await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10000 });
      expect(ledgerCalls(server.calls).slice(before).map((c) => c.query.get('page'))).toEqual(['1', '2', '3']);
      const book = XLSX.read(new Uint8Array(await saved[0].blob.arrayBuffer()), { type: 'array' });
      const lines = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false });
      expect(lines).toHaveLength(1 + 1203);
      expect(lines.at(-1)?.[3]).toBe('2202.00');
    });
  });
});
