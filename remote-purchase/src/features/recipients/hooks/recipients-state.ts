import type { OrderPriceResult } from 'shared-contracts';
import type { RegionCandidate } from 'recipient-engine/recipients';
import { newRowId, regionDoubt, type NewRecipient, type Recipient, type RowDraft, type SourceKey } from '../types';

/** The server's last answer for the rows, and for which revision of them it was. */
export interface PricedSnapshot {
  revision: number;
  total_price: number;
  unit_price: number;
}

/**
 * The purchase's recipients and quantity. `revision` counts the user's changes (rows added, edited,
 * deleted, the quantity): pricing runs once per revision, and an answer for an older revision is dropped.
 * A price answer is not a change (it does not bump the revision).
 */
export interface RecipientsState {
  rows: Recipient[];
  quantity: number;
  revision: number;
  priced: PricedSnapshot | null;
  /** Origins of rows the user deleted or ordered: re-reading the source does not bring them back. */
  removedOrigins: ReadonlySet<string>;
}

export type RecipientsAction =
  | { type: 'sourceRows'; source: SourceKey; rows: NewRecipient[] }
  /** The user's edit (确认修改); it also settles an ambiguous place (the candidates and warning go). */
  | { type: 'update'; id: number; patch: Partial<RowDraft> }
  /** The user picked one of an ambiguous row's candidates (选择地区). */
  | { type: 'pickRegion'; id: number; region: RegionCandidate }
  /** Several rows changed at once (the reissue import): one revision, so one re-price. */
  | { type: 'updateMany'; patches: readonly { id: number; patch: Partial<RowDraft> }[] }
  | { type: 'remove'; ids: readonly number[] }
  | { type: 'keepOnly'; ids: readonly number[] }
  | { type: 'quantity'; value: number }
  | { type: 'priced'; revision: number; result: OrderPriceResult };

export const initialRecipients: RecipientsState = { rows: [], quantity: 1, revision: 0, priced: null, removedOrigins: new Set() };

/** A row no longer ambiguous: without its candidates and warning, and without the error that was ours. */
function settledPlace(row: Recipient): Recipient {
  if (!row.candidates) return row;
  const { candidates: _candidates, warning: _warning, ...rest } = row;
  return { ...rest, price: undefined, state: undefined, errorText: undefined };
}

const sameRows = (a: readonly Recipient[], b: readonly Recipient[]) => a.length === b.length && a.every((row, i) => row === b[i]);

function withoutRows(state: RecipientsState, drop: (row: Recipient) => boolean): RecipientsState {
  const kept: Recipient[] = [];
  const removedOrigins = new Set(state.removedOrigins);
  for (const row of state.rows) {
    if (!drop(row)) kept.push(row);
    else if (row.origin) removedOrigins.add(`${row.source}:${row.origin}`);
  }
  if (kept.length === state.rows.length) return state;
  return { ...state, rows: kept, removedOrigins, revision: state.revision + 1 };
}

export function recipientsReducer(state: RecipientsState, action: RecipientsAction): RecipientsState {
  switch (action.type) {
    case 'sourceRows': {
      // the source's rows as it now reads them; a row it had before (same origin) keeps its id, edits and price
      const before = new Map<string, Recipient>();
      for (const row of state.rows) if (row.source === action.source && row.origin) before.set(row.origin, row);
      const seen = new Set<string>();
      const next: Recipient[] = [];
      for (const row of action.rows) {
        if (row.origin) {
          if (seen.has(row.origin) || state.removedOrigins.has(`${action.source}:${row.origin}`)) continue;
          seen.add(row.origin);
        }
        const known = row.origin && before.get(row.origin);
        if (known) next.push(known);
        else {
          // an ambiguous place is in error from the start, with its warning (the server is never asked to guess)
          const doubt = regionDoubt(row);
          next.push(doubt ? { ...row, source: action.source, id: newRowId(), state: 2, errorText: doubt } : { ...row, source: action.source, id: newRowId() });
        }
      }
      const others = state.rows.filter((row) => row.source !== action.source);
      const rows = [...others, ...next];
      if (sameRows(rows, state.rows)) return state;
      return { ...state, rows, revision: state.revision + 1 };
    }
    case 'update': {
      const index = state.rows.findIndex((row) => row.id === action.id);
      if (index < 0) return state;
      const row = state.rows[index];
      const changed = (Object.keys(action.patch) as (keyof RowDraft)[]).some((field) => (row[field] ?? '') !== action.patch[field]);
      // confirming an ambiguous row, changed or not, is the user's answer to its warning
      if (!changed && !row.candidates) return state;
      // one new row object; every other row stays the same object (memoised cells skip them)
      const rows = state.rows.slice();
      rows[index] = { ...settledPlace(row), ...action.patch };
      return { ...state, rows, revision: state.revision + 1 };
    }
    case 'pickRegion': {
      const index = state.rows.findIndex((row) => row.id === action.id);
      if (index < 0 || !state.rows[index].candidates) return state;
      const { province, city, district } = action.region;
      const rows = state.rows.slice();
      rows[index] = { ...settledPlace(state.rows[index]), rec_province: province, rec_city: city, rec_district: district };
      return { ...state, rows, revision: state.revision + 1 };
    }
    case 'updateMany': {
      const byId = new Map(action.patches.map((p) => [p.id, p.patch]));
      let changed = false;
      const rows = state.rows.map((row) => {
        const patch = byId.get(row.id);
        if (!patch || !(Object.keys(patch) as (keyof RowDraft)[]).some((field) => (row[field] ?? '') !== patch[field])) return row;
        changed = true;
        return { ...row, ...patch };
      });
      if (!changed) return state;
      return { ...state, rows, revision: state.revision + 1 };
    }
    case 'remove': {
      const ids = new Set(action.ids);
      return withoutRows(state, (row) => ids.has(row.id));
    }
    case 'keepOnly': {
      const ids = new Set(action.ids);
      return withoutRows(state, (row) => !ids.has(row.id));
    }
    case 'quantity':
      if (action.value === state.quantity) return state;
      return { ...state, quantity: action.value, revision: state.revision + 1 };
    case 'priced': {
      if (action.revision !== state.revision) return state; // stale: the rows changed meanwhile
      const byId = new Map(action.result.rec_list.map((row) => [Number(row.id), row]));
      let changed = false;
      const rows = state.rows.map((row) => {
        const priced = byId.get(row.id);
        if (!priced) return row;
        // an ambiguous row stays in error with its warning (and its candidates) whatever the server says
        const doubt = regionDoubt(row);
        const rowState = doubt ? 2 : priced.state;
        const errorText = doubt ?? (priced.state === 2 ? priced.errorText || '地址有误' : undefined);
        if (row.price === priced.price && row.state === rowState && row.errorText === errorText) return row;
        changed = true;
        return { ...row, price: priced.price, state: rowState, errorText };
      });
      const priced = { revision: state.revision, total_price: action.result.total_price, unit_price: action.result.unit_price };
      return { ...state, rows: changed ? rows : state.rows, priced };
    }
  }
}

/** Whether the server has priced exactly these rows and this quantity (nothing to price counts as priced). */
export const isSettled = (state: RecipientsState) => state.rows.length === 0 || state.priced?.revision === state.revision;
