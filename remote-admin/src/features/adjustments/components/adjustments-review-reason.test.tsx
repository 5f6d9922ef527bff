import { screen, within } from '@testing-library/react';
import type { AdminAdjustmentRow } from 'shared-contracts/admin';
import { ok, pageReply, renderInApp } from 'shared-contracts/testing';
import { AdminAdjustmentsPage } from '../../../pages/adjustments';
import { serveConsole, startAtConsole } from '../../../test-support/console';

// 资金调整 by total (issue 35): a pending row says why it waits — alone above the threshold, or today's total.
const row = (id: number, extra: Partial<AdminAdjustmentRow>): AdminAdjustmentRow => ({
  id,
  user_id: 7,
  username: '张三的店',
  mobile: `138****000${id}`,
  direction: 'credit',
  amount: 50,
  reason: '物流破损补偿',
  status: 'pending',
  requested_by: 9,
  requester_name: '钱财务',
  requested_at: '2026-11-20 10:00:00',
  reviewed_by: null,
  reviewer_name: null,
  reviewed_at: null,
  review_note: '',
  ledger_entry_id: null,
  review_reason: null,
  ...extra,
});
const ROWS = [row(1, { review_reason: 'daily_total' }), row(2, { amount: 5000, review_reason: 'amount' })];

beforeEach(() => startAtConsole('/admin/adjustments'));

it('shows why each pending adjustment waits for a second operator', async () => {
  serveConsole('finance', {
    'GET /api/admin/adjustments': pageReply(ROWS),
    'GET /api/admin/adjustments/settings': ok({ review_threshold: 1000 }),
  });
  renderInApp(<AdminAdjustmentsPage />, { path: '/admin/adjustments' });
  const first = (await screen.findByText('138****0001')).closest('tr') as HTMLElement;
  expect(within(first).getByText('今日累计超过复核额度')).toBeInTheDocument();
  const second = screen.getByText('138****0002').closest('tr') as HTMLElement;
  expect(within(second).getByText('单笔超过复核额度')).toBeInTheDocument();
});
