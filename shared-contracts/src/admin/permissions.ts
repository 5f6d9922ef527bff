/**
 * The operator console's roles and the one permission table (issue 20). The server checks it on every
 * `/api/admin/` route before it reads the body (deny by default); the console hides what a role cannot
 * do; each operation's `x-roles` in the OpenAPI document is read from here.
 */
export const OPERATOR_ROLES = ['admin', 'ops', 'finance', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const ROLE_NAMES: Record<OperatorRole, string> = {
  admin: '管理员',
  ops: '运营',
  finance: '财务',
  support: '客服',
};

/** Roles that must pass a TOTP second factor at sign-in. */
export const TOTP_ROLES: readonly OperatorRole[] = ['admin', 'finance'];

/**
 * Permission → the roles that hold it. `admin` holds every permission. Reads and writes are separate so
 * `support` can read users without changing them.
 */
export const PERMISSIONS = {
  /** 概览 dashboard */
  'dashboard.read': ['admin', 'ops', 'finance', 'support'],
  /** operators and their roles */
  'operators.manage': ['admin'],
  /** 审计日志 */
  'audit.read': ['admin'],
  /** 商品, 快递, 店铺, 分类 */
  'catalogue.read': ['admin', 'ops', 'support'],
  'catalogue.write': ['admin', 'ops'],
  /** 上传图片 (goods pictures, banners, logos): POST /api/admin/images */
  'images.write': ['admin', 'ops'],
  /** 内容: notice, banners, layout, help articles, footer and contacts */
  'content.write': ['admin', 'ops'],
  /** 会员等级 and top-up options */
  'groups.write': ['admin', 'ops'],
  /** 分站 */
  'substations.write': ['admin', 'ops'],
  /** 用户 */
  'users.read': ['admin', 'ops', 'finance', 'support'],
  'users.write': ['admin', 'ops'],
  /** 资金调整, withdrawals, ledger reports */
  'money.write': ['admin', 'finance'],
  'money.read': ['admin', 'finance'],
  /** 工单 (issue 21): the support queue; claim, reply, status, pictures */
  'workorders.read': ['admin', 'support'],
  'workorders.write': ['admin', 'support'],
  /** 赔付记录 (issue 21): the 超时赔付 booked and a manual compensation for a case the rules miss — after-sales and finance alike */
  'compensations.read': ['admin', 'support', 'finance'],
  'compensations.write': ['admin', 'support', 'finance'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether a role holds a permission. */
export function can(role: OperatorRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);
}

/** The roles allowed for a permission (the `x-roles` of an operation). */
export function rolesFor(permission: Permission): OperatorRole[] {
  return [...PERMISSIONS[permission]];
}
