import type { RecipientFields } from 'shared-contracts';
import type { RegionCandidate } from 'recipient-engine/recipients';
import type { NewRecipient, SourceKey } from '../types';

/** What a source recognised of a row: the fields, and the recognition's notes on it. */
type RecognisedFields = RecipientFields & { candidates?: RegionCandidate[]; warning?: string };

/**
 * Recognised rows (typed lines, a file's rows) as recipient rows of `source`. `origin` is a row's key: the
 * same row read again is the same recipient row (its id and edits kept).
 */
export function newRecipients<R extends RecognisedFields>(rows: readonly R[], source: SourceKey, origin: (row: R) => string): NewRecipient[] {
  return rows.map((r) => ({
    source,
    origin: origin(r),
    shop_order: r.shop_order,
    rec_name: r.rec_name,
    rec_mobile: r.rec_mobile,
    rec_province: r.rec_province,
    rec_city: r.rec_city,
    rec_district: r.rec_district,
    rec_address: r.rec_address,
    lp_reissue_sn: '',
    // an ambiguous place (issue 13): the row is in error with its warning until a candidate is picked
    ...(r.candidates?.length ? { candidates: r.candidates } : {}),
    ...(r.warning ? { warning: r.warning } : {}),
  }));
}
