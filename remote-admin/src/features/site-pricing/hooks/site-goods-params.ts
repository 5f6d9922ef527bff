import type { SiteGoodsQuery } from 'shared-contracts/admin';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';

/** 商品定价's filters, held in the URL: keyword, hidden or shown, fixed price only. */
export const siteGoodsParams = defineListParams({
  keyword: z.string().trim().max(64).default(''),
  hidden: z.enum(['0', '1']).optional(),
  fixed: z.enum(['1']).optional(),
});

type SiteGoodsParams = ListParams<{ keyword: string; hidden?: '0' | '1'; fixed?: '1' }>;

/** The URL's filters → GET /api/admin/site/goods's query (only what is set). */
export const toSiteGoodsQuery = (params: SiteGoodsParams): SiteGoodsQuery => ({
  ...toPageQuery(params),
  ...(params.keyword ? { keyword: params.keyword } : {}),
  ...(params.hidden ? { hidden: params.hidden } : {}),
  ...(params.fixed ? { fixed: params.fixed } : {}),
});
