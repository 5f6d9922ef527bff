import { ContentMessages } from 'shared-contracts/admin';
import { isSiteLink } from 'shared-contracts/admin/rules';
import type { FormRule } from 'shared-contracts/ui/more';

/** A content link field's rule: empty, a site path (/gift-list) or an https:// address, as the server checks it. */
export const siteLinkRule: FormRule = {
  validator: async (_, value?: string) => (!value?.trim() || isSiteLink(value.trim()) ? undefined : Promise.reject(new Error(ContentMessages.linkInvalid))),
};
