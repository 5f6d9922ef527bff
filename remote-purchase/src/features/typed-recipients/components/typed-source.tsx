import { useCallback } from 'react';
import type { RecognisedRow } from 'recipient-engine/recipients';
import type { NewRecipient } from '../../recipients';
import { TypedEntry } from './typed-entry';

/** A recognised line's key: the same line read again is the same row (its id and edits kept). */
const originOf = (r: RecognisedRow) => [r.shop_order, r.rec_name, r.rec_mobile, r.rec_province, r.rec_city, r.rec_district, r.rec_address].join('\u0001');

export function toRecipients(rows: readonly RecognisedRow[]): NewRecipient[] {
  return rows.map((r) => ({
    source: 'typed',
    origin: originOf(r),
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

/** 手动输入 as a recipient source: the recognised lines become the source's rows in the purchase's table. */
export function TypedSource({ setRows, canAdd, disabled }: { setRows: (rows: NewRecipient[]) => void; canAdd: () => boolean; disabled: boolean }) {
  const onRowsChange = useCallback((rows: RecognisedRow[]) => setRows(toRecipients(rows)), [setRows]);
  return <TypedEntry onRowsChange={onRowsChange} canAdd={canAdd} disabled={disabled} />;
}
