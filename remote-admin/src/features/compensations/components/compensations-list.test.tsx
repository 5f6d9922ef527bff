import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDEMPOTENCY_HEADER } from 'shared-contracts';
import type { AdminCompensationParcel, AdminCompensationRow, OperatorRole } from 'shared-contracts/admin';
import { fail, mockApi, ok, pageReply, renderInApp } from 'shared-contracts/testing';
import { AdminCompensationsPage } from '../../../pages/compensations';
import { rowIn, serveConsole, startAtConsole } from '../../../test-support/console';

const row = (id: number, extra: Partial<AdminCompensationRow> = {}): AdminCompensationRow => ({
  id,
  parcel_id: 100 + id,
  parcel_sn: `GO20261120000000${id}-00001`,
  user_id: 7,
  mobile: '138****0000',
  courier_id: 1,
  courier_name: '中通快递',
  amount: 2,
  reason: 'pickup_late',
  note: '',
  created_at: '2026-11-20 09:00:00',
  operator_id: null,
  operator_name: null,
  ...extra,
});
const ROWS = [row(1), row(2, { reason: 'manual', amount: 1.5, note: '包裹破损', operator_id: 3, operator_name: '孙客服', courier_id: 2, courier_name: '圆通快递' })];
const SUMMARY = {
  total: { count: 2, amount: 3.5 },
  couriers: [
    { courier_id: 1, courier_name: '中通快递', count: 1, amount: 2 },
    { courier_id: 2, courier_name: '圆通快递', count: 1, amount: 1.5 },
  ],
  days: [{ day: '2026-11-20', count: 2, amount: 3.5 }],
};
const PARCEL: AdminCompensationParcel = {
  id: 55,
  parcel_sn: 'GO202611210000055-00001',
  user_id: 7,
  username: '张三的店',
  mobile: '138****0000',
  goods_name: '定制抱枕',
  courier_name: '中通快递',
  price: 3.5,
  payable: true,
  compensation: null,
};

const page = pageReply(ROWS);

function serve(role: OperatorRole, extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/compensations': page,
    'GET /api/admin/compensations/summary': ok(SUMMARY),
    'GET /api/admin/compensations/parcel/55': ok(PARCEL),
    'GET /api/admin/compensations/parcel/56': ok({ ...PARCEL, id: 56, compensation: { amount: 2, reason: 'pickup_late', created_at: '2026-11-21 09:00:00' } }),
    'GET /api/admin/compensations/parcel/9': fail(404, '包裹不存在'),
    ...extra,
  });
}

const rowOf = (text: string) => rowIn('赔付记录列表', text);
const dialog = () =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title')?.textContent === '人工赔付');
    if (!found) throw new Error('no dialog');
    return found;
  });
const createKeys = (server: ReturnType<typeof mockApi>) =>
  server.fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((req) => req.method === 'POST' && new URL(req.url).pathname === '/api/admin/compensations')
    .map((req) => req.headers.get(IDEMPOTENCY_HEADER));

async function openAndFind(id: string) {
  fireEvent.click(await screen.findByRole('button', { name: '人工赔付' }));
  const d = await dialog();
  fireEvent.change(within(d).getByLabelText('包裹 ID'), { target: { value: id } });
  fireEvent.click(within(d).getByRole('button', { name: /查\s*找/ }));
  return d;
}

beforeEach(() => startAtConsole('/admin/compensations'));

describe('赔付记录', () => {
  it("lists compensations with the URL's filters, the summary per courier and per day, and the reason filter changes both queries", async () => {
    const server = serve('finance');
    renderInApp(<AdminCompensationsPage />, { path: '/admin/compensations?mobile=0000&from=2026-11-01&to=2026-11-30&courier=1' });
    await waitFor(() => expect(server.queriesTo('GET /api/admin/compensations')).toHaveLength(1));
    expect(server.queriesTo('GET /api/admin/compensations')[0]).toEqual({ page: '1', page_size: '10', courier_id: '1', mobile: '0000', start_date: '2026-11-01', end_date: '2026-11-30' });
    expect(server.queriesTo('GET /api/admin/compensations/summary')[0]).toEqual({ courier_id: '1', mobile: '0000', start_date: '2026-11-01', end_date: '2026-11-30' });

    const job = await rowOf('GO202611200000001-00001');
    for (const text of ['138****0000', '中通快递', '¥2.00', '超时未揽收', '系统']) expect(within(job).getByText(text)).toBeInTheDocument();
    const manual = await rowOf('GO202611200000002-00001');
    for (const text of ['人工赔付', '包裹破损', '孙客服', '¥1.50']) expect(within(manual).getByText(text)).toBeInTheDocument();

    const summary = await screen.findByRole('region', { name: '赔付汇总' });
    expect(summary).toHaveTextContent('合计 2 笔，¥3.50');
    expect(summary).toHaveTextContent('中通快递：1 笔，¥2.00');
    expect(summary).toHaveTextContent('圆通快递：1 笔，¥1.50');
    expect(summary).toHaveTextContent('2026-11-20：2 笔，¥3.50');
    // finance may book one too
    expect(screen.getByRole('button', { name: '人工赔付' })).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByLabelText('赔付原因'));
    fireEvent.click(await screen.findByTitle('人工赔付'));
    await waitFor(() => expect(server.queriesTo('GET /api/admin/compensations').at(-1)).toMatchObject({ reason: 'manual', mobile: '0000' }));
    await waitFor(() => expect(server.queriesTo('GET /api/admin/compensations/summary').at(-1)).toMatchObject({ reason: 'manual' }));
  });

  it('人工赔付 shows the parcel, states the amount before sending, and books it with an Idempotency-Key', async () => {
    const server = serve('support', { 'POST /api/admin/compensations': ok(row(3, { reason: 'manual', amount: 1.2 })) });
    renderInApp(<AdminCompensationsPage />, { path: '/admin/compensations' });
    const d = await openAndFind('55');
    const shown = (await within(d).findByText('定制抱枕')).closest('.ant-descriptions') as HTMLElement;
    for (const text of ['张三的店（138****0000）', '¥3.50', '中通快递', '未赔付']) expect(shown).toHaveTextContent(text);

    // more than the parcel cost is stopped in the form
    fireEvent.change(within(d).getByLabelText('赔付金额（元）'), { target: { value: '3.51' } });
    fireEvent.change(within(d).getByLabelText('原因'), { target: { value: '客户投诉包裹破损' } });
    fireEvent.click(within(d).getByRole('button', { name: /下一步/ }));
    expect(await within(d).findByText('赔付金额不能超过包裹金额 ¥3.50')).toBeInTheDocument();

    fireEvent.change(within(d).getByLabelText('赔付金额（元）'), { target: { value: '1.2' } });
    fireEvent.click(within(d).getByRole('button', { name: /下一步/ }));
    const confirm = await within(d).findByRole('group', { name: '确认赔付' });
    expect(confirm).toHaveTextContent('将向 138****0000 赔付 ¥1.20');
    expect(server.callsTo('POST /api/admin/compensations')).toHaveLength(0);
    fireEvent.click(within(d).getByRole('button', { name: /确认赔付/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/compensations')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/compensations')[0].body).toEqual({ parcel_id: 55, amount: 1.2, reason: '客户投诉包裹破损' });
    expect(createKeys(server)[0]).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(server.queriesTo('GET /api/admin/compensations').length).toBeGreaterThan(1));
  });

  it('a refusal returns to the form with what was typed and the server’s words; the retry keeps the key', async () => {
    const server = serve('admin', { 'POST /api/admin/compensations': [fail(1, '该包裹已赔付'), ok(row(4))] });
    renderInApp(<AdminCompensationsPage />, { path: '/admin/compensations' });
    const d = await openAndFind('55');
    await within(d).findByText('定制抱枕');
    fireEvent.change(within(d).getByLabelText('赔付金额（元）'), { target: { value: '2' } });
    fireEvent.change(within(d).getByLabelText('原因'), { target: { value: '人工核实超时' } });
    fireEvent.click(within(d).getByRole('button', { name: /下一步/ }));
    fireEvent.click(await within(d).findByRole('button', { name: /确认赔付/ }));
    expect(await within(d).findByText('该包裹已赔付')).toBeInTheDocument();
    expect(within(d).getByLabelText('包裹 ID')).toHaveValue('55');
    expect((within(d).getByLabelText('赔付金额（元）') as HTMLInputElement).value).toBe('2.00');
    expect(within(d).getByLabelText('原因')).toHaveValue('人工核实超时');

    fireEvent.click(within(d).getByRole('button', { name: /下一步/ }));
    fireEvent.click(await within(d).findByRole('button', { name: /确认赔付/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/compensations')).toHaveLength(2));
    const keys = createKeys(server);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says when the parcel is missing or already compensated', async () => {
    serve('support');
    renderInApp(<AdminCompensationsPage />, { path: '/admin/compensations' });
    let d = await openAndFind('9');
    expect(await within(d).findByText('包裹不存在')).toBeInTheDocument();
    d = await dialog();
    fireEvent.change(within(d).getByLabelText('包裹 ID'), { target: { value: '56' } });
    fireEvent.click(within(d).getByRole('button', { name: /查\s*找/ }));
    expect(await within(d).findByText('已赔付 ¥2.00（超时未揽收，2026-11-21 09:00:00）')).toBeInTheDocument();
    expect(within(d).getByText('该包裹已赔付')).toBeInTheDocument();
  });

  it('is not shown to ops', async () => {
    const server = serve('ops');
    renderInApp(<AdminCompensationsPage />, { path: '/admin/compensations' });
    expect(await screen.findByText('无权查看赔付记录')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/compensations')).toHaveLength(0);
  });
});
