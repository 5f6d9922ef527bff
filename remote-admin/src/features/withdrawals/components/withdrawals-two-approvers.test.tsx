import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WithdrawalAdminMessages } from 'shared-contracts/admin';
import { ok, renderInApp } from 'shared-contracts/testing';
import { AdminWithdrawalsPage } from '../../../pages/withdrawals';
import { startAtConsole } from '../../../test-support/console';
import { serveWithdrawals, withdrawal, withdrawalRow, withdrawalTotals } from '../../../test-support/withdrawal-fixtures';

// 提现审核 by two (issue 35): a large pending withdrawal says it needs two approvers, then 待复核 with its 第一审核人;
// a first approval is said in the outcome.
const ROWS = [
  withdrawal(1, { amount: 8000, needs_two_approvers: true }),
  withdrawal(2, { amount: 6000, needs_two_approvers: true, first_approved_by_name: '钱财务', first_approved_at: '2026-11-20 10:30:00' }),
  withdrawal(3),
];
const TOTALS = withdrawalTotals({ pending: { count: 3, amount: 14100 } });
const rowOf = withdrawalRow;

beforeEach(() => startAtConsole('/admin/withdrawals'));

describe('提现审核: two approvers above the amount', () => {
  it('marks the large ones, names the first approver, and says a first approval waits for a second', async () => {
    const server = serveWithdrawals('finance', ROWS, TOTALS, {
      'POST /api/admin/withdrawals/approve': ok({ done: [], skipped: [], first_approved: [1] }),
    });
    renderInApp(<AdminWithdrawalsPage />, { path: '/admin/withdrawals' });
    expect(await rowOf('shop1@example.com')).toHaveTextContent('大额，需两人审核');
    expect(await rowOf('shop2@example.com')).toHaveTextContent('待复核（第一审核人：钱财务）');
    expect(await rowOf('shop3@example.com')).not.toHaveTextContent('审核人');

    fireEvent.click(within(await rowOf('shop1@example.com')).getByRole('button', { name: '通过 138****0001 的提现' }));
    const confirm = (await screen.findByText(/确认通过并打款 ¥8,?000.00/)).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: '确认通过' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/withdrawals/approve')).toHaveLength(1));
    expect(await screen.findByRole('region', { name: '处理结果' })).toHaveTextContent(WithdrawalAdminMessages.firstApproved(1));
  });
});
