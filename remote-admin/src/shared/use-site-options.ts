import { useMemo } from 'react';
import { isSiteRole, type OperatorRole } from 'shared-contracts/admin';
import { useAdminSiteOptionsQuery } from './sites-api';

export interface SiteOption {
  value: number;
  label: string;
}

/**
 * The 站点 filter's choices for a main-site operator: 主站, then each 分站 by name (GET /api/admin/site-options, open to
 * every operator; the server answers every site to a main-site operator). A 分站 operator gets none: its lists are
 * its own site's. A chosen site not among them (a link) is still offered, by its id.
 */
export function useSiteOptions(role: OperatorRole, selected?: number) {
  const main = !isSiteRole(role);
  const sites = useAdminSiteOptionsQuery(undefined, { skip: !main });
  const options = useMemo<SiteOption[]>(() => {
    if (!main) return [];
    const listed = (sites.data ?? []).map((site) => ({ value: site.id, label: site.is_main ? '主站' : site.name }));
    return selected !== undefined && !listed.some((option) => option.value === selected) ? [...listed, { value: selected, label: `站点 ${selected}` }] : listed;
  }, [main, sites.data, selected]);
  return { options, loading: sites.isFetching };
}
