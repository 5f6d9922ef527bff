import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RegionCandidate } from 'recipient-engine/recipients';
import type { Recipient, RowDraft, EditableField } from '../types';

/**
 * Rows being edited (SPEC §3 isEdit) and what has been typed into them, outside React state: typing into
 * one row re-renders that row's cells only, never the table. 确认修改 turns the draft into one new row object.
 */
export class RowDrafts {
  private drafts = new Map<number, RowDraft>();
  private listeners = new Map<number, Set<() => void>>();

  get(id: number): RowDraft | undefined {
    return this.drafts.get(id);
  }

  set(id: number, draft: RowDraft | null): void {
    if (draft) this.drafts.set(id, draft);
    else if (!this.drafts.delete(id)) return;
    for (const listener of this.listeners.get(id) ?? []) listener();
  }

  subscribe(id: number, listener: () => void): () => void {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(id);
    };
  }
}

/** What a row's 操作 and its inputs do. Stable for the dialog's life (memoised cells keep it). */
export interface RowEditing {
  drafts: RowDrafts;
  start(row: Recipient): void;
  setField(id: number, field: EditableField, value: string): void;
  cancel(id: number): void;
  confirm(id: number): void;
  remove(id: number): void;
  /** 选择地区 on an ambiguous row: one of its candidates becomes its province/city/district (its draft's too). */
  pickRegion(id: number, region: RegionCandidate): void;
}

export const RowEditingContext = createContext<RowEditing | null>(null);

export function useRowEditing(): RowEditing {
  const editing = useContext(RowEditingContext);
  if (!editing) throw new Error('useRowEditing needs a RowEditingContext (useRecipients)');
  return editing;
}

/** The row's draft while it is being edited, else undefined; re-renders only when this row's draft changes. */
export function useRowDraft(id: number): RowDraft | undefined {
  const { drafts } = useRowEditing();
  return useSyncExternalStore(
    (listener) => drafts.subscribe(id, listener),
    () => drafts.get(id),
  );
}
