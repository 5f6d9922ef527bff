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
