/**
 * The operator console's roles and the one permission table (issue 20). The server checks it on every
 * `/api/admin/` route before it reads the body (deny by default); the console hides what a role cannot
 * do; each operation's `x-roles` in the OpenAPI document is read from here.
 */
export const OPERATOR_ROLES = ['admin', 'ops', 'finance', 'support'] as const;
/** The main site's operators: they run the platform and see every site's rows. */
export type MainRole = (typeof OPERATOR_ROLES)[number];

/**
 * A 分站's own operators (issue 32): they sign in on the 分站's domain only and see only its rows (the
 * server scopes every query in one place). `site_owner` runs the business (prices, settings, earnings and
 * withdrawals); `site_staff` serves members (members, orders, content, work orders) and moves no money.
 */
export const SITE_ROLES = ['site_owner', 'site_staff'] as const;
export type SiteRole = (typeof SITE_ROLES)[number];

export type OperatorRole = MainRole | SiteRole;
/** Every role, main first. */
export const ALL_OPERATOR_ROLES: readonly OperatorRole[] = [...OPERATOR_ROLES, ...SITE_ROLES];

export const isSiteRole = (role: OperatorRole): role is SiteRole => (SITE_ROLES as readonly string[]).includes(role);

export const ROLE_NAMES: Record<OperatorRole, string> = {
  admin: '管理员',
  ops: '运营',
  finance: '财务',
  support: '客服',
  site_owner: '分站站长',
  site_staff: '分站员工',
};


/**
 * Permission → the roles that hold it. `admin` holds every permission of the platform (not the 分站 owner's own:
 * a 分站's prices, settings and earnings are its owner's). Reads and writes are separate so
 * `support` can read users without changing them.
 */
export const PERMISSIONS = {
  /** Signed in at all: who am I, change my password, sign out (every role) */
  'console.session': ['admin', 'ops', 'finance', 'support', 'site_owner', 'site_staff'],
  /** 概览 dashboard (the platform's figures) */
  'dashboard.read': ['admin', 'ops', 'finance', 'support'],
  /** 分站概览: the 分站's own sales, parcels, members, earnings and open work orders */
  'site.overview': ['site_owner', 'site_staff'],
  /** 商品定价: the 分站's markup, per-goods prices and hidden goods */
  'site.pricing': ['site_owner'],
  /** 站点设置: the 分站's name, logo, contacts, footer, flags and promotion rate */
  'site.settings': ['site_owner'],
  /** 收益与提现: the 分站's earnings accounts, margin records, withdrawal account and applications */
  'site.earnings': ['site_owner'],
  /** 订单与包裹: orders and parcels with the user centre's filters and exports (a 分站's: its members') */
  'orders.read': ['admin', 'ops', 'finance', 'support', 'site_owner', 'site_staff'],
  /** operators and their roles */
  'operators.manage': ['admin'],
  /** 审计日志 */
  'audit.read': ['admin'],
  /** 商品, 快递, 店铺, 分类 */
  'catalogue.read': ['admin', 'ops', 'support'],
  'catalogue.write': ['admin', 'ops'],
  /** 上传图片 (goods pictures, banners, logos): POST /api/admin/images */
  'images.write': ['admin', 'ops', 'site_owner', 'site_staff'],
  /** 内容: notice, banners, layout, help articles (a 分站's: its own) */
  'content.write': ['admin', 'ops', 'site_owner', 'site_staff'],
  /** 会员等级 (a 分站's: its own groups, discounts clamped at cost) */
  'groups.write': ['admin', 'ops', 'site_owner'],
  /** top-up options (the platform's: members of every site top up to it) */
  'recharge.write': ['admin', 'ops'],
  /** 分站: sites, their cost, status and owners; 分站申请 and 开通 */
  'substations.write': ['admin', 'ops'],
  /** 用户 (a 分站's: its members) */
  'users.read': ['admin', 'ops', 'finance', 'support', 'site_owner', 'site_staff'],
  'users.write': ['admin', 'ops', 'site_owner', 'site_staff'],
  /** 资金调整, withdrawals, ledger reports */
  'money.write': ['admin', 'finance'],
  'money.read': ['admin', 'finance'],
  /** 工单 (issue 21): the support queue; claim, reply, status, pictures */
  'workorders.read': ['admin', 'support', 'site_owner', 'site_staff'],
  'workorders.write': ['admin', 'support', 'site_owner', 'site_staff'],
  /** 赔付记录 (issue 21): the 超时赔付 booked and a manual compensation for a case the rules miss — after-sales and finance alike */
  'compensations.read': ['admin', 'support', 'finance'],
  'compensations.write': ['admin', 'support', 'finance'],
  /**
   * 供应商 (issue 33): supplier accounts per shop, 供应商入驻, 供货价审核 and 发货时效 — main-site roles only (a 分站's
   * operators never see suppliers); 供应商结算 is money.read
   */
  'suppliers.read': ['admin', 'ops', 'finance', 'support'],
  'suppliers.write': ['admin', 'ops'],
  /** 资金安全 (issue 35): the two-approver amount of withdrawals and the floor of member groups' discounts */
  'money.rules': ['admin'],
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

/**
 * The permissions that move money or set prices (issue 35): 资金调整 and withdrawals, 人工赔付, 会员等级 and
 * top-up options, a 分站's prices and earnings, a 分站's cost, goods prices and supply prices. A role holding
 * any of them signs in with a TOTP code as well as its password.
 */
export const MONEY_PERMISSIONS = [
  'money.write',
  'compensations.write',
  'groups.write',
  'recharge.write',
  'site.pricing',
  'site.earnings',
  'substations.write',
  'catalogue.write',
  'suppliers.write',
] as const satisfies readonly Permission[];

/** Roles that must pass a TOTP second factor at sign-in: every role holding a money permission (derived, never listed by hand). */
export const TOTP_ROLES: readonly OperatorRole[] = ALL_OPERATOR_ROLES.filter((role) => MONEY_PERMISSIONS.some((permission) => can(role, permission)));
