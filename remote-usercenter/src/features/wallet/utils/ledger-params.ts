import { LEDGER_TYPES, type LedgerQuery, type LedgerType } from 'shared-contracts';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ledgerTypes = Object.keys(LEDGER_TYPES) as [LedgerType, ...LedgerType[]];

/** The ledger's filters in the URL: `type` (LEDGER_TYPES), `start_time` / `end_time` (days, inclusive), paging. */
export const ledgerParams = defineListParams(
  {
    type: z.enum(ledgerTypes).optional(),
    start_time: isoDate.optional(),
    end_time: isoDate.optional(),
  },
  {
    // a range typed backwards in the URL reads the right way round
    normalise: (p) => (p.start_time && p.end_time && p.start_time > p.end_time ? { ...p, start_time: p.end_time, end_time: p.start_time } : p),
  },
);

export type LedgerParams = ListParams<{ type?: LedgerType; start_time?: string; end_time?: string }>;

/** The filters as GET /api/finance/log/list wants them: whole days, China time, inclusive (paging left out). */
export function ledgerFilters(params: Pick<LedgerParams, 'type' | 'start_time' | 'end_time'>): Omit<LedgerQuery, 'page' | 'page_size'> {
  return {
    ...(params.type ? { type: params.type } : {}),
    ...(params.start_time ? { start_time: `${params.start_time} 00:00:00` } : {}),
    ...(params.end_time ? { end_time: `${params.end_time} 23:59:59` } : {}),
  };
}

/** The list call of a page of the ledger. */
export function ledgerQuery(params: LedgerParams): LedgerQuery {
  return { ...toPageQuery(params), ...ledgerFilters(params) };
}
