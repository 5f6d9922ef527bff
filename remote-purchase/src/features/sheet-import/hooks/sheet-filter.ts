import type { SheetRecipient } from '../../../shared/sheets/types';

/** SPEC §2.9's filter radios: which field a line of the filter text is compared with, and how. */
export type SheetFilterType = 'shop_order' | 'rec_name' | 'use_name' | 'remark';

export const SHEET_FILTER_TYPES: readonly { value: SheetFilterType; label: string }[] = [
  { value: 'shop_order', label: '订单号' },
  { value: 'rec_name', label: '收件人' },
  { value: 'use_name', label: '买家会员名' },
  { value: 'remark', label: '备注' },
];

export interface SheetFilter {
  type: SheetFilterType;
  values: string[];
}

/** One value per line (blank lines and surrounding spaces ignored, duplicates once). */
export function filterValues(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((v) => v.trim()).filter(Boolean))];
}

/** Whether the row matches the filter: 订单号, 收件人 and 买家会员名 equal a value; 备注 contains one. */
export function matchesFilter(row: SheetRecipient, filter: SheetFilter): boolean {
  const own = (row[filter.type] ?? '').trim();
  if (filter.type === 'remark') return own !== '' && filter.values.some((v) => own.includes(v));
  return filter.values.includes(own);
}

/** The rows no filter matches (filters add up: each excludes its matches). */
export function applyFilters<Row extends SheetRecipient>(rows: readonly Row[], filters: readonly SheetFilter[]): Row[] {
  if (filters.length === 0) return rows.slice();
  return rows.filter((row) => !filters.some((f) => matchesFilter(row, f)));
}
