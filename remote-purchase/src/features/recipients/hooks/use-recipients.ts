import { useMemo, useReducer, useState } from 'react';
import { draftOf, EDITABLE_FIELDS, type RowDraft } from '../types';
import { RowDrafts, type RowEditing } from './row-drafts';
import { initialRecipients, recipientsReducer } from './recipients-state';

/** The purchase's rows and quantity (a reducer, starting at `quantity`) and row editing (drafts outside React state). */
export function useRecipients(quantity = initialRecipients.quantity) {
  const [state, dispatch] = useReducer(recipientsReducer, quantity, (q) => ({ ...initialRecipients, quantity: q }));
  const [drafts] = useState(() => new RowDrafts());
  const editing = useMemo<RowEditing>(
    () => ({
      drafts,
      start: (row) => drafts.set(row.id, draftOf(row)),
      setField: (id, field, value) => {
        const draft = drafts.get(id);
        if (draft) drafts.set(id, { ...draft, [field]: value });
      },
      cancel: (id) => drafts.set(id, null),
      confirm: (id) => {
        const draft = drafts.get(id);
        if (!draft) return;
        const patch = {} as RowDraft;
        for (const field of EDITABLE_FIELDS) patch[field] = draft[field].trim();
        dispatch({ type: 'update', id, patch });
        drafts.set(id, null);
      },
      remove: (id) => {
        drafts.set(id, null);
        dispatch({ type: 'remove', ids: [id] });
      },
      pickRegion: (id, region) => {
        dispatch({ type: 'pickRegion', id, region });
        // a row being edited shows the picked place in its inputs too (confirming keeps it)
        const draft = drafts.get(id);
        if (draft) drafts.set(id, { ...draft, rec_province: region.province, rec_city: region.city, rec_district: region.district });
      },
    }),
    [drafts],
  );
  return { state, dispatch, editing };
}

export type RecipientsStore = ReturnType<typeof useRecipients>;
