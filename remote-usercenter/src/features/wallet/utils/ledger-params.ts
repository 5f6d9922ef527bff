import { ACCOUNT_LEDGER_TYPES, LEDGER_ACCOUNTS, LEDGER_TYPES, type LedgerAccountKey, type LedgerQuery, type LedgerType } from 'shared-contracts';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ledgerTypes = Object.keys(LEDGER_TYPES) as [LedgerType, ...LedgerType[]];
const ledgerAccounts = Object.keys(LEDGER_ACCOUNTS) as [LedgerAccountKey, ...LedgerAccountKey[]];

/**
 * The ledger's filters in the URL: `account` (LEDGER_ACCOUNTS, default the prepaid balance), `type`
 * (LEDGER_TYPES), `start_time` / `end_time` (days, inclusive), paging.
 */
export const ledgerParams = defineListParams(
  {
    account: z.enum(ledgerAccounts).default('balance'),
    type: z.enum(ledgerTypes).optional(),
    start_time: isoDate.optional(),
    end_time: isoDate.optional(),
  },
  {
    // a range typed backwards in the URL reads the right way round; a type the account never has is dropped
    normalise: (p) => {
      const range = p.start_time && p.end_time && p.start_time > p.end_time ? { ...p, start_time: p.end_time, end_time: p.start_time } : p;
      return range.type && !ACCOUNT_LEDGER_TYPES[range.account].includes(range.type) ? { ...range, type: undefined } : range;
    },
  },
);

export type LedgerParams = ListParams<{ account: LedgerAccountKey; type?: LedgerType; start_time?: string; end_time?: string }>;

/** The filters as GET /api/finance/log/list wants them: whole days, China time, inclusive (paging left out). */
export function ledgerFilters(params: Pick<LedgerParams, 'account' | 'type' | 'start_time' | 'end_time'>): Omit<LedgerQuery, 'page' | 'page_size'> {
  return {
    // the prepaid balance is the server's default: its query stays as it was
    ...(params.account !== 'balance' ? { account: params.account } : {}),
    ...(params.type ? { type: params.type } : {}),
    ...(params.start_time ? { start_time: `${params.start_time} 00:00:00` } : {}),
    ...(params.end_time ? { end_time: `${params.end_time} 23:59:59` } : {}),
  };
}

/** The list call of a page of the ledger. */
export function ledgerQuery(params: LedgerParams): LedgerQuery {
  return { ...toPageQuery(params), ...ledgerFilters(params) };
}
