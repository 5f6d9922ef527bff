import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, Flex, showNotice } from 'shared-contracts/ui';
import { Alert, Progress, Typography } from 'shared-contracts/ui/more';
import { applyFilters, type SheetFilter } from '../hooks/sheet-filter';
import { SheetReadError } from '../hooks/read-sheet';
import { useSheetReader } from '../hooks/use-sheet-reader';
import { SHEET_TEXT, type SheetFailure, type SheetRecipient, type SheetResult } from '../types';
import { SheetFailureNotice } from './sheet-failure';
import { SheetFilterBar } from './sheet-filter-bar';
import { SheetRowDialog, type SheetRowPatch } from './sheet-row-dialog';
import { SheetRowsTable } from './sheet-rows-table';
import { SheetSummary } from './sheet-summary';
import { refuseFile, SheetUpload } from './sheet-upload';

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

export interface SheetImportProps {
  /** The platform of step 1 (a file that looks like another platform is pointed out). */
  platform: number | null;
  /** The rows for the recipient table (添加到收件人列表): the imported rows left after filtering and edits. */
  onAdd: (rows: SheetRecipient[]) => void;
  /** Asked before adding: false stops it (e.g. 请先选择平台, said by the caller). */
  canAdd?: () => boolean;
  disabled?: boolean;
}

/** A fraction 0…1 as a whole percent (not money). */
const percentOf = (fraction: number) => Math.min(100, Math.max(0, Math.round(fraction * PERCENT)));
const PERCENT = 100;

function failureOf(error: unknown): SheetFailure {
  if (error instanceof SheetReadError) return error.failure;
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/**
 * 表格导入 (SPEC §2.9): a file read in a Web Worker with a progress bar → what it looks like and which rows
 * were left out and why → filters, edits, deletions → 添加到收件人列表. A file that fails keeps the last
 * good one's rows and everything done with them.
 */
export function SheetImport({ platform, onAdd, canAdd, disabled = false }: SheetImportProps) {
  const reader = useSheetReader();
  const [imported, setImported] = useState<Imported | null>(null);
  const [failure, setFailure] = useState<{ fileName: string; failure: SheetFailure } | null>(null);
  const [readingName, setReadingName] = useState<string | null>(null);
  const [editing, setEditing] = useState<SheetRecipient | null>(null);

  const onFile = useCallback(
    async (file: File) => {
      const refused = refuseFile(file);
      if (refused) {
        setFailure({ fileName: file.name, failure: refused });
        showNotice({ level: 'error', text: `${SHEET_TEXT.uploadFailed}：${refused.message}` });
        return;
      }
      setFailure(null);
      setReadingName(file.name);
      try {
        const result = await reader.read(file);
        setImported({ fileName: file.name, result, rows: result.recipients, filters: [] });
      } catch (error) {
        setFailure({ fileName: file.name, failure: failureOf(error) });
      } finally {
        setReadingName((name) => (name === file.name ? null : name));
      }
    },
    [reader],
  );

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
  const onEdit = useCallback((row: SheetRecipient) => setEditing(row), []);
  const onDelete = useCallback((row: SheetRecipient) => setImported((now) => now && { ...now, rows: now.rows.filter((r) => r.row !== row.row) }), []);
  const onSave = (rowNumber: number, patch: SheetRowPatch) => {
    setImported((now) => now && { ...now, rows: now.rows.map((r) => (r.row === rowNumber ? { ...r, ...patch } : r)) });
    setEditing(null);
  };

  const add = () => {
    if (!imported) {
      showNotice({ level: 'warning', text: SHEET_TEXT.noFile });
      return;
    }
    if (canAdd && !canAdd()) return;
    if (shown.length === 0) {
      showNotice({ level: 'warning', text: '没有可添加的收件人' });
      return;
    }
    onAdd(shown);
    showNotice({ level: 'success', text: `已添加 ${shown.length} 个收件人到收件人列表` });
  };

  const reading = reader.reading && readingName !== null;
  return (
    <Panel aria-label="表格导入收件人">
      <SheetUpload onFile={(file) => void onFile(file)} disabled={disabled || reading} fileName={imported?.fileName} />
      {reading ? (
        <div data-testid="sheet-progress">
          <Typography.Text type="secondary">正在读取 {readingName} …</Typography.Text>
          <Progress percent={percentOf(reader.progress)} status="active" size="small" />
        </div>
      ) : null}
      {failure ? <SheetFailureNotice failure={failure.failure} fileName={failure.fileName} /> : null}
      {failure && imported ? <Alert type="info" showIcon title={`仍使用上一个文件（${imported.fileName}）的收件人`} /> : null}
      {imported ? (
        <>
          <SheetSummary fileName={imported.fileName} result={imported.result} chosenPlatform={platform} />
          <SheetFilterBar filters={imported.filters} excluded={excluded} onApply={applyFilter} onReset={resetFilters} disabled={disabled} />
          <SheetRowsTable rows={shown} onEdit={onEdit} onDelete={onDelete} />
        </>
      ) : null}
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">地址为机器识别，请仔细核对后再添加。</Typography.Text>
        <Button type="primary" disabled={disabled || reading} onClick={add}>
          添加到收件人列表
        </Button>
      </Flex>
      <SheetRowDialog row={editing} onSave={onSave} onClose={() => setEditing(null)} />
    </Panel>
  );
}
