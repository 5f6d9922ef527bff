import type { OperatorRole } from './permissions';

/**
 * The console's 操作员 page (issue 20), zod-free. Permission operators.manage (admin only). Operators are
 * created only on the server machine by the command line (OPERATOR_CREATE_COMMAND); the console changes a
 * role, disables / enables, and resets the TOTP enrolment. Every change is audited (entity `operator`).
 */

/** How an operator account is created (the console has no create call). */
export const OPERATOR_CREATE_COMMAND = 'npm run operator -- create --mobile 13800000000 --name 张三 --role ops';

export const OPERATOR_STATUSES = ['active', 'disabled'] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];
export const OPERATOR_STATUS_NAMES: Record<OperatorStatus, string> = {
  active: '启用',
  disabled: '已停用',
};

/** GET /api/admin/operators */
export interface AdminOperatorsQuery {
  role?: OperatorRole;
  status?: OperatorStatus;
}

/** One operator of GET /api/admin/operators (oldest first). */
export interface AdminOperatorRow {
  id: number;
  name: string;
  /** 138****0000 */
  mobile: string;
  role: OperatorRole;
  status: OperatorStatus;
  /** bound an authenticator app (passed a first TOTP code) */
  totp_enrolled: boolean;
  /** must still change the one-time password */
  must_change_password: boolean;
  /** China time; null: never signed in */
  last_login_at: string | null;
  /** China time */
  created_at: string;
  /** the site whose console it signs in to (issue 32): the main site's, or a 分站's (its owner and staff) */
  site_id: number;
  site_name: string;
}

/** PUT /api/admin/operators/:id/role */
export interface AdminOperatorRoleBody {
  role: OperatorRole;
}

/** The 操作员 page's refusals (code 1). */
export const OperatorAdminMessages = {
  notFound: '操作员不存在',
  ownRole: '不能修改自己的角色',
  ownDisable: '不能停用自己的账号',
  ownTotp: '不能重置自己的动态验证码，请联系其他管理员',
  lastAdmin: '至少要保留一个启用的管理员',
  sameRole: '角色没有变化',
  alreadyEnabled: '该操作员已是启用状态',
  alreadyDisabled: '该操作员已停用',
  totpNotEnrolled: '该操作员还没有绑定动态验证码',
  roleOfOtherSite: '主站操作员只能设为主站角色，分站操作员只能设为分站角色',
} as const;
