import { formatYuan, IDEMPOTENCY_KEY_PATTERN, parseYuan } from 'shared-contracts';
import { ADJUSTMENT_DIRECTIONS, type AdjustmentDirection, type AdjustmentStatus, type AdminAdjustmentsQuery } from 'shared-contracts/admin';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** 资金调整's filters, held in the URL: status, the user's mobile (whole or last 4 digits), a date range (China time, whole days). */
export const adjustmentsListParams = defineListParams({
  status: z.enum(['pending', 'booked', 'rejected']).optional(),
  mobile: z.string().trim().max(11).default(''),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

type AdjustmentsParams = ListParams<{
  status?: AdjustmentStatus;
  mobile: string;
  from?: string;
  to?: string;
}>;

/** The URL's filters → GET /api/admin/adjustments's query (only what is set). */
export function toAdjustmentsQuery(params: AdjustmentsParams): AdminAdjustmentsQuery {
  return {
    ...toPageQuery(params),
    ...(params.status ? { status: params.status } : {}),
    ...(params.mobile ? { mobile: params.mobile } : {}),
    ...(params.from ? { start_time: `${params.from} 00:00:00` } : {}),
    ...(params.to ? { end_time: `${params.to} 23:59:59` } : {}),
  };
}

/** ¥50.00, from a yuan number, exactly (through fen). */
export function yuanText(amount: number): string {
  const fen = parseYuan(amount);
  return fen === null ? `¥${amount}` : `¥${formatYuan(fen)}`;
}

/** 将为 138****0000 加款 ¥50.00 */
export const adjustmentSentence = (mobile: string, direction: AdjustmentDirection, amount: number) => `将为 ${mobile} ${ADJUSTMENT_DIRECTIONS[direction]} ${yuanText(amount)}`;

/** Whether an amount (yuan) is above the review threshold (yuan): then a second operator approves it. */
export function needsReview(amount: number, threshold: number): boolean {
  const fen = parseYuan(amount);
  const limit = parseYuan(threshold);
  return fen !== null && limit !== null && fen > limit;
}

/**
 * A fresh Idempotency-Key: 32 hex characters from the browser's CSPRNG (not crypto.randomUUID, which a
 * page served over plain http does not have).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new Error('bad idempotency key');
  return key;
}
