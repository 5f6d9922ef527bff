import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared-contracts/router';
import type { ListParams, ListParamsDefinition } from './list-params';

/** What a table needs to page: the current page and size, and what to do when either changes. */
export interface Paging {
  page: number;
  pageSize: number;
  /** antd Pagination's onChange: a new size starts again at page 1, a new page keeps the filters. */
  onChange: (page: number, pageSize: number) => void;
}

export interface ListParamsState<F> {
  /** The list's state read from the URL (see `defineListParams`). */
  params: ListParams<F>;
  /** Changes filters (back to page 1) or, when `page` is named, the page; written to the URL. */
  update: (change: Partial<ListParams<F>>) => void;
  /** For `<ListTable paging={…}>`. */
  paging: Paging;
  /** Every filter back to its default, page 1 (the page size stays). */
  reset: () => void;
  /** Whether any filter is set, e.g. to show 重置. */
  filtered: boolean;
  /** Whether any of these filters is set (a filter bar's own, not the tabs beside it). */
  isFiltered: (keys: readonly (keyof F & string)[]) => boolean;
  /** These filters back to their defaults, page 1 (a filter bar's 重置: the tabs beside it stay). */
  clear: (keys: readonly (keyof F & string)[]) => void;
}

/**
 * A list page's filters and paging, read from and written to the URL. Each change is a history entry, so
 * back/forward walk the user's searches; query parameters the definition does not know are dropped.
 */
export function useListParams<F>(definition: ListParamsDefinition<F>): ListParamsState<F> {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => definition.parse(search), [definition, search]);
  const update = useCallback(
    (change: Partial<ListParams<F>>) => setSearch(definition.toSearch(definition.withChange(params, change))),
    [definition, params, setSearch],
  );
  const paging = useMemo<Paging>(
    () => ({
      page: params.page,
      pageSize: params.pageSize,
      onChange: (page, pageSize) => update(pageSize !== params.pageSize ? ({ pageSize } as Partial<ListParams<F>>) : ({ page } as Partial<ListParams<F>>)),
    }),
    [params.page, params.pageSize, update],
  );
  const reset = useCallback(
    () => setSearch(definition.toSearch({ ...definition.defaults, pageSize: params.pageSize })),
    [definition, params.pageSize, setSearch],
  );
  const isFiltered = useCallback((keys: readonly (keyof F & string)[]) => definition.isFiltered(params, keys), [definition, params]);
  const clear = useCallback(
    (keys: readonly (keyof F & string)[]) => update(Object.fromEntries(keys.map((key) => [key, definition.defaults[key]])) as Partial<ListParams<F>>),
    [definition, update],
  );
  return { params, update, paging, reset, filtered: definition.isFiltered(params), isFiltered, clear };
}
