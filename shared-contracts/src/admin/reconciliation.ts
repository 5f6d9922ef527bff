/**
 * 对账 (issue 34): each payment gateway's bill of a China day against our top-ups. GET /api/admin/reconciliation?date=
 * (money.read) answers the day's runs and differences; POST …/items/:id/credit (补单, money.write) credits a payment
 * the gateway took and we did not, through the notification's exactly-once path; POST …/items/:id/resolve
 * (money.write) records a person's conclusion on any other difference; POST /api/admin/reconciliation/run
 * (money.write) runs a day again. Amounts in yuan, times China time (YYYY-MM-DD HH:mm:ss). Every write is audited.
 */
export type ReconciliationKind = 'missing_credit' | 'unknown_trade' | 'amount_differs' | 'not_in_bill';

export const RECONCILIATION_KIND_NAMES: Record<ReconciliationKind, string> = {
  missing_credit: '渠道已收款，本站未到账',
  unknown_trade: '渠道有此交易，本站无此订单',
  amount_differs: '金额不一致',
  not_in_bill: '本站已到账，渠道账单中没有',
};

export const RECONCILIATION_STATUS_NAMES = { clean: '一致', issues: '有差异', failed: '失败' } as const;

/** One gateway's bill of the day, as compared. */
export interface ReconciliationRunRow {
  gateway: string;
  /** 支付宝 / 微信支付 / 沙箱支付 */
  gateway_name: string;
  bill_date: string;
  status: keyof typeof RECONCILIATION_STATUS_NAMES;
  bill_count: number;
  bill_total: number;
  credited_count: number;
  credited_total: number;
  issue_count: number;
  error: string | null;
  ran_at: string;
}

export interface ReconciliationItemRow {
  id: number;
  gateway: string;
  gateway_name: string;
  bill_date: string;
  kind: ReconciliationKind;
  trade_no: string;
  gateway_trade_no: string;
  /** What the bill says; null when the bill does not list it. */
  bill_amount: number | null;
  /** What our top-up says; null when we have no such top-up. */
  our_amount: number | null;
  status: 'open' | 'resolved';
  resolution: string | null;
  resolved_by: string | null;
  resolved_at: string | null;
}

export interface ReconciliationDay {
  date: string;
  runs: ReconciliationRunRow[];
  items: ReconciliationItemRow[];
}

/** 概览's line: the newest day compared and what is still open. */
export interface ReconciliationSummary {
  date: string | null;
  /** clean when every gateway's bill matched; failed when one could not be fetched. */
  status: 'clean' | 'issues' | 'failed' | 'none';
  open_items: number;
}

export const ReconciliationMessages = {
  itemNotFound: '对账差异不存在',
  notMissingCredit: '只有“渠道已收款，本站未到账”的差异可以补单',
  notPaidAtGateway: '支付渠道查询该交易尚未支付，不能补单',
  amountDiffers: '支付渠道的金额与订单不一致，请人工核实',
  gatewayUnknown: '该支付渠道已不再配置，无法查询',
  gatewayDown: '暂时无法向支付渠道查询，请稍后再试',
  credited: '补单成功，已入账',
  alreadyCredited: '该订单已入账，无需补单',
  resolved: '已标记为已处理',
  noteRequired: '请填写处理说明',
} as const;
