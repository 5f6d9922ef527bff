import { isSiteRole, type OperatorRole } from 'shared-contracts/admin';
import type { ChoiceField, ListFilter, ListParamsState } from 'shared-kits/list-page';
import { useSiteOptions } from './use-site-options';

/**
 * 站点: a main-site operator's filter of a list by site (主站 or one 分站, typed to search), for the list's ListFilters;
 * none for a 分站's operators (their lists are their site's). `clears`: the filters that go with the site (another
 * site's 会员等级 are another list).
 */
export function useSiteFilter<F extends { site_id?: number }>(
  list: ListParamsState<F>,
  role: OperatorRole,
  clears: ChoiceField<F>['clears'] = [],
): ListFilter<F>[] {
  const { options, loading } = useSiteOptions(role, list.params.site_id);
  if (isSiteRole(role)) return [];
  // every list it serves has a numeric `site_id` (F extends { site_id?: number }), which TypeScript cannot see through the kit's key types
  return [{ kind: 'choice', key: 'site_id', label: '站点', all: '全部站点', width: 180, searchable: true, loading, options, clears } as ChoiceField<F>];
}
