// A withdrawal for 提现审核's component tests (imported only by tests).
import type { AdminWithdrawalRow } from 'shared-contracts/admin';

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
