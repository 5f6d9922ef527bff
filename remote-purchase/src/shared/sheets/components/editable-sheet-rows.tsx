import { useCallback, useState } from 'react';
import type { SheetRecipient } from '../types';
import { SheetRowDialog, type SheetRowPatch } from './sheet-row-dialog';
import { SheetRowsTable } from './sheet-rows-table';

/** A change to the imported rows (the whole file's, not only the shown ones). */
export type SheetRowsChange = (change: (rows: SheetRecipient[]) => SheetRecipient[]) => void;

export interface EditableSheetRowsProps {
  /** The rows shown (after filtering). */
  rows: readonly SheetRecipient[];
  /** Applies 编辑's saved fields or 删除 to the rows they are shown from. */
  onChange: SheetRowsChange;
}

/** An imported file's rows with 编辑 (the row dialog) and 删除: one set of handlers for 表格导入 and 智能筛选. */
export function EditableSheetRows({ rows, onChange }: EditableSheetRowsProps) {
  const [editing, setEditing] = useState<SheetRecipient | null>(null);
  const onDelete = useCallback((row: SheetRecipient) => onChange((all) => all.filter((r) => r.row !== row.row)), [onChange]);
  const onSave = (rowNumber: number, patch: SheetRowPatch) => {
    onChange((all) => all.map((r) => (r.row === rowNumber ? { ...r, ...patch } : r)));
    setEditing(null);
  };
  return (
    <>
      <SheetRowsTable rows={rows} onEdit={setEditing} onDelete={onDelete} />
      <SheetRowDialog row={editing} onSave={onSave} onClose={() => setEditing(null)} />
    </>
  );
}
