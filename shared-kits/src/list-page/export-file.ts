import dayjs from 'dayjs';
import type { CellValue } from './columns';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `订单列表-20261123-1405.xlsx`: the page's name and when it was exported. */
export function exportFileName(name: string, now: Date = new Date()): string {
  return `${name}-${dayjs(now).format('YYYYMMDD-HHmm')}.xlsx`;
}

/** Hands a file to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Writes a sheet as an .xlsx file and downloads it. The spreadsheet library (≈ 140 KB gzip) is loaded
 * here, on the first export, as a chunk of its own: never part of a page's first load.
 */
export async function saveXlsx(sheet: { header: string[]; body: CellValue[][] }, fileName: string, sheetName = 'Sheet1'): Promise<void> {
  const XLSX = await import(/* webpackChunkName: "xlsx" */ 'xlsx');
  const worksheet = XLSX.utils.aoa_to_sheet([sheet.header, ...sheet.body.map((line) => line.map((cell) => cell ?? ''))]);
  worksheet['!cols'] = sheet.header.map((title, i) => ({
    wch: Math.min(40, Math.max(title.length * 2, ...sheet.body.slice(0, 200).map((line) => String(line[i] ?? '').length)) + 2),
  }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, worksheet, sheetName);
  const bytes = XLSX.write(workbook, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
  downloadBlob(new Blob([bytes], { type: XLSX_TYPE }), fileName);
}
