import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared-contracts/router';
import { parseListParams, toSearch, withChange, type ListParams } from '../utils/list-params';

/** The list's filters, sort and page, read from and written to the URL. */
export function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListParams(search), [search]);
  const update = useCallback((change: Partial<ListParams>) => setSearch(toSearch(withChange(params, change))), [params, setSearch]);
  return [params, update];
}
