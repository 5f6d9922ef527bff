import { useCallback, useState } from 'react';
import { showNotice } from 'shared-contracts/ui';
import { Alert, Progress, Typography } from 'shared-contracts/ui/more';
import { SheetReadError } from '../hooks/read-sheet';
import { useSheetReader } from '../hooks/use-sheet-reader';
import { SHEET_TEXT, type SheetFailure, type SheetResult } from '../types';
import { SheetFailureNotice } from './sheet-failure';
import { refuseFile, SheetUpload } from './sheet-upload';

/** A fraction 0…1 as a whole percent (not money). */
const percentOf = (fraction: number) => Math.min(100, Math.max(0, Math.round(fraction * PERCENT)));
const PERCENT = 100;

function failureOf(error: unknown): SheetFailure {
  if (error instanceof SheetReadError) return error.failure;
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

export interface SheetFileState {
  onFile: (file: File) => Promise<void>;
  /** A file is being read (its name in readingName). */
  reading: boolean;
  readingName: string | null;
  progress: number;
  failure: { fileName: string; failure: SheetFailure } | null;
}

/**
 * An uploaded file read in the worker (表格导入 and 智能筛选): refused before reading when of another type
 * or too large, then `onRead` with the result, or the failure kept to show. Only the latest file counts.
 */
export function useSheetFile(onRead: (fileName: string, result: SheetResult) => void): SheetFileState {
  const reader = useSheetReader();
  const [failure, setFailure] = useState<SheetFileState['failure']>(null);
  const [readingName, setReadingName] = useState<string | null>(null);
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
        onRead(file.name, result);
      } catch (error) {
        setFailure({ fileName: file.name, failure: failureOf(error) });
      } finally {
        setReadingName((name) => (name === file.name ? null : name));
      }
    },
    [reader, onRead],
  );
  return { onFile, reading: reader.reading && readingName !== null, readingName, progress: reader.progress, failure };
}

/** The upload area, the progress bar while reading, and why the last file failed (the previous file's rows kept). */
export function SheetFileArea({ file, disabled, fileName }: { file: SheetFileState; disabled: boolean; fileName: string | null }) {
  return (
    <>
      <SheetUpload onFile={(f) => void file.onFile(f)} disabled={disabled || file.reading} fileName={fileName} />
      {file.reading ? (
        <div data-testid="sheet-progress">
          <Typography.Text type="secondary">正在读取 {file.readingName} …</Typography.Text>
          <Progress percent={percentOf(file.progress)} status="active" size="small" />
        </div>
      ) : null}
      {file.failure ? <SheetFailureNotice failure={file.failure.failure} fileName={file.failure.fileName} /> : null}
      {file.failure && fileName ? <Alert type="info" showIcon title={`仍使用上一个文件（${fileName}）的收件人`} /> : null}
    </>
  );
}
