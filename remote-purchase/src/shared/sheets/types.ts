/**
 * The spreadsheet reader's contract as the tab uses it. Types only from `recipient-engine/sheets`: a value
 * import would pull the reader (and SheetJS) into the main bundle — it belongs to the worker's chunk.
 */
import type { SheetFailureKind } from 'recipient-engine/sheets';

export type { SheetFailureKind, SheetPlatform, SheetRecipient, SheetRejectedRow, SheetResult } from 'recipient-engine/sheets';

/** A file that could not be imported, as plain data (it crosses the worker boundary). `failed`: anything else. */
export interface SheetFailure {
  kind: SheetFailureKind | 'failed';
  message: string;
  detail?: { missing?: string[]; platformName?: string | null };
}

/** SheetMessages' texts the main thread says itself (kept equal to recipient-engine/sheets by sheet-text.test.ts). */
export const SHEET_TEXT = {
  uploadFailed: '上传失败',
  importFailed: '导入失败，请检查格式',
  noFile: '请先上传文件',
  tooLarge: '文件不能超过5MB',
  unsupportedType: '只能上传 .xlsx、.xls、.csv 格式的表格',
} as const;
