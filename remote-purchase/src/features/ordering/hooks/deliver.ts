import { DELIVER_STATUS_NAMES, DeliverStatus, ResultStatus, StoreMessages, type DeliverBody, type DeliverRow, type OrderResultRow } from 'shared-contracts';
import { errorMessage } from 'shared-contracts/app';
import type { Recipient } from '../../recipients';

/** A row of 错误订单 after make: an order error (status 0/2) or, for a shop's order, a delivery error. */
export interface ResultEntry extends OrderResultRow {
  type: 'order' | 'deliver';
}

export const RESULT_TYPE_NAMES: Record<ResultEntry['type'], string> = { order: StoreMessages.orderErrorType, deliver: StoreMessages.deliverErrorType };

export const orderErrorEntries = (rows: readonly OrderResultRow[]): ResultEntry[] => rows.map((r) => ({ ...r, type: 'order' }));

/** The answer did not name this row (ours): it cannot be told delivered. */
export const DELIVER_UNANSWERED = '店铺未返回回传结果';

export interface DeliverInput {
  /** make's result rows */
  result: readonly OrderResultRow[];
  /** the rows as ordered (their `source` tells a shop's order from a typed one) */
  rows: readonly Recipient[];
  platform: number;
  storeId: number;
  deliver: (body: DeliverBody) => Promise<DeliverRow[]>;
}

/**
 * SPEC §4 "For source 4": every ordered row (status 1) of the shop with a waybill number goes back to the
 * shop in one POST /api/gift/auth/deliver. Returns what did not: the rows the shop refused (send_status ≠ 1,
 * its msg), the ordered rows without a waybill number (未出单号), and — when the call failed as a whole — every
 * row sent, with the failure. Each is 是否生成订单 是, type 发货错误. Never orders again.
 */
export async function deliverToShop({ result, rows, platform, storeId, deliver }: DeliverInput): Promise<ResultEntry[]> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const fromShop = (r: OrderResultRow, i: number) => (byId.get(Number(r.id)) ?? rows[i])?.source === 'authorised';
  const ordered = result.filter((r, i) => r.status === ResultStatus.OK && fromShop(r, i) && r.shop_order);
  const entry = (r: OrderResultRow, error: string): ResultEntry => ({ ...r, order: true, error, msg: error, type: 'deliver' });
  const noWaybill = ordered.filter((r) => !r.waybill_code).map((r) => entry(r, StoreMessages.deliverNoWaybill));
  const sent = ordered.filter((r) => r.waybill_code);
  if (sent.length === 0) return noWaybill;
  let answer: DeliverRow[];
  try {
    answer = await deliver({ list: sent.map((r) => ({ shop_order: r.shop_order, waybill_code: r.waybill_code })), platform, store_id: storeId });
  } catch (error) {
    const text = errorMessage(error, DELIVER_STATUS_NAMES[DeliverStatus.REFUSED]);
    return [...sent.map((r) => entry(r, text)), ...noWaybill];
  }
  const key = (r: { shop_order: string; waybill_code: string }) => `${r.shop_order}\u0001${r.waybill_code}`;
  const answered = new Map(answer.map((a) => [key(a), a]));
  const refused: ResultEntry[] = [];
  for (const r of sent) {
    const a = answered.get(key(r));
    if (!a) refused.push(entry(r, DELIVER_UNANSWERED));
    else if (a.send_status !== 1) refused.push(entry(r, a.msg || DELIVER_STATUS_NAMES[DeliverStatus.REFUSED]));
  }
  return [...refused, ...noWaybill];
}
