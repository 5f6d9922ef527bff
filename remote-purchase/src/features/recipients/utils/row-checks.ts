import { OrderMessages } from 'shared-contracts';
import type { Recipient } from '../types';

/** SPEC §5 order row checks: these must not be empty (the district is not checked); no ambiguous place. */
const REQUIRED: [keyof Recipient, string][] = [
  ['rec_name', '收件人姓名不能为空'],
  ['rec_mobile', '手机号不能为空'],
  ['rec_province', '省份不能为空'],
  ['rec_city', '城市不能为空'],
  ['rec_address', '详细地址不能为空'],
];

/** A row whose place is ambiguous (candidates, issue 13) until the user picks one or edits it. */
export const REGION_DOUBT = '收件地区不明确，请选择地区或修改';

export interface RowProblem {
  id: number;
  /** The row's number in the table (序号), 1-based. */
  seq: number;
  /** e.g. 第3行：收件人姓名不能为空 */
  message: string;
}

/** The first row that cannot be ordered as it is, named by its number; null when every row passes. */
export function firstRowProblem(rows: readonly Recipient[], isWu: boolean): RowProblem | null {
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i];
    // an ambiguous place first: its province or city is empty only because the text did not decide it
    if (row.candidates?.length) return { id: row.id, seq: i + 1, message: `第${i + 1}行${REGION_DOUBT}` };
    const empty = (field: keyof Recipient) => !String(row[field] ?? '').trim();
    let reason = REQUIRED.find(([field]) => empty(field))?.[1];
    if (!reason && isWu && empty('lp_reissue_sn')) reason = OrderMessages.reissueMissing;
    if (reason) return { id: row.id, seq: i + 1, message: `第${i + 1}行：${reason}` };
  }
  return null;
}
