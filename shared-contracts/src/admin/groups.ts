/**
 * The operator console's 会员等级与充值 calls (issue 20), zod-free. Money is yuan on the wire. Permission:
 * `groups.write` for reads and writes (the group options of the users page: `users.read`); every write is
 * audited (entities `user_group`, `recharge_settings`).
 */

/** A VIP group (table user_groups) with how many users are in it. GET /api/admin/groups */
export interface AdminGroup {
  id: number;
  name: string;
  /** 0 for the default group, then 1, 2 … by top-up threshold (kept by the server) */
  level: number;
  is_default: boolean;
  /** goods cost this percent of their list price for the group (1–100; 100 = no discount) */
  price_percent: number;
  /** one top-up of at least this much (yuan) reaches the group; 0 for the default group */
  upgrade_amount: number;
  user_count: number;
}

/** POST /api/admin/groups, PUT /api/admin/groups/:id */
export interface AdminGroupBody {
  name: string;
  /** percent of the list price, integer 1–100 */
  price_percent: number;
  /** yuan; must stay 0 for the default group, above 0 for the others */
  upgrade_amount: number;
}

/** GET /api/admin/group-options (users.read): the groups for the users page's filter and 修改等级. */
export interface AdminGroupOption {
  id: number;
  name: string;
  is_default: boolean;
}

/** One payment channel of the configured gateway, on or off for the top-up card. */
export interface AdminRechargeChannel {
  channel: number;
  name: string;
  enabled: boolean;
}

/** A bonus for a top-up of at least `amount` yuan (the largest reached applies). */
export interface AdminRechargeWelfare {
  amount: number;
  free: number;
}

/** GET /api/admin/recharge-settings: the top-up card's options (all yuan). */
export interface AdminRechargeSettings {
  /** ascending */
  quick_options: number[];
  min: number;
  max: number;
  /** whether the user may type an amount (otherwise only the quick amounts) */
  allow_input: boolean;
  /** ascending by amount */
  welfare: AdminRechargeWelfare[];
  /** every channel the payment gateway offers; a disabled one is neither offered nor accepted */
  channels: AdminRechargeChannel[];
}

/** PUT /api/admin/recharge-settings: everything at once; channels not listed keep their state. */
export interface AdminRechargeSettingsBody {
  quick_options: number[];
  min: number;
  max: number;
  allow_input: boolean;
  welfare: AdminRechargeWelfare[];
  channels: { channel: number; enabled: boolean }[];
}

/** The server's refusals of 会员等级与充值 (code 1). */
export const GroupMessages = {
  notFound: '会员等级不存在',
  nameTaken: (name: string) => `会员等级名称「${name}」已存在`,
  defaultThreshold: '默认等级的充值门槛固定为 0 元',
  thresholdRequired: '非默认等级的充值门槛应大于 0 元',
  thresholdTaken: (name: string) => `充值门槛与「${name}」相同，请设置不同的门槛`,
  /** a higher threshold with a worse discount */
  order: (lower: string, lowerPercent: number, higher: string, higherPercent: number) =>
    `充值门槛更高的等级折扣不能更差：「${higher}」为 ${higherPercent}%，而门槛更低的「${lower}」为 ${lowerPercent}%`,
  deleteDefault: '默认等级不能删除',
  deleteInUse: (count: number) => `该等级下还有 ${count} 个用户，请先将他们调整到其他等级再删除`,
  channelUnknown: (channel: number) => `支付方式 ${channel} 不存在`,
  quickRange: (amount: string, min: string, max: string) => `快捷金额 ${amount} 元应在最低 ${min} 元与最高 ${max} 元之间`,
  /** issue 35: below the admin's floor (资金安全), main site and 分站 alike */
  belowFloor: (floor: number) => `会员折扣不能低于 ${floor}%（资金安全设置的下限），如需更低请联系管理员调整下限`,
} as const;

/** What the user-facing top-up creation answers for a channel the console turned off. */
export const CHANNEL_DISABLED = '该支付方式已关闭，请选择其他支付方式';
