/**
 * The console's 概览 dashboard (issue 20), zod-free. GET /api/admin/dashboard (permission dashboard.read):
 * today's figures beside yesterday's, days in China time (00:00–24:00 UTC+8), money in yuan.
 */

/** How many days the dashboard's chart covers, today included. */
export const DASHBOARD_DAYS = 14;

/** A figure of today beside the same figure of yesterday. */
export interface DashboardFigure {
  today: number;
  yesterday: number;
}

/** One China-time day of the chart. */
export interface DashboardDay {
  /** YYYY-MM-DD */
  date: string;
  orders: number;
  parcels: number;
  /** yuan */
  top_up: number;
  /** yuan */
  consumption: number;
}

export interface AdminDashboard {
  /** today, YYYY-MM-DD (China time) */
  date: string;
  /** when the figures were counted, China time YYYY-MM-DD HH:mm:ss */
  generated_at: string;
  figures: {
    /** orders placed */
    orders: DashboardFigure;
    /** parcels in those orders */
    parcels: DashboardFigure;
    /** paid top-ups, yuan */
    top_up: DashboardFigure;
    /** spent on orders minus what was refunded, yuan */
    consumption: DashboardFigure;
    /** users registered */
    new_users: DashboardFigure;
    /** paid parcels without a waybill yet: now, and at the end of yesterday */
    waiting_parcels: DashboardFigure;
    /** background jobs that failed for good: the last 24 hours, and the 24 hours before */
    failed_jobs: DashboardFigure;
  };
  /** the last DASHBOARD_DAYS days, oldest first, today last */
  series: DashboardDay[];
  /** issue 35: recent changes of rules that make money, newest first (an alert for every operator who reads 概览) */
  money_rule_changes: MoneyRuleChange[];
}

/** 概览's 最近的资金规则变更 (issue 35): changes of the last MONEY_RULE_CHANGE_DAYS days, at most MONEY_RULE_CHANGE_MAX. */
export const MONEY_RULE_CHANGE_DAYS = 7;
export const MONEY_RULE_CHANGE_MAX = 20;

/** One audited change of a setting that makes money: who, what, before → after, when. */
export interface MoneyRuleChange {
  /** the audit row's id */
  id: number;
  /** China time */
  at: string;
  operator_name: string;
  /** the operator's role (site_owner: a 分站's own rule) */
  role: string;
  /** what was changed, e.g. 推广设置, 会员等级「VIP1」, 分站 #3 推广佣金 */
  subject: string;
  changes: { field: string; before: string; after: string }[];
}

/** The card's and its rows' texts. */
export const MoneyRuleChangeTexts = {
  title: '最近的资金规则变更',
  hint: `近 ${MONEY_RULE_CHANGE_DAYS} 天内推广设置、会员折扣、分站佣金与资金安全设置的变更`,
  none: `近 ${MONEY_RULE_CHANGE_DAYS} 天没有资金规则变更`,
  promotion: '推广设置',
  moneyRules: '资金安全',
  group: (name: string) => `会员等级「${name}」`,
  siteGroup: (name: string) => `分站会员等级「${name}」`,
  site: (id: string) => `分站 #${id} 推广佣金`,
  fields: {
    rate: '佣金比例',
    freeze_days: '冻结天数',
    commission_rate: '佣金比例',
    price_percent: '折扣',
    payout_review_threshold: '大额提现复核金额',
    group_discount_floor: '会员折扣下限',
  },
  groupRate: (name: string) => `「${name}」佣金比例`,
  /** a group's own commission rate unset: the site's applies */
  siteRate: '跟随全站',
  none_value: '—',
  percent: (value: number) => `${value}%`,
  days: (value: number) => `${value} 天`,
  yuan: (value: number) => `${value} 元`,
} as const;
