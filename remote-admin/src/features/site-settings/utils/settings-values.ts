import type { SiteContact } from 'shared-contracts';
import { SITE_FLAGS, type SiteFlag, type SiteFlags, type SiteSettings, type SiteSettingsView } from 'shared-contracts/admin';

/** The flags as the form holds them: every one on or off (an absent goods filter is shown: on). */
export type FlagValues = Record<SiteFlag, boolean>;

/** What the 站点设置 form holds. */
export interface SettingsValues {
  site_name: string;
  logo: string;
  contacts: SiteContact[];
  hotline: string;
  qrcode: string;
  footer: { copyright: string; icp: string };
  flags: FlagValues;
  commission_rate: number | null;
}

export const flagValuesOf = (flags: SiteFlags): FlagValues =>
  Object.fromEntries(SITE_FLAGS.map((flag) => [flag, flag === 'article_switch' ? flags.article_switch : flags[flag] !== false])) as FlagValues;

export const valuesOf = (site: SiteSettingsView): SettingsValues => ({
  site_name: site.site_name,
  logo: site.logo,
  contacts: site.contacts,
  hotline: site.hotline,
  qrcode: site.qrcode,
  footer: site.footer,
  flags: flagValuesOf(site.flags),
  commission_rate: site.commission_rate,
});

const trimmed = (text: string | undefined) => (text ?? '').trim();

/** The form's values → PUT /api/admin/site/settings's body: texts trimmed; empty ones mean the main site's. */
export const bodyOf = (values: SettingsValues): SiteSettings => ({
  site_name: trimmed(values.site_name),
  logo: values.logo ?? '',
  contacts: (values.contacts ?? []).map((contact) => ({ type: trimmed(contact.type), name: trimmed(contact.name), value: trimmed(contact.value) })),
  hotline: trimmed(values.hotline),
  qrcode: trimmed(values.qrcode),
  footer: { copyright: trimmed(values.footer?.copyright), icp: trimmed(values.footer?.icp) },
  flags: values.flags,
  commission_rate: values.commission_rate ?? Number.NaN,
});
