import type { AuthOrderQuery } from 'shared-contracts';
import { orderNumbersParam } from './order-numbers';

/** The 授权店铺 tab's filters as the user sets them (SPEC §2.10). */
export interface AuthOrderFilters {
  /** 近N天 (AUTH_ORDER_DAYS); 0 = 全部 */
  days: number;
  /** -1 = 全部, 0 = 无旗帜, n = the platform's flag n */
  flag: number;
  /** 备注 contains */
  remark: string;
  /** 订单号 from the batch dialog */
  shop_order: string[];
  /** 关键词 */
  keyword: string;
}

export const NO_FILTERS: AuthOrderFilters = { days: 0, flag: -1, remark: '', shop_order: [], keyword: '' };

/** The query's filter fields: only what is set (全部 sends nothing). */
export function filterQuery(filters: AuthOrderFilters): Omit<AuthOrderQuery, 'store_id' | 'page' | 'page_size'> {
  const query: Omit<AuthOrderQuery, 'store_id' | 'page' | 'page_size'> = {};
  if (filters.days > 0) query.days = filters.days;
  if (filters.flag >= 0) query.flag = filters.flag;
  const remark = filters.remark.trim();
  if (remark) query.remark = remark;
  const shopOrder = orderNumbersParam(filters.shop_order);
  if (shopOrder) query.shop_order = shopOrder;
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  return query;
}
