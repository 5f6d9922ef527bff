import { OpenApiMessages } from 'shared-contracts';
import { apiSettingBody } from 'shared-contracts/schemas';
import type { FormRule } from 'shared-contracts/ui/more';

/** The box's text, one entry a line (blank lines and spaces dropped), as the PUT's `ip_whitelist`. */
export function whitelistOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\r\n,，;；\s]+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export const whitelistText = (list: readonly string[]) => list.join('\n');

// what an address or a CIDR may hold; whether it is one is the server's verdict
const IP_CHARACTERS = /^[0-9A-Fa-f:.]+(\/\d{1,3})?$/;

/** The contract's rules (count, length) and a first look at each entry, with the server's words. */
export const whitelistRule: FormRule = {
  validator: async (_rule, text: string | undefined) => {
    const list = whitelistOf(text);
    const result = apiSettingBody.shape.ip_whitelist.safeParse(list);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? OpenApiMessages.whitelistInvalid);
    const wrong = list.find((entry) => !IP_CHARACTERS.test(entry));
    if (wrong) throw new Error(`${OpenApiMessages.whitelistInvalid}：${wrong}`);
  },
};
