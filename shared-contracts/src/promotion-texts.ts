/** 推广赚钱 and 提现 (issue 22): the statuses' names and the messages, zod-free (safe for any bundle). */

/** A referred order's commission: frozen until its parcels are dispatched and the freeze has passed. */
export const COMMISSION_STATUS = { frozen: '冻结中', available: '已解冻', reversed: '已退回' } as const;
export type CommissionStatus = keyof typeof COMMISSION_STATUS;

/** 待审核 → 打款中 → 已到账 | 打款失败; 待审核 → 已驳回. */
export const WITHDRAWAL_STATUS = { pending: '待审核', paying: '打款中', paid: '已到账', rejected: '已驳回', failed: '打款失败' } as const;
export type WithdrawalStatusKey = keyof typeof WITHDRAWAL_STATUS;

/** Wrong withdrawal passwords before withdrawals lock, and for how long. */
export const WITHDRAW_PASSWORD_TRIES = 5;
export const WITHDRAW_LOCK_MINUTES = 60;

export const WithdrawMessages = {
  passwordFormat: '提现密码为6位数字',
  passwordNotSet: '请先设置提现密码',
  passwordSet: '提现密码已设置',
  accountFormat: '请输入正确的支付宝账号（手机号或邮箱）',
  nameRequired: '请输入支付宝账号的真实姓名',
  accountNotSet: '请先设置提现账户',
  accountSaved: '提现账户已保存',
  realNameRequired: '请先完成实名认证，提现账户的姓名须与实名认证一致',
  nameMismatch: '支付宝姓名与实名认证姓名不一致，请填写实名认证的姓名',
  availableShort: '可提现佣金不足',
  keyReused: '该幂等键已用于另一笔申请',
  applied: '提现申请已提交，等待审核',
  transferred: '已转入余额',
  notWithdrawable: '预存余额不可提现，仅推广佣金可提现',
  /** issue 35: changing the account needs the withdrawal password (or an SMS code); the first one, before a password is set, an SMS code */
  accountPasswordRequired: '请输入提现密码或短信验证码',
  accountSmsRequired: '请输入短信验证码',
  accountBySms: '忘记提现密码？改用短信验证码',
} as const;

/** The refusals that carry numbers. */
export const withdrawPasswordWrong = (left: number) => `提现密码错误，还可尝试 ${left} 次`;
export const withdrawLocked = (minutes: number) => `提现密码错误次数过多，请 ${minutes} 分钟后再试`;
export const withdrawBelowMin = (minYuan: string) => `单次提现金额不能低于 ¥${minYuan}`;
export const withdrawDailyLimit = (count: number) => `每天最多提现 ${count} 次，请明天再来`;

/** 我邀请的用户 / 佣金记录's mobile filter (issue 35): the last 4 digits only, so a referee's hidden digits cannot be guessed. */
export const SpreadMessages = {
  mobileLast4: '请输入手机号后 4 位',
  mobileLast4Placeholder: '手机号后 4 位',
} as const;
