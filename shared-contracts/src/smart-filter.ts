/**
 * Smart filtering (智能筛选, SPEC §1 source 3, help article 1): the merchant's own rules for dropping rows
 * of an order export, kept per user for next time (GET/PUT /api/user/sheet/filter-rules).
 */
export interface SmartFilterRules {
  /** Rows whose remark or buyer message contains one of these are dropped (e.g. 不要赠品, 已补发). */
  remark_keywords: string[];
  /** Buyer names (买家会员名 / 昵称) never sent a gift. */
  buyer_names: string[];
  /** Shop order numbers never sent a gift. */
  order_numbers: string[];
}

/** How many entries a rule list keeps, and how long one entry may be. */
export const SMART_FILTER_LIMITS = { entries: 1000, length: 64 } as const;

export const EMPTY_SMART_FILTER_RULES: SmartFilterRules = { remark_keywords: [], buyer_names: [], order_numbers: [] };

/** Why smart filtering left a row out (each group is shown and restorable). */
export type DropReason = 'status' | 'bought' | 'duplicate' | 'remark' | 'buyer' | 'order_number';
export const DROP_REASON_NAMES: Record<DropReason, string> = {
  status: '订单状态无需发货',
  bought: '已下过单',
  duplicate: '重复的订单',
  remark: '备注含筛选关键词',
  buyer: '买家在筛选名单中',
  order_number: '订单号在筛选名单中',
};

/** Status words that say an order is still to be shipped, or that a refund/after-sale was withdrawn. */
const STILL_TO_SHIP = /无售后|售后(已)?(取消|关闭|撤销)|退款(已)?(关闭|撤销|取消)|未申请|待发货|等待(卖家)?发货|等待出库|已付款|备货中/;
/**
 * Status words, as 淘宝/天猫, 京东, 拼多多 and 抖店 write them in their exports (订单状态, 退款状态, 售后状态),
 * that say an order must not ship: closed or cancelled, refunding or refunded, already shipped or finished,
 * not paid.
 */
const NO_SHIP = /关闭|取消|退款|售后中|售后处理中|已发货|待签收|已签收|确认收货|交易成功|已完成|^完成$|锁定|等待买家付款|待付款|未付款/;

/** Whether an order with these status texts must not ship (any of them says so, and none says it still ships). */
export function mustNotShip(statuses: readonly string[]): boolean {
  const texts = statuses.map((s) => s.trim()).filter(Boolean);
  return texts.some((s) => NO_SHIP.test(s) && !STILL_TO_SHIP.test(s));
}

/** What smart filtering reads of a row. */
export interface FilterableRow {
  shop_order: string;
  use_name: string;
  remark: string;
  /** The export's 订单状态 / 退款状态 / 售后状态 texts, as written. */
  statuses?: string[];
}

export interface SmartFilterResult<R> {
  kept: R[];
  dropped: { reason: DropReason; rows: R[] }[];
}

/**
 * Decides who to ship to (help article 1): drops rows whose status says they must not ship, orders the
 * user already bought a gift for (`bought`: the order check's shop order numbers), repeats of an order
 * number, and rows matching the merchant's rules. A row is dropped for the first reason that applies, in
 * that order; the groups keep the rows' order.
 */
export function smartFilter<R extends FilterableRow>(rows: readonly R[], rules: SmartFilterRules, bought: ReadonlySet<string> = new Set()): SmartFilterResult<R> {
  const buyers = new Set(rules.buyer_names);
  const numbers = new Set(rules.order_numbers);
  const keywords = rules.remark_keywords.filter(Boolean);
  const seen = new Set<string>();
  const groups = new Map<DropReason, R[]>();
  const kept: R[] = [];
  for (const row of rows) {
    const order = row.shop_order.trim();
    const reason: DropReason | null = mustNotShip(row.statuses ?? [])
      ? 'status'
      : order && bought.has(order)
        ? 'bought'
        : order && seen.has(order)
          ? 'duplicate'
          : keywords.some((k) => row.remark.includes(k))
            ? 'remark'
            : row.use_name && buyers.has(row.use_name.trim())
              ? 'buyer'
              : order && numbers.has(order)
                ? 'order_number'
                : null;
    if (order) seen.add(order);
    if (!reason) kept.push(row);
    else if (groups.has(reason)) groups.get(reason)!.push(row);
    else groups.set(reason, [row]);
  }
  const order: DropReason[] = ['status', 'bought', 'duplicate', 'remark', 'buyer', 'order_number'];
  return { kept, dropped: order.filter((r) => groups.has(r)).map((reason) => ({ reason, rows: groups.get(reason)! })) };
}
