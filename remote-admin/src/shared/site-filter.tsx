import { isSiteRole, type OperatorRole } from 'shared-contracts/admin';
import { Select } from 'shared-contracts/ui/more';
import { useSiteOptions } from './use-site-options';

interface SiteFilterProps {
  /** the signed-in operator's role: a 分站's operators see no 站点 filter (their lists are their site's) */
  role: OperatorRole;
  /** the chosen site's id, or undefined for 全部站点 */
  value: number | undefined;
  onChange: (siteId: number | undefined) => void;
}

/** 站点: a main-site operator's filter of a list by site (主站 or one 分站); nothing for a 分站's operators. */
export function SiteFilter({ role, value, onChange }: SiteFilterProps) {
  const { options, loading } = useSiteOptions(role, value);
  if (isSiteRole(role)) return null;
  return (
    <Select
      aria-label="站点"
      placeholder="全部站点"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: 180 }}
      value={value}
      loading={loading}
      options={options}
      onChange={(siteId?: number) => onChange(siteId ?? undefined)}
    />
  );
}
