/**
 * The operator console's users calls (issue 20 "用户"), zod-free. Money is yuan on the wire; times are
 * China time (YYYY-MM-DD HH:mm:ss); mobiles and real names are masked. Permissions: reads `users.read`,
 * writes `users.write`; every write is audited (entity `user`).
 */

/** The message a frozen user gets (code 1) on the calls that spend money: make an order, withdraw. */
export const ACCOUNT_FROZEN = '账号已冻结，请联系客服';

/** GET /api/admin/users */
export interface AdminUsersQuery {
  page?: number;
  page_size?: number;
  /** a whole mobile (exact), its last 4 digits, or part of the username */
  keyword?: string;
  group_id?: number;
  /** '1' frozen only, '0' not frozen only */
  frozen?: '0' | '1';
  /** main-site operators: one site's members */
  site_id?: number;
}

/** One row of the users list. */
export interface AdminUserRow {
  id: number;
  username: string;
  /** 138****0000 */
  mobile: string;
  group_id: number;
  group_name: string;
  /** shared-contracts AuthStatus: 0 none, 1 pending, 2 passed, 3 failed */
  real_name_status: number;
  /** yuan */
  balance: number;
  frozen: boolean;
  /** China time */
  created_at: string;
  /** the site the member registered on (issue 32) */
  site_id: number;
  site_name: string;
}

/** One of the user's latest orders in the detail. */
export interface AdminUserOrder {
  id: number;
  order_sn: string;
  goods_name: string;
  express_name: string;
  rec_count: number;
  /** yuan */
  total: number;
  /** yuan */
  refund: number;
  /** 1 unpaid, 2 paid awaiting dispatch, 3 dispatched */
  status: number;
  created_at: string;
}

/** GET /api/admin/users/:id */
export interface AdminUserDetail extends AdminUserRow {
  frozen_reason: string;
  /** masked (张*三); null when never submitted */
  real_name: string | null;
  /** yuan */
  recharge_total: number;
  /** yuan */
  spend_total: number;
  order_count: number;
  parcel_count: number;
  store_count: number;
  /** the last 10 orders, newest first */
  recent_orders: AdminUserOrder[];
}

/** PUT /api/admin/users/:id/group */
export interface AdminUserGroupBody {
  group_id: number;
}

/** POST /api/admin/users/:id/freeze (reason required when freezing) */
export interface AdminUserFreezeBody {
  frozen: boolean;
  reason?: string;
}

/** POST /api/admin/users/:id/sign-out */
export interface AdminUserSignOutResult {
  /** how many sessions were ended */
  ended: number;
}
