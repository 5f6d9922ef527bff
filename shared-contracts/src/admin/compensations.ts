/**
 * 赔付记录 (issue 21), zod-free: the 超时赔付 the job booked (waybill_late, pickup_late) and the manual ones
 * an operator booked for a case the rules do not cover (manual), each a `compensation` ledger entry from
 * source `parcel` + the parcel id — so a parcel is compensated once, whichever comes first. Money is yuan on
 * the wire, times China time (YYYY-MM-DD HH:mm:ss), mobiles masked. Permissions: compensations.read for
 * the list and the summary, compensations.write for a manual one (admin, support, finance); a manual one
 * is audited as compensation.manual.
 */

export const COMPENSATION_REASONS = { waybill_late: '超时未出单', pickup_late: '超时未揽收', manual: '人工赔付' } as const;
export type CompensationReasonKey = keyof typeof COMPENSATION_REASONS;

/** A manual compensation's reason (the remark the user sees in 资金明细). */
export const COMPENSATION_NOTE_MIN = 2;
export const COMPENSATION_NOTE_MAX = 200;

export const CompensationMessages = {
  parcelNotFound: '包裹不存在',
  alreadyCompensated: '该包裹已赔付',
  notPaid: '该包裹未支付或已拒单退款，不能赔付',
  keyReused: '该幂等键已用于另一笔赔付',
} as const;

/** The refusal of an amount above what the parcel cost. */
export const compensationAboveCost = (priceYuan: string) => `赔付金额不能超过包裹金额 ¥${priceYuan}`;

/** GET /api/admin/compensations and /summary */
export interface AdminCompensationsQuery {
  page?: number;
  page_size?: number;
  courier_id?: number;
  reason?: CompensationReasonKey;
  /** the user's whole mobile, or its last 4 digits */
  mobile?: string;
  /** China days, YYYY-MM-DD, both included */
  start_date?: string;
  end_date?: string;
}

/** One compensation (the list's row; also the answer of a manual one). */
export interface AdminCompensationRow {
  id: number;
  parcel_id: number;
  parcel_sn: string;
  user_id: number;
  /** 138****0000 */
  mobile: string;
  courier_id: number;
  courier_name: string;
  /** yuan */
  amount: number;
  reason: CompensationReasonKey;
  /** a manual one's reason, '' for the job's */
  note: string;
  created_at: string;
  /** a manual one's operator, null for the job's */
  operator_id: number | null;
  operator_name: string | null;
}

export interface AdminCompensationTotal {
  count: number;
  /** yuan */
  amount: number;
}

/** GET /api/admin/compensations/summary: what the filters select, summed per courier and per China day. */
export interface AdminCompensationSummary {
  total: AdminCompensationTotal;
  couriers: (AdminCompensationTotal & { courier_id: number; courier_name: string })[];
  /** newest day first */
  days: (AdminCompensationTotal & { day: string })[];
}

/** GET /api/admin/compensations/parcel/:id: what the 人工赔付 dialog shows of the parcel. */
export interface AdminCompensationParcel {
  id: number;
  parcel_sn: string;
  user_id: number;
  username: string;
  mobile: string;
  goods_name: string;
  courier_name: string;
  /** yuan: the most it can be compensated */
  price: number;
  /** paid (awaiting dispatch or dispatched), not refused */
  payable: boolean;
  /** its compensation if it has one */
  compensation: { amount: number; reason: CompensationReasonKey; created_at: string } | null;
}

/** POST /api/admin/compensations (Idempotency-Key header) */
export interface AdminCompensationBody {
  parcel_id: number;
  /** yuan, > 0, at most the parcel's price */
  amount: number;
  reason: string;
}
