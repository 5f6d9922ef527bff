// 提现审核's component tests (imported only by tests): a withdrawal, the totals, the page's calls.
import type { AdminWithdrawalRow, AdminWithdrawalTotals, OperatorRole } from 'shared-contracts/admin';
import { mockApi, ok, pageReply } from 'shared-contracts/testing';
import { rowIn, serveConsole } from './console';
import { SITE_OPTIONS } from './site-fixtures';

/** A member's pending 推广佣金 withdrawal of ¥100 on the main site, to shop{id}@example.com, names matching. */
export const withdrawal = (id: number, extra: Partial<AdminWithdrawalRow> = {}): AdminWithdrawalRow => ({
  id,
  kind: 'commission',
  shop_id: null,
  shop_name: null,
  user_id: 40 + id,
  site_id: 1,
  site_name: '礼品代发商城',
  mobile: `138****000${id}`,
  amount: 100,
  alipay_account: `shop${id}@example.com`,
  alipay_name: '张三',
  real_name: '张三',
  status: 'pending',
  status_text: '待审核',
  reason: null,
  created_at: `2026-11-20 10:0${id}:00`,
  reviewed_by_name: null,
  reviewed_at: null,
  paid_at: null,
  provider_order_id: null,
  needs_two_approvers: false,
  first_approved_by_name: null,
  first_approved_at: null,
  ...extra,
});

const NONE = { count: 0, amount: 0 };

/** 提现审核's totals per status: those given, the others none. */
export const withdrawalTotals = (some: Partial<AdminWithdrawalTotals>): AdminWithdrawalTotals => ({
  pending: NONE,
  paying: NONE,
  paid: NONE,
  rejected: NONE,
  failed: NONE,
  ...some,
});

/** 提现审核's calls for `role`: these rows (the page asked for), these totals, the site options, and `extra`. */
export function serveWithdrawals(role: OperatorRole, rows: AdminWithdrawalRow[], totals: AdminWithdrawalTotals, extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/withdrawals': pageReply(rows),
    'GET /api/admin/withdrawals/totals': ok(totals),
    'GET /api/admin/site-options': ok(SITE_OPTIONS),
    ...extra,
  });
}

/** A row of 提现申请列表 by its Alipay account. */
export const withdrawalRow = (account: string) => rowIn('提现申请列表', account);
