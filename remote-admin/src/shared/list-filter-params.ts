import { z, type ListFilter, type ListParamsState, type RangeField, type SearchField } from 'shared-kits/list-page';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The filters most console lists share, held in the URL: a mobile (whole or last 4 digits) and a range of
 * China days. Spread into a page's `defineListParams({...})`; `mobileDayFields` shows them in its ListFilters.
 */
export const mobileDayFilters = {
  mobile: z.string().trim().max(11).default(''),
  from: isoDate.optional(),
  to: isoDate.optional(),
};

export interface MobileDayValues {
  mobile: string;
  from?: string;
  to?: string;
}

/** Those filters in the list's filter bar: the mobile box (whole or last 4 digits; 用户手机号 unless told), then the days. */
export function mobileDayFields<F extends MobileDayValues>(_list: ListParamsState<F>, mobileLabel = '用户手机号'): ListFilter<F>[] {
  // every page's params have these three (F extends MobileDayValues), which TypeScript cannot see through the kit's key types
  type Day = RangeField<F>['keys'][number];
  return [
    { kind: 'search', key: 'mobile' as SearchField<F>['key'], label: mobileLabel, placeholder: '完整手机号或后 4 位' },
    { kind: 'range', keys: ['from' as Day, 'to' as Day] },
  ];
}

/** Those filters → the API's query fields (only what is set): mobile, start_date, end_date. */
export function toMobileDayQuery({ mobile, from, to }: MobileDayValues): { mobile?: string; start_date?: string; end_date?: string } {
  return {
    ...(mobile ? { mobile } : {}),
    ...(from ? { start_date: from } : {}),
    ...(to ? { end_date: to } : {}),
  };
}

/** A main-site operator's 站点 filter in the URL: a site id (the main site's or a 分站's), or none. */
export const siteIdParam = z.coerce.number().int().positive().optional();

/** The 站点 filter → the API's `site_id`: only a main-site operator's, only when chosen (a 分站's scope is the server's). */
export const siteQuery = (mainRole: boolean, siteId: number | undefined): { site_id?: number } => (mainRole && siteId ? { site_id: siteId } : {});
