import type { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from 'shared-contracts';

/** What a filter may hold: the URL carries it as text. Empty (`''`, null, undefined) means "not set". */
export type FilterValue = string | number | boolean | null | undefined;

/** One zod schema per filter, each reading the URL's text and giving a default when it is absent. */
export type FilterSchemas = Record<string, z.ZodType<FilterValue>>;

export type FiltersOf<S extends FilterSchemas> = { [K in keyof S]: z.output<S[K]> };

/** A list page's whole state: its filters plus page and page size (SPEC §9). */
export type ListParams<F> = F & { page: number; pageSize: number };

export interface ListParamsOptions<F> {
  /**
   * Filters written to the URL even at their default (e.g. the spec's `/gift-list?sortName=default`), or
   * a function choosing them from the state (a price sort always shows its direction).
   */
  alwaysWrite?: (keyof F & string)[] | ((params: ListParams<F>) => (keyof F & string)[]);
  /** Puts a combination right after every parse and change (e.g. a sort order that only a price sort has). */
  normalise?: (params: ListParams<F>) => ListParams<F>;
  /** Default SPEC §9's 10. */
  defaultPageSize?: number;
}

export interface ListParamsDefinition<F> {
  /** Every filter at its default, page 1, the default page size. */
  readonly defaults: ListParams<F>;
  readonly filterKeys: readonly (keyof F & string)[];
  readonly pageSizes: readonly number[];
  /** Reads the URL leniently: a filter that is absent, empty or malformed is its default. */
  parse(search: URLSearchParams): ListParams<F>;
  /** Writes only what differs from the defaults, so a plain list keeps a plain URL. */
  toSearch(params: ListParams<F>): URLSearchParams;
  /** Applies a change; any change that does not name `page` starts again at page 1. */
  withChange(params: ListParams<F>, change: Partial<ListParams<F>>): ListParams<F>;
  /** Whether any filter (or any of `only`) differs from its default, e.g. to offer 重置. */
  isFiltered(params: ListParams<F>, only?: readonly (keyof F & string)[]): boolean;
}

const RESERVED = ['page', 'pageSize'];
const MAX_PAGE = 100_000;

const isEmpty = (value: FilterValue) => value === undefined || value === null || value === '';

/**
 * A list page's URL state from one zod schema per filter (DESIGN "Frontend conventions": table pages
 * hold filters and paging in the URL, so a list can be shared, reloaded and walked with back/forward).
 * Each schema reads the URL's text (use `z.coerce.number()` for numbers, `z.enum` for choices) and must
 * have a default (`.default(…)`, or `.optional()` for "not set"). Page and page size are handled here
 * once: a positive page, a page size from SPEC §9's 10, 20, 50, 100, 200, 500.
 *
 * ```ts
 * const orderListParams = defineListParams({
 *   status: z.enum(['all', '1', '2', '3']).default('all'),
 *   keyword: z.string().trim().max(50).default(''),
 *   from: isoDate.optional(),
 * });
 * ```
 */
export function defineListParams<S extends FilterSchemas>(schemas: S, options: ListParamsOptions<FiltersOf<S>> = {}): ListParamsDefinition<FiltersOf<S>> {
  type F = FiltersOf<S>;
  const keys = Object.keys(schemas) as (keyof F & string)[];
  for (const key of keys) {
    if (RESERVED.includes(key)) throw new Error(`list params: "${key}" is handled by the kit, not a filter`);
  }
  const pageSizes: readonly number[] = PAGE_SIZES;
  const defaultPageSize = options.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  if (!pageSizes.includes(defaultPageSize)) throw new Error(`list params: default page size ${defaultPageSize} is not one of ${pageSizes.join(', ')}`);

  const filterDefaults = {} as F;
  for (const key of keys) {
    const result = schemas[key].safeParse(undefined);
    if (!result.success) throw new Error(`list params: filter "${key}" needs a default (.default(…) or .optional())`);
    filterDefaults[key] = result.data as F[typeof key];
  }
  const normalise = options.normalise ?? ((params: ListParams<F>) => params);
  const alwaysWriteOf = (params: ListParams<F>) =>
    new Set<string>(typeof options.alwaysWrite === 'function' ? options.alwaysWrite(params) : (options.alwaysWrite ?? []));
  const defaults = normalise({ ...filterDefaults, page: 1, pageSize: defaultPageSize });

  const positiveInt = (text: string | null) => (text && /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : null);

  function parse(search: URLSearchParams): ListParams<F> {
    const filters = {} as F;
    for (const key of keys) {
      const text = search.get(key);
      const result = text === null || text === '' ? null : schemas[key].safeParse(text);
      filters[key] = (result?.success ? result.data : filterDefaults[key]) as F[typeof key];
    }
    const page = positiveInt(search.get('page'));
    const pageSize = positiveInt(search.get('pageSize'));
    return normalise({
      ...filters,
      page: page !== null && page <= MAX_PAGE ? page : 1,
      pageSize: pageSize !== null && pageSizes.includes(pageSize) ? pageSize : defaultPageSize,
    });
  }

  function toSearch(params: ListParams<F>): URLSearchParams {
    const out = new URLSearchParams();
    const normalised = normalise(params);
    const alwaysWrite = alwaysWriteOf(normalised);
    for (const key of keys) {
      const value = normalised[key] as FilterValue;
      if (isEmpty(value)) continue;
      if (value !== filterDefaults[key] || alwaysWrite.has(key)) out.set(key, String(value));
    }
    if (normalised.page !== 1) out.set('page', String(normalised.page));
    if (normalised.pageSize !== defaultPageSize) out.set('pageSize', String(normalised.pageSize));
    return out;
  }

  function withChange(params: ListParams<F>, change: Partial<ListParams<F>>): ListParams<F> {
    const next = { ...params, ...change } as ListParams<F>;
    return normalise('page' in change ? next : ({ ...next, page: 1 } as ListParams<F>));
  }

  function isFiltered(params: ListParams<F>, only: readonly (keyof F & string)[] = keys): boolean {
    return only.some((key) => {
      const value = params[key] as FilterValue;
      const fallback = filterDefaults[key] as FilterValue;
      return isEmpty(value) ? !isEmpty(fallback) : value !== fallback;
    });
  }

  return { defaults, filterKeys: keys, pageSizes, parse, toSearch, withChange, isFiltered };
}

/** The API's paging fields (SPEC §7: `page`, `page_size`) from a list's state. */
export function toPageQuery(params: { page: number; pageSize: number }): { page: number; page_size: number } {
  return { page: params.page, page_size: params.pageSize };
}
