import { RowMessages } from 'shared-contracts';
import { rowProblem } from 'shared-contracts/rules/recipient-rows';
import type { Recipient } from '../types';

export interface RowProblem {
  id: number;
  /** The row's number in the table (序号), 1-based. */
  seq: number;
  /** e.g. 第3行：收件人姓名不能为空 */
  message: string;
}

/**
 * SPEC §5 order row checks before ordering (the contract's row rules without the server's part: required
 * fields, the reissue number for an is_wu courier), after the one thing only the client knows — a place
 * left ambiguous by recognition. The first row that cannot be ordered as it is, named by its number; null
 * when every row passes.
 */
export function firstRowProblem(rows: readonly Recipient[], isWu: boolean): RowProblem | null {
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i];
    // an ambiguous place first: its province or city is empty only because the text did not decide it
    if (row.candidates?.length) return { id: row.id, seq: i + 1, message: `第${i + 1}行${RowMessages.placeAmbiguous}` };
    const reason = rowProblem(row, { isWu });
    if (reason) return { id: row.id, seq: i + 1, message: `第${i + 1}行：${reason}` };
  }
  return null;
}
