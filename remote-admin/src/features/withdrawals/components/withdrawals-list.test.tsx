import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorRole } from 'shared-contracts/admin';
import { fail, findDialog, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminWithdrawalsPage } from '../../../pages/withdrawals';
import { WithdrawalsList } from './withdrawals-list';
import { startAtConsole } from '../../../test-support/console';
import { serveWithdrawals, withdrawal, withdrawalRow, withdrawalTotals } from '../../../test-support/withdrawal-fixtures';

const ROWS = [
  withdrawal(1),
  withdrawal(2, { amount: 50.5, alipay_name: '李四', real_name: '李思' }),
  withdrawal(3, { amount: 20, real_name: null }),
  withdrawal(4, {
    status: 'paid',
    status_text: '已到账',
    reviewed_by_name: '赵财务',
    reviewed_at: '2026-11-20 11:00:00',
    paid_at: '2026-11-20 11:00:05',
    provider_order_id: 'SANDBOX-0004',
  }),
];
const TOTALS = withdrawalTotals({ pending: { count: 3, amount: 170.5 }, paid: { count: 1, amount: 100 } });

const serve = (role: OperatorRole, extra: Parameters<typeof mockApi>[0] = {}) => serveWithdrawals(role, ROWS, TOTALS, extra);
const rowOf = withdrawalRow;
const bubble = async (title: string) => (await screen.findByText(title)).closest('.ant-popover') as HTMLElement;

beforeEach(() => startAtConsole('/admin/withdrawals'));

describe('提现审核', () => {
  it("lists 待审核 by default with the URL's filters, the totals per status, and a warning where the names differ", async () => {
    const server = serve('finance');
    const { location } = renderInApp(<AdminWithdrawalsPage />, { path: '/admin/withdrawals?mobile=0002&from=2026-11-01&to=2026-11-30' });
    await waitFor(() => expect(server.queriesTo('GET /api/admin/withdrawals')).toHaveLength(1));
    expect(server.queriesTo('GET /api/admin/withdrawals')[0]).toEqual({ page: '1', page_size: '10', status: 'pending', mobile: '0002', start_date: '2026-11-01', end_date: '2026-11-30' });
    expect(server.queriesTo('GET /api/admin/withdrawals/totals')[0]).toEqual({ mobile: '0002', start_date: '2026-11-01', end_date: '2026-11-30' });

    expect(await screen.findByRole('tab', { name: '待审核 3 笔 · ¥170.50' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '已到账 1 笔 · ¥100.00' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部 4 笔 · ¥270.50' })).toBeInTheDocument();

    const same = await rowOf('shop1@example.com');
    for (const text of ['138****0001', '用户 ID 41', '¥100.00', '待审核']) expect(within(same).getByText(text)).toBeInTheDocument();
    expect(within(same).queryByText('姓名不一致')).toBeNull();
    const differs = await rowOf('shop2@example.com');
    for (const text of ['李四', '李思', '姓名不一致', '¥50.50']) expect(within(differs).getByText(text)).toBeInTheDocument();
    expect(within(await rowOf('shop3@example.com')).getByText('未实名')).toBeInTheDocument();
    expect(within(await rowOf('shop3@example.com')).getByText('姓名不一致')).toBeInTheDocument();
    const paid = await rowOf('shop4@example.com');
    for (const text of ['已到账', '赵财务', '2026-11-20 11:00:05', 'SANDBOX-0004']) expect(within(paid).getByText(text)).toBeInTheDocument();
    // only pending rows can be acted on
    expect(within(paid).queryByRole('button', { name: /通过/ })).toBeNull();
    expect(within(paid).getByRole('checkbox')).toBeDisabled();

    fireEvent.click(screen.getByRole('tab', { name: /^全部/ }));
    await waitFor(() => expect(server.queriesTo('GET /api/admin/withdrawals').at(-1)).toEqual({ page: '1', page_size: '10', mobile: '0002', start_date: '2026-11-01', end_date: '2026-11-30' }));
    fireEvent.click(screen.getByRole('tab', { name: /^打款失败/ }));
    await waitFor(() => expect(server.queriesTo('GET /api/admin/withdrawals').at(-1)).toMatchObject({ status: 'failed', mobile: '0002' }));
    expect(location()).toBe('/admin/withdrawals?status=failed&mobile=0002&from=2026-11-01&to=2026-11-30');
  });

  it('通过 asks with the amount and the account, sends {ids:[id]}, says the result and fetches the list and totals again', async () => {
    const server = serve('finance', { 'POST /api/admin/withdrawals/approve': ok({ done: [2], skipped: [] }) });
    renderInApp(<AdminWithdrawalsPage />, { path: '/admin/withdrawals' });
    fireEvent.click(within(await rowOf('shop2@example.com')).getByRole('button', { name: '通过 138****0002 的提现' }));
    const confirm = await bubble('确认通过并打款 ¥50.50 给 shop2@example.com？');
    expect(confirm).toHaveTextContent('收款人 李四，与实名姓名（李思）不一致。通过后自动打款，不可撤销。');
    expect(server.callsTo('POST /api/admin/withdrawals/approve')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确认通过' }));

    await waitFor(() => expect(server.callsTo('POST /api/admin/withdrawals/approve')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/withdrawals/approve')[0].body).toEqual({ ids: [2] });
    expect(await screen.findByText('已通过 1 笔')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '处理结果' })).toHaveTextContent('已通过 1 笔，已提交打款');
    await waitFor(() => expect(server.callsTo('GET /api/admin/withdrawals').length).toBeGreaterThan(1));
    await waitFor(() => expect(server.callsTo('GET /api/admin/withdrawals/totals').length).toBeGreaterThan(1));
  });

  it('重新打款 on a paying row (its payout job gave up) asks first, sends {ids:[id]} and says the result', async () => {
    const paying = withdrawal(5, { status: 'paying', status_text: '打款中', reviewed_by_name: '赵财务', reviewed_at: '2026-11-19 11:00:00' });
    const server = serve('finance', {
      'GET /api/admin/withdrawals': ok({ list: [paying], page: 1, page_size: 10, data_count: 1 }),
      'POST /api/admin/withdrawals/retry': ok({ done: [5], skipped: [] }),
    });
    renderInApp(<AdminWithdrawalsPage />, { path: '/admin/withdrawals?status=paying' });
    const row = await rowOf('shop5@example.com');
    expect(within(row).queryByRole('button', { name: /通过/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '重新打款 138****0005 的提现' }));
    const confirm = await bubble('重新发起打款 ¥100.00 给 shop5@example.com？');
    expect(confirm).toHaveTextContent('同一笔提现无论发起几次，只会到账一次。');
    expect(server.callsTo('POST /api/admin/withdrawals/retry')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '重新打款' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/withdrawals/retry')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/withdrawals/retry')[0].body).toEqual({ ids: [5] });
    expect(await screen.findByRole('region', { name: '处理结果' })).toHaveTextContent('已重新发起打款 1 笔');
  });

  it('批量通过 states the count and total of the selected rows, and says which were skipped and why', async () => {
    const server = serve('admin', { 'POST /api/admin/withdrawals/approve': ok({ done: [1], skipped: [{ id: 3, reason: '该提现申请已处理' }] }) });
    renderInApp(<AdminWithdrawalsPage />, { path: '/admin/withdrawals' });
    expect(await screen.findByRole('button', { name: '批量通过' })).toBeDisabled();
    fireEvent.click(within(await rowOf('shop1@example.com')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('shop3@example.com')).getByRole('checkbox'));
    expect(await screen.findByText('已选 2 笔，合计 ¥120.00')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '批量通过' }));
    const confirm = await bubble('确认通过选中的 2 笔，合计 ¥120.00？');
    expect(confirm).toHaveTextContent('其中 1 笔收款人姓名与实名不一致。');
    fireEvent.click(within(confirm).getByRole('button', { name: '确认通过' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/withdrawals/approve')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/withdrawals/approve')[0].body).toEqual({ ids: [1, 3] });

    const outcome = await screen.findByRole('region', { name: '处理结果' });
    expect(outcome).toHaveTextContent('已通过 1 笔；跳过 1 笔，已提交打款');
    expect(outcome).toHaveTextContent('#3 138****0003 ¥20.00：该提现申请已处理');
    // the selection is cleared
    await waitFor(() => expect(screen.getByRole('button', { name: '批量通过' })).toBeDisabled());
  });

  it('批量驳回 needs a reason (2–200 characters) and sends it with the ids; a refusal keeps the dialog and the reason', async () => {
    const server = serve('finance', { 'POST /api/admin/withdrawals/reject': [fail(1, '操作过于频繁，请稍后再试'), ok({ done: [1, 2], skipped: [] })] });
    renderInApp(<AdminWithdrawalsPage />, { path: '/admin/withdrawals' });
    fireEvent.click(within(await rowOf('shop1@example.com')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('shop2@example.com')).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: '批量驳回' }));
    const dialog = await findDialog('批量驳回提现');
    expect(dialog).toHaveTextContent('将驳回选中的 2 笔，合计 ¥150.50，金额退回各用户的可提现佣金。');

    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '错' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/withdrawals/reject')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '  支付宝账号与实名不符  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('操作过于频繁，请稍后再试')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('驳回原因')).toHaveValue('  支付宝账号与实名不符  ');

    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/withdrawals/reject')).toHaveLength(2));
    expect(server.callsTo('POST /api/admin/withdrawals/reject')[1].body).toEqual({ ids: [1, 2], reason: '支付宝账号与实名不符' });
    expect(await screen.findByRole('region', { name: '处理结果' })).toHaveTextContent('已驳回 2 笔');
  });

  it('驳回 one row names the user, the amount and the account', async () => {
    const server = serve('finance', { 'POST /api/admin/withdrawals/reject': ok({ done: [1], skipped: [] }) });
    renderInApp(<AdminWithdrawalsPage />, { path: '/admin/withdrawals' });
    fireEvent.click(within(await rowOf('shop1@example.com')).getByRole('button', { name: '驳回 138****0001 的提现' }));
    const dialog = await findDialog('驳回提现');
    expect(dialog).toHaveTextContent('将驳回 138****0001 的提现 ¥100.00（支付宝 shop1@example.com）');
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '账号有误' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/withdrawals/reject')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/withdrawals/reject')[0].body).toEqual({ ids: [1], reason: '账号有误' });
  });

  it('without money.write: the list only, no selection and no actions', async () => {
    serve('finance');
    renderInApp(<WithdrawalsList canWrite={false} role="finance" />, { path: '/admin/withdrawals' });
    const row = await rowOf('shop1@example.com');
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(within(row).queryByRole('button', { name: /通过|驳回/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量通过' })).toBeNull();
  });

  it.each(['support', 'ops'] as const)('is not shown to %s, and nothing is fetched', async (role) => {
    const server = serve(role);
    renderInApp(<AdminWithdrawalsPage />, { path: '/admin/withdrawals' });
    expect(await screen.findByText('无权查看提现审核')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/withdrawals')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '批量通过' })).toBeNull();
  });
});
