import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { showNotice } from 'shared-contracts/ui';
import { EditableSheetRows, type SheetRowsChange } from '../../../shared/sheets/components/editable-sheet-rows';
import { SheetFileArea, useSheetFile } from '../../../shared/sheets/components/sheet-file';
import { SheetSummary } from '../../../shared/sheets/components/sheet-summary';
import { AddRowsBar, type SheetSourceProps } from '../../../shared/sheets/components/add-rows-bar';
import { SHEET_TEXT, type SheetRecipient, type SheetResult } from '../../../shared/sheets/types';
import { applyFilters, type SheetFilter } from '../hooks/sheet-filter';
import { SheetFilterBar } from './sheet-filter-bar';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

/** The file read last, and what the user has done with its rows since. */
interface Imported {
  fileName: string;
  result: SheetResult;
  rows: SheetRecipient[];
  filters: SheetFilter[];
}

/**
 * 表格导入 (SPEC §2.9): a file read in a Web Worker with a progress bar → what it looks like and which rows
 * were left out and why → filters, edits, deletions → 添加到收件人列表. A file that fails keeps the last
 * good one's rows and everything done with them.
 */
export function SheetImport({ platform, onAdd, canAdd, disabled = false }: SheetSourceProps) {
  const [imported, setImported] = useState<Imported | null>(null);
  const onRead = useCallback((fileName: string, result: SheetResult) => setImported({ fileName, result, rows: result.recipients, filters: [] }), []);
  const file = useSheetFile(onRead);

  const shown = useMemo(() => (imported ? applyFilters(imported.rows, imported.filters) : []), [imported]);
  const excluded = imported ? imported.rows.length - shown.length : 0;

  const applyFilter = (filter: SheetFilter) => {
    if (!imported) {
      showNotice({ level: 'warning', text: SHEET_TEXT.noFile });
      return;
    }
    setImported({ ...imported, filters: [...imported.filters, filter] });
  };
  const resetFilters = () => imported && setImported({ ...imported, filters: [] });
  const changeRows = useCallback<SheetRowsChange>((change) => setImported((now) => now && { ...now, rows: change(now.rows) }), []);

  const reading = file.reading;
  return (
    <Panel aria-label="表格导入收件人">
      <SheetFileArea file={file} disabled={disabled} fileName={imported?.fileName ?? null} />
      {imported ? (
        <>
          <SheetSummary fileName={imported.fileName} result={imported.result} chosenPlatform={platform} />
          <SheetFilterBar filters={imported.filters} excluded={excluded} onApply={applyFilter} onReset={resetFilters} disabled={disabled} />
          <EditableSheetRows rows={shown} onChange={changeRows} />
        </>
      ) : null}
      <AddRowsBar rows={imported ? shown : null} onAdd={onAdd} canAdd={canAdd} disabled={disabled || reading} />
    </Panel>
  );
}
