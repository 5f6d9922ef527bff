// 财务报表 in the main console (money.read: admin, finance): the ledger's money flows of a China day or month, each
// figure's entries, and every account's closing total. Types and the Chinese labels; the query schemas are
// ./finance-rules.ts. Money on the wire is yuan (two decimals), summed in fen by the server.
import { LEDGER_TYPES } from '../wallet-texts';

/**
 * The flow figures, by key, with their names. Each is the sum of one entry type of the ledger booked in the period
 * (one side of it where an entry type moves money between two accounts), said as a positive amount: money that
 * came in, left, or moved as that figure says. The server's definitions: server/src/repositories/admin-finance.ts.
 */
export const FINANCE_FIGURES = {
  top_up_total: '充值合计',
  bonus_total: '充值赠送',
  spending_total: '余额消费',
  refund_total: '退款',
  compensation_total: '超时赔付',
  commission_total: '佣金计提',
  commission_reverse_total: '佣金退回',
  adjust_in_total: '人工加款',
  adjust_out_total: '人工扣款',
  withdraw_total: '提现申请',
  payout_total: '提现打款',
  withdraw_return_total: '提现退回',
  supply_total: '供货应付',
  supply_reverse_total: '供货冲回',
  supply_deduct_total: '赔付扣款',
  site_margin_total: '分站毛利',
  site_margin_reverse_total: '分站毛利退回',
} as const;
export type FinanceFigure = keyof typeof FINANCE_FIGURES;
export const FINANCE_FIGURE_KEYS = Object.keys(FINANCE_FIGURES) as FinanceFigure[];

/** What each figure holds, as the console's tooltip says it. */
export const FINANCE_FIGURE_HINTS: Record<FinanceFigure, string> = {
  top_up_total: '在线充值到账（不含赠送）',
  bonus_total: '充值活动赠送到余额',
  spending_total: '下单从预存余额扣款',
  refund_total: '拒收、无法发货退回余额',
  compensation_total: '超时赔付与人工赔付到余额',
  commission_total: '推广佣金计入冻结佣金',
  commission_reverse_total: '包裹拒收后从冻结佣金退回',
  adjust_in_total: '资金调整：人工加款',
  adjust_out_total: '资金调整：人工扣款',
  withdraw_total: '会员、分站与供应商申请提现（转入提现中）',
  payout_total: '提现打款成功（从提现中付出）',
  withdraw_return_total: '驳回或打款失败退回可提现',
  supply_total: '包裹出单时计入供应商应付',
  supply_reverse_total: '拒收、无法发货冲回供应商应付',
  supply_deduct_total: '超时未揽收从供应商应付扣款',
  site_margin_total: '分站会员订单计入分站冻结收益',
  site_margin_reverse_total: '包裹拒收后从分站冻结收益退回',
};

/** The report's sections in the console, each with its figures (top-ups by channel sit under 资金流入). */
export const FINANCE_FIGURE_GROUPS: readonly { title: string; figures: readonly FinanceFigure[] }[] = [
  { title: '资金流入', figures: ['top_up_total', 'bonus_total'] },
  { title: '消费与退款', figures: ['spending_total', 'refund_total'] },
  { title: '赔付与资金调整', figures: ['compensation_total', 'adjust_in_total', 'adjust_out_total'] },
  { title: '佣金', figures: ['commission_total', 'commission_reverse_total'] },
  { title: '提现与打款', figures: ['withdraw_total', 'payout_total', 'withdraw_return_total'] },
  { title: '供应商与分站', figures: ['supply_total', 'supply_reverse_total', 'supply_deduct_total', 'site_margin_total', 'site_margin_reverse_total'] },
];

/** Every ledger account: a member's four, a 分站's three, a 供货店铺's two — with the names the report shows. */
export const FINANCE_ACCOUNTS = {
  balance: '会员预存余额',
  commission_frozen: '冻结佣金',
  commission_available: '可提现佣金',
  withdrawing: '佣金提现中',
  site_earnings_frozen: '分站冻结收益',
  site_earnings_available: '分站可提现收益',
  site_withdrawing: '分站提现中',
  supplier_payable: '供应商应付',
  supplier_withdrawing: '供应商结算中',
} as const;
export type FinanceAccount = keyof typeof FINANCE_ACCOUNTS;
export const FINANCE_ACCOUNT_KEYS = Object.keys(FINANCE_ACCOUNTS) as FinanceAccount[];

/** Top-up channels (recharge_orders.channel) by number; another number is named 渠道 N. */
export const RECHARGE_CHANNEL_NAMES: Readonly<Record<number, string>> = { 1: '支付宝', 2: '微信支付' };
export const rechargeChannelName = (channel: number) => RECHARGE_CHANNEL_NAMES[channel] ?? `渠道 ${channel}`;

/** The flow figures in yuan. */
export type FinanceFlows = Record<FinanceFigure, number>;

/** One top-up channel's share of 充值合计. */
export interface FinanceChannelRow {
  channel: number;
  name: string;
  /** yuan */
  amount: number;
  /** top-ups credited */
  count: number;
}

/** One account's total, summed over every owner, at the end of the period. */
export interface FinanceClosingRow {
  account: FinanceAccount;
  name: string;
  /** yuan (supplier_payable may be below 0) */
  total: number;
}

interface FinancePeriod extends FinanceFlows {
  /** 充值合计 by channel, channel order */
  top_up_by_channel: FinanceChannelRow[];
  /** how many entries each figure sums */
  counts: Record<FinanceFigure, number>;
  /** every account's total at the period's end, FINANCE_ACCOUNTS order */
  closing: FinanceClosingRow[];
}

/** GET /api/admin/finance/daily */
export interface AdminFinanceDaily extends FinancePeriod {
  /** YYYY-MM-DD (China) */
  date: string;
}

/** One China day of a month's report: its flow figures. */
export interface AdminFinanceDayRow extends FinanceFlows {
  date: string;
}

/** GET /api/admin/finance/monthly */
export interface AdminFinanceMonthly extends FinancePeriod {
  /** YYYY-MM */
  month: string;
  start_date: string;
  /** the month's last day, or today in the current month */
  end_date: string;
  /** every day from start_date to end_date, oldest first (days without entries are all zeros) */
  days: AdminFinanceDayRow[];
}

/** A day (YYYY-MM-DD) or a month (YYYY-MM) of the report: GET /api/admin/finance/export; neither is today. */
export interface AdminFinancePeriodQuery {
  date?: string;
  month?: string;
}

/** GET /api/admin/finance/entries: one figure's entries of a day or a month; `channel` for 充值合计 of one channel. */
export interface AdminFinanceEntriesQuery extends AdminFinancePeriodQuery {
  figure: FinanceFigure;
  channel?: number;
  page: number;
  page_size: number;
}

/** Whose account an entry moves. */
export type FinanceOwnerKind = 'member' | 'site' | 'supplier';
export const FINANCE_OWNER_KINDS: Record<FinanceOwnerKind, string> = { member: '会员', site: '分站', supplier: '供货店铺' };

/** One row of GET /api/admin/finance/entries: a ledger entry behind a figure. */
export interface AdminFinanceEntryRow {
  id: number;
  /** YYYY-MM-DD HH:mm:ss (China) */
  created_at: string;
  owner_kind: FinanceOwnerKind;
  owner_id: number;
  /** the member's mobile (masked), the 分站's name or the 供货店铺's name */
  owner_name: string;
  account: FinanceAccount;
  account_name: string;
  type: string;
  type_name: string;
  /** yuan, signed as booked */
  amount: number;
  /** yuan: the account's total after it */
  balance_after: number;
  remark: string;
  source_type: string;
  source_id: string;
  /** a top-up's channel (top_up_total), else null */
  channel: number | null;
}

/** The ledger's entry types as the report names them: a member's (LEDGER_TYPES), a 分站's, a 供货店铺's. */
export const FINANCE_ENTRY_TYPES: Record<string, string> = {
  ...LEDGER_TYPES,
  site_margin: '分站毛利',
  site_margin_reverse: '分站毛利退回',
  site_margin_release: '分站毛利解冻',
  supply: '供货结算',
  supply_reverse: '拒收冲回',
  supply_deduct: '赔付扣款',
};

export const FinanceMessages = {
  periodChoice: '请选择日期或月份（二选一）',
  channelOnlyTopUp: '只有充值合计可以按支付方式查看',
  dateInvalid: '日期不正确',
  monthInvalid: '月份不正确',
} as const;
