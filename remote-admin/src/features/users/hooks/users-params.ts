import type { AdminUsersQuery } from 'shared-contracts/admin';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';
import { siteIdParam, siteQuery } from '../../../shared/list-filter-params';

/**
 * 用户's filters, held in the URL: keyword (whole mobile, its last 4 digits, or username), group, frozen, and for a
 * main-site operator the site (whose groups the group filter then offers).
 */
export const usersListParams = defineListParams({
  keyword: z.string().trim().max(32).default(''),
  site_id: siteIdParam,
  group_id: z.coerce.number().int().positive().optional(),
  frozen: z.enum(['1', '0']).optional(),
});

export type UsersParams = ListParams<{
  keyword: string;
  site_id?: number;
  group_id?: number;
  frozen?: '1' | '0';
}>;

/** The URL's filters → GET /api/admin/users's query (only what is set; the site only for a main-site operator). */
export function toUsersQuery(params: UsersParams, mainRole: boolean): AdminUsersQuery {
  return {
    ...toPageQuery(params),
    ...(params.keyword ? { keyword: params.keyword } : {}),
    ...siteQuery(mainRole, params.site_id),
    ...(params.group_id ? { group_id: params.group_id } : {}),
    ...(params.frozen ? { frozen: params.frozen } : {}),
  };
}

/** shared-contracts AuthStatus in Chinese. */
export const REAL_NAME_STATUS: Record<number, string> = {
  0: '未认证',
  1: '审核中',
  2: '已认证',
  3: '未通过',
};

/** Order status (orders.status) in Chinese. */
export const ORDER_STATUS: Record<number, string> = {
  1: '待支付',
  2: '待发货',
  3: '已发货',
};

