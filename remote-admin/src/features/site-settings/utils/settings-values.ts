import type { SiteSettings, SiteSettingsView } from 'shared-contracts/admin';
import { brandBodyOf, brandValuesOf, type BrandValues } from '../../../shared/site-fields';

/** What the 站点设置 form holds. */
export interface SettingsValues extends BrandValues {
  commission_rate: number | null;
}

export const valuesOf = (site: SiteSettingsView): SettingsValues => ({ ...brandValuesOf(site), commission_rate: site.commission_rate });

/** The form's values → PUT /api/admin/site/settings's body: texts trimmed; empty ones mean the main site's. */
export const bodyOf = (values: SettingsValues): SiteSettings => ({ ...brandBodyOf(values), commission_rate: values.commission_rate ?? Number.NaN });
