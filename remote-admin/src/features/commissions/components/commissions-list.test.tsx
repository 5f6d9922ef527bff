import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCommissionRow, OperatorRole } from 'shared-contracts/admin';
import { mockApi, ok, renderInApp, type RecordedCall } from 'shared-contracts/testing';
import { AdminCommissionsPage } from '../../../pages/commissions';
import { rowIn, serveConsole, startAtConsole } from '../../../test-support/console';

const commission = (id: number, extra: Partial<AdminCommissionRow> = {}): AdminCommissionRow => ({
  id,
  order_id: 500 + id,
  order_sn: `GO2026112000000${id}`,
  referrer_id: 7,
  referrer_mobile: '138****0000',
  user_id: 20 + id,
  user_mobile: `139****111${id}`,
  base: 100,
  rate: 5,
  amount: 5,
  reversed: 0,
  released: 0,
  status: 'frozen',
  created_at: '2026-11-20 09:00:00',
  released_at: null,
  ...extra,
});
const ROWS = [
  commission(1),
  commission(2, { base: 33.3, rate: 5.5, amount: 1.83, released: 1.83, status: 'available', released_at: '2026-11-28 00:00:00' }),
  commission(3, { amount: 5, reversed: 5, status: 'reversed' }),
];

const page = (call: RecordedCall) => ok({ list: ROWS, page: Number(call.query.get('page')), page_size: Number(call.query.get('page_size')), data_count: 23 });

function serve(role: OperatorRole) {
  return serveConsole(role, { 'GET /api/admin/commissions': page });
}

const queries = (server: ReturnType<typeof mockApi>) => server.queriesTo('GET /api/admin/commissions');
const rowOf = (sn: string) => rowIn('佣金记录列表', sn);

beforeEach(() => startAtConsole('/admin/commissions'));

describe('佣金记录', () => {
  it("lists the commissions with the URL's filters; status and mobile filters change the query, paging goes on", async () => {
    const server = serve('finance');
    const { location } = renderInApp(<AdminCommissionsPage />, { path: '/admin/commissions?status=frozen&from=2026-11-01&to=2026-11-30' });
    await waitFor(() => expect(queries(server)).toHaveLength(1));
    expect(queries(server)[0]).toEqual({ page: '1', page_size: '10', status: 'frozen', start_date: '2026-11-01', end_date: '2026-11-30' });

    const frozen = await rowOf('GO20261120000001');
    for (const text of ['138****0000', '139****1111', '¥100.00', '5%', '¥5.00', '冻结中', '2026-11-20 09:00:00']) expect(within(frozen).getAllByText(text).length).toBeGreaterThan(0);
    const available = await rowOf('GO20261120000002');
    for (const text of ['¥33.30', '5.5%', '已解冻', '2026-11-28 00:00:00']) expect(within(available).getByText(text)).toBeInTheDocument();
    expect(within(available).getAllByText('¥1.83')).toHaveLength(2);
    const reversed = await rowOf('GO20261120000003');
    expect(within(reversed).getByText('已退回')).toBeInTheDocument();
    expect(screen.getByText('共 23 条')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('推广人或下单用户手机号'), { target: { value: '1111' } });
    fireEvent.keyDown(screen.getByLabelText('推广人或下单用户手机号'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queries(server).at(-1)).toEqual({ page: '1', page_size: '10', status: 'frozen', mobile: '1111', start_date: '2026-11-01', end_date: '2026-11-30' }));

    fireEvent.mouseDown(screen.getByLabelText('佣金状态'));
    fireEvent.click(await screen.findByTitle('已解冻'));
    await waitFor(() => expect(queries(server).at(-1)).toMatchObject({ status: 'available', mobile: '1111' }));
    expect(location()).toBe('/admin/commissions?status=available&mobile=1111&from=2026-11-01&to=2026-11-30');

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(queries(server).at(-1)).toMatchObject({ page: '2', status: 'available' }));

    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(queries(server).at(-1)).toEqual({ page: '1', page_size: '10' }));
    expect(location()).toBe('/admin/commissions');
  });

  it.each(['support', 'ops'] as const)('is not shown to %s', async (role) => {
    const server = serve(role);
    renderInApp(<AdminCommissionsPage />, { path: '/admin/commissions' });
    expect(await screen.findByText('无权查看佣金记录')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/commissions')).toHaveLength(0);
  });
});
