import { defineListParams, z } from 'shared-kits/list-page';

/** 商品's state in the URL: the tab (商品 / 审核记录), the goods keyword, and the page of the tab shown. */
export const goodsListParams = defineListParams({
  tab: z.enum(['goods', 'requests']).default('goods'),
  keyword: z.string().trim().max(64).default(''),
});
