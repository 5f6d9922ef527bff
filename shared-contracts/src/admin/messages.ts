/** The operator console's Chinese messages (issue 20), shared by the server and the console. */
export const AdminMessages = {
  /** 403 on a route the operator's role does not hold. */
  forbidden: '无权限执行此操作',
  /** 403 on every route but me / password / logout while the one-time password is unchanged. */
  mustChangePassword: '请先修改初始密码',
  disabled: '该账号已停用',
  totpRequired: '请输入动态验证码',
  totpSetup: '请使用身份验证器扫码绑定，并输入动态验证码',
  totpWrong: '动态验证码不正确',
  samePassword: '新密码不能与原密码相同',
  passwordLocked: (minutes: number) => `密码错误次数过多，账号已临时锁定，请${minutes}分钟后再试`,
  roleInvalid: '角色不正确，可选：admin（管理员）、ops（运营）、finance（财务）、support（客服）、site_owner（分站站长，需 --site）、site_staff（分站员工，需 --site）',
  siteRoleNeedsSite: '分站角色须用 --site 指定分站域名',
  mainRoleOnSite: '分站只能创建分站角色（site_owner、site_staff）',
  siteUnknown: (domain: string) => `没有域名为 ${domain} 的分站`,
  nameInvalid: '姓名不能为空，且不超过 32 个字',
  mobileTaken: '该手机号已有运营账号',
  mobileUnknown: '没有该手机号的运营账号',
  alreadyDisabled: '该运营账号已停用',
} as const;

/** The TOTP issuer shown in authenticator apps. */
export const TOTP_ISSUER = '礼品代发商城运营后台';

/** Operator sign-in and enrolment (issue 35). */
export const OperatorAuthMessages = {
  /** an operator's new password: 10–20 characters (a shop user's stay 6–20) */
  passwordInvalid: '请输入10-20位密码',
  /** a TOTP role that never enrolled and whose one-time password is already changed */
  totpResetNeeded: '该账号尚未绑定动态验证码，请联系管理员重置动态验证码后重新登录',
  /** the password change of an enrolling operator without its first code */
  totpEnrolRequired: '请使用身份验证器扫码绑定，并输入6位动态验证码',
  /** 10 minutes after the sign-in the secret of this session is void */
  totpEnrolExpired: '动态验证码绑定已超时（10分钟），请重新登录后绑定',
} as const;
