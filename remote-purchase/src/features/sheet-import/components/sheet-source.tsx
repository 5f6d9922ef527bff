import { useCallback } from 'react';
import { newRecipients, type NewRecipient, type SourceKey } from '../../recipients';
import type { SheetRecipient } from '../../../shared/sheets/types';
import { SheetImport } from './sheet-import';

/** An imported row's key: the same row with the same content added again is the same recipient row. */
const originOf = (r: SheetRecipient) => [r.row, r.shop_order, r.rec_name, r.rec_mobile, r.rec_province, r.rec_city, r.rec_district, r.rec_address].join('\u0001');

/** Rows of a file as recipient rows of a source (表格导入, or 智能筛选 with `filter`). */
export function toRecipients(rows: readonly SheetRecipient[], source: SourceKey = 'sheet'): NewRecipient[] {
  return newRecipients(rows, source, originOf);
}

/** 表格导入 as a recipient source: 添加到收件人列表 makes the imported rows the source's rows in the table. */
export function SheetSource({ platform, setRows, canAdd, disabled }: { platform: number | null; setRows: (rows: NewRecipient[]) => void; canAdd: () => boolean; disabled: boolean }) {
  const onAdd = useCallback((rows: SheetRecipient[]) => setRows(toRecipients(rows)), [setRows]);
  return <SheetImport platform={platform} onAdd={onAdd} canAdd={canAdd} disabled={disabled} />;
}
