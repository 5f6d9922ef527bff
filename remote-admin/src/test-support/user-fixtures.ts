// 用户's component tests (imported only by tests): a user row of the console's list.
import type { AdminUserRow } from 'shared-contracts/admin';

/** A main-site 普通会员 `用户{id}` without real name, balance or freeze; `extra` overrides. */
export const userRow = (id: number, extra: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id,
  username: `用户${id}`,
  mobile: '138****0000',
  group_id: 1,
  group_name: '普通会员',
  real_name_status: 0,
  balance: 0,
  frozen: false,
  created_at: '2026-11-20 10:00:00',
  site_id: 1,
  site_name: '礼品代发商城',
  ...extra,
});
