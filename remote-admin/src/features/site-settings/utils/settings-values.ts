import type { SiteContact } from 'shared-contracts';
import type { SiteSettings, SiteSettingsView } from 'shared-contracts/admin';
import { flagValuesOf, trimmedContacts, type FlagValues } from '../../../shared/site-fields';

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
  contacts: trimmedContacts(values.contacts),
  hotline: trimmed(values.hotline),
  qrcode: trimmed(values.qrcode),
  footer: { copyright: trimmed(values.footer?.copyright), icp: trimmed(values.footer?.icp) },
  flags: values.flags,
  commission_rate: values.commission_rate ?? Number.NaN,
});
