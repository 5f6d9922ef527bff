import { useCallback } from 'react';
import type { NewRecipient } from '../../recipients';
import { toRecipients } from '../../sheet-import';
import type { SheetRecipient } from '../../../shared/sheets/types';
import { SmartFilter } from './smart-filter';

/** 智能筛选 as a recipient source: 添加到收件人列表 makes the kept rows the source's rows in the table. */
export function FilterSource({ platform, setRows, canAdd, disabled }: { platform: number | null; setRows: (rows: NewRecipient[]) => void; canAdd: () => boolean; disabled: boolean }) {
  const onAdd = useCallback((rows: SheetRecipient[]) => setRows(toRecipients(rows, 'filter')), [setRows]);
  return <SmartFilter platform={platform} onAdd={onAdd} canAdd={canAdd} disabled={disabled} />;
}
