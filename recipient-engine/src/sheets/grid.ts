/**
 * Bytes of an upload → a grid of cell texts (row index 0 is Excel's row 1). CSV is decoded as UTF-8
 * (with or without BOM) or else GB18030/GBK and parsed here, every cell as text; .xlsx/.xls (and the
 * HTML tables some platforms save as .xls) are read with SheetJS, numbers as their exact digits.
 */
import * as XLSX from 'xlsx';
import { SheetError, SheetMessages } from './types';

/** Marks a cell whose number was stored with more digits than a spreadsheet number keeps (its text follows). */
export const LOSSY = '\u0001';

export type Grid = string[][];

export interface Workbook {
  sheets: Grid[];
}

/** Cell cleanup: full-width and odd spaces, a leading `'` / tab / `=`, an `="…"` wrapper, surrounding spaces. */
export function cleanCell(raw: string): string {
  if (raw === '') return raw;
  let s = raw.replace(/[\u3000\u00a0\u2000-\u200b\ufeff]/g, ' ').trim();
  for (let guard = 0; guard < 3 && s.length > 0; guard += 1) {
    const c = s.charCodeAt(0);
    if (c === 0x3d) {
      // ="2311…" (a text formula) or =2311…
      const m = /^=\s*"([\s\S]*)"$/.exec(s);
      s = (m ? m[1] : s.slice(1)).trim();
    } else if (c === 0x27 || c === 0x2018 || c === 0x60) {
      s = s.slice(1).trim(); // ' ‘ `
    } else break;
  }
  return s;
}

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  if (bytes.length < magic.length) return false;
  for (let i = 0; i < magic.length; i += 1) if (bytes[i] !== magic[i]) return false;
  return true;
}

function isZip(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function isCfb(bytes: Uint8Array): boolean {
  return startsWith(bytes, CFB_MAGIC);
}

/** An OLE (CFB) container holding an encrypted OOXML package: a password-protected .xlsx. */
function isEncryptedCfb(bytes: Uint8Array): boolean {
  try {
    const cfb = XLSX.CFB.read(bytes, { type: 'array' });
    return (cfb.FullPaths as string[]).some((p: string) => /(^|\/)(EncryptionInfo|EncryptedPackage)$/.test(p));
  } catch {
    return false;
  }
}

/** UTF-8 (a BOM is dropped) when the bytes are valid UTF-8, else GB18030 (a superset of GBK). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** Whether decoded text is plain text (no NULs or other binary control characters in its start). */
function looksLikeText(text: string): boolean {
  const head = text.slice(0, 4096);
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000e-\u001a\ufffd]/.test(head);
}

function guessDelimiter(text: string): string {
  const lines = text.slice(0, 8192).split(/\r\n|\n|\r/).slice(0, 20);
  let commas = 0;
  let tabs = 0;
  let semicolons = 0;
  for (const line of lines) {
    const outside = line.replace(/"[^"]*"/g, '');
    commas = Math.max(commas, (outside.match(/,/g) ?? []).length);
    tabs = Math.max(tabs, (outside.match(/\t/g) ?? []).length);
    semicolons = Math.max(semicolons, (outside.match(/;/g) ?? []).length);
  }
  if (commas >= 2 || (commas >= 1 && tabs === 0)) return ',';
  if (tabs >= 1) return '\t';
  if (semicolons >= 1) return ';';
  return ',';
}

/** RFC 4180 CSV (quotes, doubled quotes, newlines inside quotes), every cell kept as text. */
export function parseCsv(text: string): Grid {
  const sep = guessDelimiter(text).charCodeAt(0);
  const rows: Grid = [];
  let row: string[] = [];
  let cell = '';
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  let quoted = false;
  let start = i;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (quoted) {
      if (c === 0x22) {
        if (text.charCodeAt(i + 1) === 0x22) {
          cell += text.slice(start, i + 1);
          i += 2;
          start = i;
          continue;
        }
        cell += text.slice(start, i);
        quoted = false;
        i += 1;
        start = i;
        continue;
      }
      i += 1;
      continue;
    }
    if (c === 0x22 && cell === '' && i === start) {
      quoted = true;
      i += 1;
      start = i;
      continue;
    }
    if (c === sep || c === 0x0a || c === 0x0d) {
      cell += text.slice(start, i);
      row.push(cleanCell(cell));
      cell = '';
      if (c !== sep) {
        rows.push(row);
        row = [];
        if (c === 0x0d && text.charCodeAt(i + 1) === 0x0a) i += 1;
      }
      i += 1;
      start = i;
      continue;
    }
    i += 1;
  }
  cell += text.slice(start, n);
  if (cell !== '' || row.length > 0) {
    row.push(cleanCell(cell));
    rows.push(row);
  }
  return rows;
}

/** The exact text of a SheetJS cell: numbers as their digits (never `1.23E+18`), text cleaned. */
function cellText(c: XLSX.CellObject | undefined): string {
  if (!c || c.v === undefined || c.v === null) return c?.w ? cleanCell(c.w) : '';
  switch (c.t) {
    case 'n': {
      const v = c.v as number;
      if (Number.isSafeInteger(v)) return String(v);
      const w = c.w ?? String(v);
      // an integer past 2^53 (a 19-digit order number stored as a number) has lost its last digits
      if (Number.isInteger(v) || /e/i.test(w)) return LOSSY + w;
      return w;
    }
    case 's':
      return cleanCell(String(c.v));
    case 'e':
      return '';
    default:
      return cleanCell(c.w ?? String(c.v));
  }
}

function sheetGrid(ws: XLSX.WorkSheet): Grid {
  const grid: Grid = [];
  const data = (ws as { '!data'?: (XLSX.CellObject | undefined)[][] })['!data'];
  if (data) {
    for (let r = 0; r < data.length; r += 1) {
      const cells = data[r];
      const row: string[] = [];
      if (cells) for (let k = 0; k < cells.length; k += 1) row.push(cellText(cells[k]));
      grid.push(row);
    }
    return grid;
  }
  const ref = ws['!ref'];
  if (!ref) return grid;
  const range = XLSX.utils.decode_range(ref);
  for (let r = 0; r <= range.e.r; r += 1) {
    const row: string[] = [];
    for (let k = 0; k <= range.e.c; k += 1) row.push(cellText(ws[XLSX.utils.encode_cell({ r, c: k })] as XLSX.CellObject | undefined));
    grid.push(row);
  }
  return grid;
}

function readWorkbook(data: Uint8Array | string): Workbook {
  let wb: XLSX.WorkBook;
  try {
    wb =
      typeof data === 'string'
        ? XLSX.read(data, { type: 'string', dense: true, raw: true, cellDates: false })
        : XLSX.read(data, { type: 'array', dense: true, cellText: true, cellDates: false, cellFormula: false, cellHTML: false });
  } catch (e) {
    if (e instanceof Error && /password|encrypt/i.test(e.message)) throw new SheetError('encrypted', SheetMessages.encrypted);
    throw new SheetError('unreadable', SheetMessages.uploadFailed);
  }
  try {
    return { sheets: wb.SheetNames.filter((name) => wb.Sheets[name]).map((name) => sheetGrid(wb.Sheets[name])) };
  } catch {
    // a damaged file SheetJS half-read
    throw new SheetError('unreadable', SheetMessages.uploadFailed);
  }
}

/** Reads the upload's bytes into grids (one per sheet). Throws SheetError (unreadable, encrypted). */
export function readGrids(bytes: Uint8Array): Workbook {
  if (bytes.length === 0) throw new SheetError('unreadable', SheetMessages.uploadFailed);
  if (isCfb(bytes)) {
    if (isEncryptedCfb(bytes)) throw new SheetError('encrypted', SheetMessages.encrypted);
    return readWorkbook(bytes);
  }
  if (isZip(bytes)) return readWorkbook(bytes);
  const text = decodeText(bytes);
  if (!looksLikeText(text)) throw new SheetError('unreadable', SheetMessages.uploadFailed);
  const body = text.replace(/^\ufeff/, '').trimStart();
  // some platforms' ".xls" is an HTML table or SpreadsheetML
  if (body.startsWith('<')) return readWorkbook(body);
  return { sheets: [parseCsv(text)] };
}
