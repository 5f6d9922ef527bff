import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDEMPOTENCY_HEADER } from 'shared-contracts';
import type { AdminAdjustmentRow, OperatorRole } from 'shared-contracts/admin';
import { fail, findDialog, mockApi, ok, renderInApp, type RecordedCall } from 'shared-contracts/testing';
import { AdminAdjustmentsPage } from '../../../pages/adjustments';
import { rowIn, serveConsole, startAtConsole } from '../../../test-support/console';

/** The signed-in operator of these tests is id 3 (test-support/console.tsx). */
const ME = 3;

const adjustment = (id: number, extra: Partial<AdminAdjustmentRow> = {}): AdminAdjustmentRow => ({
  id,
  user_id: 7,
  username: '张三的店',
  mobile: '138****0000',
  direction: 'credit',
  amount: 50,
  reason: '物流破损补偿',
  status: 'booked',
  requested_by: 9,
  requester_name: '钱财务',
  requested_at: '2026-11-20 10:00:00',
  reviewed_by: null,
  reviewer_name: null,
  reviewed_at: '2026-11-20 10:00:00',
  review_note: '',
  ledger_entry_id: 100 + id,
  review_reason: null,
  ...extra,
});

const ROWS = [
  adjustment(1),
  adjustment(2, {
    direction: 'debit',
    amount: 1200.5,
    reason: '违规收益收回',
    status: 'pending',
    reviewed_at: null,
    ledger_entry_id: null,
  }),
  adjustment(3, {
    amount: 3000,
    reason: '大额补偿',
    status: 'pending',
    requested_by: ME,
    requester_name: '赵财务',
    reviewed_at: null,
    ledger_entry_id: null,
  }),
  adjustment(4, {
    amount: 2000,
    reason: '重复申请',
    status: 'rejected',
    reviewed_by: 11,
    reviewer_name: '孙财务',
    review_note: '证据不足',
    ledger_entry_id: null,
  }),
];
const USER = {
  id: 7,
  username: '张三的店',
  mobile: '138****0000',
  balance: 100,
  frozen: false,
};

const page = (call: RecordedCall) =>
  ok({
    list: ROWS,
    page: Number(call.query.get('page')),
    page_size: Number(call.query.get('page_size')),
    data_count: ROWS.length,
  });

function serve(role: OperatorRole, extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/adjustments': page,
    'GET /api/admin/adjustments/settings': ok({ review_threshold: 1000 }),
    'GET /api/admin/adjustments/user': (call) => (call.query.get('mobile') === '13800000000' ? ok(USER) : fail(404, '用户不存在')),
    ...extra,
  });
}

const listQueries = (server: ReturnType<typeof mockApi>) => server.queriesTo('GET /api/admin/adjustments');
const rowOf = (reason: string) => rowIn('资金调整列表', reason);
const confirmBubble = async (title: string) => (await screen.findByText(title)).closest('.ant-popover') as HTMLElement;
/** The Idempotency-Key of every create call, in order. */
const createKeys = (server: ReturnType<typeof mockApi>) =>
  server.fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((req) => req.method === 'POST' && new URL(req.url).pathname === '/api/admin/adjustments')
    .map((req) => req.headers.get(IDEMPOTENCY_HEADER));

/** Opens 新建调整, finds 13800000000 and fills the form. */
async function fillNew(direction: '加款' | '扣款', amount: string, reason: string) {
  fireEvent.click(await screen.findByRole('button', { name: '新建调整' }));
  const dialog = await findDialog('新建调整');
  const mobile = within(dialog).getByLabelText('用户手机号');
  fireEvent.change(mobile, { target: { value: '13800000000' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /查\s*找/ }));
  const found = await within(dialog).findByText('张三的店');
  expect(found.closest('.ant-descriptions')).toHaveTextContent('138****0000');
  expect(found.closest('.ant-descriptions')).toHaveTextContent('¥100.00');
  fireEvent.click(within(dialog).getByLabelText(direction));
  fireEvent.change(within(dialog).getByLabelText('金额（元）'), {
    target: { value: amount },
  });
  fireEvent.change(within(dialog).getByLabelText('原因'), {
    target: { value: reason },
  });
  return dialog;
}

beforeEach(() => startAtConsole('/admin/adjustments'));

describe('资金调整', () => {
  it("lists the adjustments in Chinese with the URL's filters; the status filter changes the query", async () => {
    const server = serve('finance');
    renderInApp(<AdminAdjustmentsPage />, {
      path: '/admin/adjustments?mobile=0000&from=2026-11-01&to=2026-11-30',
    });
    await waitFor(() => expect(listQueries(server)).toHaveLength(1));
    expect(listQueries(server)[0]).toEqual({
      page: '1',
      page_size: '10',
      mobile: '0000',
      start_time: '2026-11-01 00:00:00',
      end_time: '2026-11-30 23:59:59',
    });

    const booked = await rowOf('物流破损补偿');
    for (const text of ['张三的店', '138****0000', '加款', '¥50.00', '钱财务', '无需复核', '已入账']) expect(within(booked).getByText(text)).toBeInTheDocument();
    const debit = await rowOf('违规收益收回');
    for (const text of ['扣款', '¥1200.50', '待复核']) expect(within(debit).getByText(text)).toBeInTheDocument();
    const rejected = await rowOf('重复申请');
    for (const text of ['已驳回', '孙财务', '证据不足']) expect(within(rejected).getByText(text)).toBeInTheDocument();
    expect(screen.getByText('超过 ¥1000.00 的调整需另一位财务人员复核')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByLabelText('状态'));
    fireEvent.click(await screen.findByTitle('待复核'));
    await waitFor(() =>
      expect(listQueries(server).at(-1)).toMatchObject({
        status: 'pending',
        mobile: '0000',
      }),
    );
  });

  it('offers 通过 / 驳回 only on pending rows another operator asked for; 通过 asks first, then books', async () => {
    const server = serve('finance', {
      'POST /api/admin/adjustments/2/approve': ok(adjustment(2, { status: 'booked' })),
    });
    renderInApp(<AdminAdjustmentsPage />, { path: '/admin/adjustments' });
    const mine = await rowOf('大额补偿');
    expect(within(mine).getByText('待他人复核')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: '通过' })).toBeNull();
    expect(
      within(await rowOf('物流破损补偿')).queryByRole('button', {
        name: '通过',
      }),
    ).toBeNull();
    expect(within(await rowOf('重复申请')).queryByRole('button', { name: /驳\s*回/ })).toBeNull();

    const other = await rowOf('违规收益收回');
    fireEvent.click(within(other).getByRole('button', { name: /通\s*过/ }));
    const bubble = await confirmBubble('确认通过调整 #2？');
    expect(bubble).toHaveTextContent('将为 138****0000 扣款 ¥1200.50，通过后立即入账，不可撤销。');
    expect(server.callsTo('POST /api/admin/adjustments/2/approve')).toHaveLength(0);
    fireEvent.click(within(bubble).getByRole('button', { name: '确认通过' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/adjustments/2/approve')).toHaveLength(1));
    await waitFor(() => expect(listQueries(server).length).toBeGreaterThan(1));
  });

  it('驳回 asks a note and sends it; a refusal keeps the dialog and the note', async () => {
    const server = serve('admin', {
      'POST /api/admin/adjustments/2/reject': [fail(1, '该调整已入账，不能重复处理'), ok(adjustment(2, { status: 'rejected' }))],
    });
    renderInApp(<AdminAdjustmentsPage />, { path: '/admin/adjustments' });
    fireEvent.click(
      within(await rowOf('违规收益收回')).getByRole('button', {
        name: /驳\s*回/,
      }),
    );
    const dialog = await findDialog('驳回调整 #2');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/adjustments/2/reject')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('驳回原因'), {
      target: { value: '证据不足' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('该调整已入账，不能重复处理')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('驳回原因')).toHaveValue('证据不足');
    expect(server.callsTo('POST /api/admin/adjustments/2/reject')[0].body).toEqual({ note: '证据不足' });
  });

  it('新建调整 finds the user, states exactly what happens before sending, and books a small credit at once', async () => {
    const server = serve('finance', {
      'POST /api/admin/adjustments': ok(adjustment(9, { amount: 50, reason: '补偿运费' })),
    });
    renderInApp(<AdminAdjustmentsPage />, { path: '/admin/adjustments' });
    const dialog = await fillNew('加款', '50', '补偿运费');
    fireEvent.click(within(dialog).getByRole('button', { name: /下一步/ }));
    const confirm = await within(dialog).findByRole('group', {
      name: '确认调整',
    });
    expect(confirm).toHaveTextContent('将为 138****0000 加款 ¥50.00');
    expect(confirm).toHaveTextContent('无需复核：确认后立即入账');
    expect(confirm).toHaveTextContent('补偿运费');
    expect(server.callsTo('POST /api/admin/adjustments')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: /确认提交/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/adjustments')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/adjustments')[0].body).toEqual({
      user_id: 7,
      direction: 'credit',
      amount: 50,
      reason: '补偿运费',
    });
    expect(createKeys(server)[0]).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(listQueries(server).length).toBeGreaterThan(1));
  });

  it('says an amount above the threshold needs 复核; a refusal returns to the form with what was typed, and a retry keeps the key', async () => {
    const server = serve('finance', {
      'POST /api/admin/adjustments': [fail(1, '用户余额不足：当前余额 ¥20.00，不能扣款 ¥80.00'), ok(adjustment(10, { direction: 'debit', amount: 80, status: 'pending' }))],
    });
    renderInApp(<AdminAdjustmentsPage />, { path: '/admin/adjustments' });
    let dialog = await fillNew('加款', '1000.01', '大额补偿');
    fireEvent.click(within(dialog).getByRole('button', { name: /下一步/ }));
    let confirm = await within(dialog).findByRole('group', {
      name: '确认调整',
    });
    expect(confirm).toHaveTextContent('将为 138****0000 加款 ¥1000.01');
    expect(confirm).toHaveTextContent('金额超过复核门槛 ¥1000.00，需要复核');
    fireEvent.click(within(dialog).getByRole('button', { name: /返回修改/ }));

    // a debit beyond the balance shown is stopped in the form
    fireEvent.click(within(dialog).getByLabelText('扣款'));
    fireEvent.change(within(dialog).getByLabelText('金额（元）'), {
      target: { value: '150' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /下一步/ }));
    expect(await within(dialog).findByText('扣款不能超过当前余额 ¥100.00')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('金额（元）'), {
      target: { value: '80' },
    });
    fireEvent.change(within(dialog).getByLabelText('原因'), {
      target: { value: '违规收益收回' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /下一步/ }));
    confirm = await within(dialog).findByRole('group', { name: '确认调整' });
    expect(confirm).toHaveTextContent('将为 138****0000 扣款 ¥80.00');
    fireEvent.click(within(dialog).getByRole('button', { name: /确认提交/ }));

    dialog = await findDialog('新建调整');
    expect(await within(dialog).findByText('用户余额不足：当前余额 ¥20.00，不能扣款 ¥80.00')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('用户手机号')).toHaveValue('13800000000');
    expect((within(dialog).getByLabelText('金额（元）') as HTMLInputElement).value).toBe('80.00');
    expect(within(dialog).getByLabelText('原因')).toHaveValue('违规收益收回');
    expect(within(dialog).getByLabelText('扣款')).toBeChecked();

    fireEvent.click(within(dialog).getByRole('button', { name: /下一步/ }));
    fireEvent.click(await within(dialog).findByRole('button', { name: /确认提交/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/adjustments')).toHaveLength(2));
    const keys = createKeys(server);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says when no user has the mobile', async () => {
    serve('finance');
    renderInApp(<AdminAdjustmentsPage />, { path: '/admin/adjustments' });
    fireEvent.click(await screen.findByRole('button', { name: '新建调整' }));
    const dialog = await findDialog('新建调整');
    fireEvent.change(within(dialog).getByLabelText('用户手机号'), {
      target: { value: '13911112222' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s*找/ }));
    expect(await within(dialog).findByText('用户不存在')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /下一步/ }));
    expect(await within(dialog).findByText('请输入金额')).toBeInTheDocument();
    expect(await within(dialog).findByText('请填写调整原因')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: '确认调整' })).toBeNull();
  });

  it.each(['ops', 'support'] as const)('is not shown to %s', async (role) => {
    const server = serve(role);
    renderInApp(<AdminAdjustmentsPage />, { path: '/admin/adjustments' });
    expect(await screen.findByText('无权查看资金调整')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/adjustments')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '新建调整' })).toBeNull();
  });
});
