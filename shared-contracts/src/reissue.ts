/**
 * The reissue-number importer (SPEC §2.9, §5): rows of 订单号 + 上家单号 (REISSUE_TEMPLATE) fill the
 * 补发单号 (lp_reissue_sn) of the recipients with that order number, for couriers flagged is_wu.
 */
import type { ReissueImportRow } from './entities';

export interface ReissueApplied<R> {
  /** The recipients, those matched with their new reissue number (new objects; the others as they were). */
  rows: R[];
  /** How many recipients got a number. */
  matched: number;
  /** Imported rows whose order number no recipient has. */
  unmatched: ReissueImportRow[];
}

/** Fills `lp_reissue_sn` by order number; the last import row for a number wins, as in the file. */
export function applyReissueNumbers<R extends { shop_order: string; lp_reissue_sn?: string }>(rows: readonly R[], imports: readonly ReissueImportRow[]): ReissueApplied<R> {
  const byOrder = new Map<string, string>();
  for (const entry of imports) {
    const order = entry.order_sn.trim();
    const number = entry.bufa_sn.trim();
    if (order && number) byOrder.set(order, number);
  }
  const used = new Set<string>();
  let matched = 0;
  const next = rows.map((row) => {
    const number = byOrder.get(row.shop_order.trim());
    if (number === undefined) return row;
    used.add(row.shop_order.trim());
    matched += 1;
    return { ...row, lp_reissue_sn: number };
  });
  const unmatched = imports.filter((entry) => entry.order_sn.trim() && entry.bufa_sn.trim() && !used.has(entry.order_sn.trim()));
  return { rows: next, matched, unmatched };
}
