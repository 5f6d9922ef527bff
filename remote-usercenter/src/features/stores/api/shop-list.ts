import { PLATFORMS } from 'shared-contracts';
import { defineListParams, z } from 'shared-kits/list-page';

/**
 * The shop calls live in the shared store kit (`shared-kits/stores`: the purchase dialog's 授权店铺 tab
 * reads the same ones); this page adds only its URL state: the platform filter and paging.
 */
export { useAuthInfoMutation, useDeleteStoreMutation, useStoreListQuery } from 'shared-kits/stores';

const PLATFORM_IDS = PLATFORMS.map((p) => String(p.id)) as [string, ...string[]];

export const shopListParams = defineListParams({
  platform: z.enum(PLATFORM_IDS).optional(),
});
