import { parseYuan } from 'shared-contracts';
import { yuanText } from '../../../shared/yuan-text';
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

/** 将为 138****0000 加款 ¥50.00 */
export const adjustmentSentence = (mobile: string, direction: AdjustmentDirection, amount: number) => `将为 ${mobile} ${ADJUSTMENT_DIRECTIONS[direction]} ${yuanText(amount)}`;

/** Whether an amount (yuan) is above the review threshold (yuan): then a second operator approves it. */
export function needsReview(amount: number, threshold: number): boolean {
  const fen = parseYuan(amount);
  const limit = parseYuan(threshold);
  return fen !== null && limit !== null && fen > limit;
}

