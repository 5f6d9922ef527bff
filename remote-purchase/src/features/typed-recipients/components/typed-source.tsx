import { useCallback } from 'react';
import type { RecognisedRow } from 'recipient-engine/recipients';
import { newRecipients, type NewRecipient } from '../../recipients';
import { TypedEntry } from './typed-entry';

/** A recognised line's key: the same line read again is the same row (its id and edits kept). */
const originOf = (r: RecognisedRow) => [r.shop_order, r.rec_name, r.rec_mobile, r.rec_province, r.rec_city, r.rec_district, r.rec_address].join('\u0001');

const toRecipients = (rows: readonly RecognisedRow[]): NewRecipient[] => newRecipients(rows, 'typed', originOf);

/** 手动输入 as a recipient source: the recognised lines become the source's rows in the purchase's table. */
export function TypedSource({ setRows, canAdd, disabled }: { setRows: (rows: NewRecipient[]) => void; canAdd: () => boolean; disabled: boolean }) {
  const onRowsChange = useCallback((rows: RecognisedRow[]) => setRows(toRecipients(rows)), [setRows]);
  return <TypedEntry onRowsChange={onRowsChange} canAdd={canAdd} disabled={disabled} />;
}
