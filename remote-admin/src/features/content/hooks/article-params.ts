import { defineListParams, z } from 'shared-kits/list-page';

/** 帮助文章's filter, held in the URL: the category. */
export const articleListParams = defineListParams({
  category: z.string().trim().max(32).default(''),
});
