import { within } from '@testing-library/react';
import type { SheetRecipient, SheetResult } from '../shared/sheets/types';

/** Row `n` of a 淘宝/天猫 export (杭州市西湖区, buyer tb_buyer{n}, no status): `over` replaces any field. */
export const sheetRow = (n: number, over: Partial<SheetRecipient> = {}): SheetRecipient => ({
  row: n,
  shop_order: `23112012345678901${n}`,
  rec_name: `收件${n}`,
  rec_mobile: `1380013800${n % 10}`,
  rec_province: '浙江省',
  rec_city: '杭州市',
  rec_district: '西湖区',
  rec_address: `文三路${n}号`,
  use_name: `tb_buyer${n}`,
  remark: '',
  platform: 2,
  statuses: [],
  ...over,
});

/** A 淘宝/天猫 export as read (title on row 1): these recipients, and the rows left out. */
export const sheetResult = (rowsRead: number, recipients: SheetRecipient[], rejected: SheetResult['rejected'] = []): SheetResult => ({
  platform: 2,
  platformName: '淘宝/天猫',
  headerRow: 1,
  rowsRead,
  recipients,
  rejected,
});

/** The button with this text (getByRole is slow over antd's table in jsdom). */
export function button(name: string, root: HTMLElement = document.body): HTMLButtonElement {
  const found = within(root)
    .getAllByText(name, { exact: true })
    .map((el) => el.closest('button'))
    .find((b): b is HTMLButtonElement => b !== null);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}
