/**
 * readReissueSheet: the reissue-number import (SPEC §2.9, §3 "Reissue import row", §5; issue 11) — a
 * sheet of 订单号 + 上家单号 (REISSUE_TEMPLATE) → { order_sn, bufa_sn } rows for applyReissueNumbers.
 * The bytes become a grid as for readSheet (grid.ts: CSV in UTF-8 or GB18030, cells cleaned, long numbers
 * as text); the header row is the first of the top rows naming both columns.
 */
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from 'shared-contracts/constants';
import type { ReissueImportRow } from 'shared-contracts';
import { LOSSY, readGrids, type Grid } from './grid';
import { findHeaderRow, headerKey, type HeaderRow } from './header-row';
import { SheetError, SheetMessages, type SheetRejectedRow } from './types';

/** Accepted titles, the template's first. */
export const REISSUE_HEADER_ALIASES = {
  order_sn: ['订单号', '订单编号'],
  bufa_sn: ['上家单号', '补发单号', '上家快递单号'],
} as const;

type ReissueField = keyof typeof REISSUE_HEADER_ALIASES;

const FIELD_OF = new Map<string, ReissueField>();
for (const [field, aliases] of Object.entries(REISSUE_HEADER_ALIASES) as [ReissueField, readonly string[]][]) {
  for (const a of aliases) FIELD_OF.set(headerKey(a), field);
}

export interface ReissueSheetResult {
  rows: ReissueImportRow[];
  rejected: SheetRejectedRow[];
}

interface Found extends HeaderRow {
  columns: Partial<Record<ReissueField, number>>;
}

function headerOf(cells: readonly string[], row: number): Found {
  const columns: Partial<Record<ReissueField, number>> = {};
  const rank: Partial<Record<ReissueField, number>> = {};
  for (let k = 0; k < cells.length; k += 1) {
    const key = headerKey(cells[k] ?? '');
    const field = key ? FIELD_OF.get(key) : undefined;
    if (!field) continue;
    const r = (REISSUE_HEADER_ALIASES[field] as readonly string[]).findIndex((a) => headerKey(a) === key);
    if (columns[field] === undefined || r < (rank[field] ?? Infinity)) {
      columns[field] = k;
      rank[field] = r;
    }
  }
  return { row, columns, score: Object.keys(columns).length };
}

/** A number in exponent form (`2.31121E+18`): a long number a spreadsheet stored as a number. */
const EXPONENT = /^[0-9](\.[0-9]+)?E\+?[0-9]+$/i;

const lossy = (text: string) => text.startsWith(LOSSY) || EXPONENT.test(text);
const shown = (text: string) => (text.startsWith(LOSSY) ? text.slice(LOSSY.length) : text);

/**
 * Reads a reissue-number sheet. Row numbers are as Excel shows them. Throws SheetError: `unreadable`
 * (上传失败), `missing_columns` naming the titles it lacks, `unsupported_type`, `too_large`.
 */
export function readReissueSheet(bytes: Uint8Array, fileName: string): ReissueSheetResult {
  const dot = fileName.lastIndexOf('.');
  const ext = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  if (!(UPLOAD_TYPES as readonly string[]).includes(ext)) throw new SheetError('unsupported_type', SheetMessages.unsupportedType);
  if (bytes.length > UPLOAD_MAX_BYTES) throw new SheetError('too_large', SheetMessages.tooLarge);
  let sheets: Grid[];
  try {
    sheets = readGrids(bytes).sheets;
  } catch (error) {
    if (error instanceof SheetError) throw error;
    throw new SheetError('unreadable', SheetMessages.uploadFailed);
  }

  const { found, best } = findHeaderRow(sheets, headerOf, (h) => h.score === 2);
  if (!found) {
    const missing = (['order_sn', 'bufa_sn'] as const).filter((f) => best?.columns[f] === undefined).map((f) => REISSUE_HEADER_ALIASES[f][0]);
    throw new SheetError('missing_columns', SheetMessages.missingColumns(missing, null), { missing, platformName: null });
  }

  const { grid, header } = found;
  const orderAt = header.columns.order_sn as number;
  const numberAt = header.columns.bufa_sn as number;
  const rows: ReissueImportRow[] = [];
  const rejected: SheetRejectedRow[] = [];
  for (let r = header.row + 1; r < grid.length; r += 1) {
    const cells = grid[r] ?? [];
    const order = (cells[orderAt] ?? '').trim();
    const number = (cells[numberAt] ?? '').trim();
    if (!order && !number) continue;
    const row = r + 1;
    if (lossy(order)) rejected.push({ row, reason: `订单号「${shown(order)}」在表格里存成了数字，后几位已丢失；请把该列设为文本后重新导出` });
    else if (lossy(number)) rejected.push({ row, reason: `上家单号「${shown(number)}」在表格里存成了数字，后几位已丢失；请把该列设为文本后重新导出` });
    else if (!order) rejected.push({ row, reason: '没有订单号' });
    else if (!number) rejected.push({ row, reason: '没有上家单号' });
    else rows.push({ order_sn: order, bufa_sn: number });
  }
  return { rows, rejected };
}
