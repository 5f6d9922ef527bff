import { z } from 'zod';
import { mobileSchema } from '../rules/account';
import { yuanAmount } from '../rules/money';
import { safeString } from '../rules/safe-text';
import { chinaTime, pageQuery, recordId } from '../schemas/common';
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_REASON_MAX, ADJUSTMENT_REASON_MIN, ADJUSTMENT_STATUSES, AdjustmentMessages, type AdjustmentDirection, type AdjustmentStatus } from './adjustments';

/** The largest single adjustment: 1,000,000 yuan. */
export const ADJUSTMENT_MAX_FEN = 100_000_000;

const directions = Object.keys(ADJUSTMENT_DIRECTIONS) as [AdjustmentDirection, ...AdjustmentDirection[]];
const statuses = Object.keys(ADJUSTMENT_STATUSES) as [AdjustmentStatus, ...AdjustmentStatus[]];

const boundedText = (label: string) =>
  safeString({ error: `请填写${label}` })
    .trim()
    .min(ADJUSTMENT_REASON_MIN, {
      error: `${label}应为 ${ADJUSTMENT_REASON_MIN}–${ADJUSTMENT_REASON_MAX} 个字`,
    })
    .max(ADJUSTMENT_REASON_MAX, {
      error: `${label}应为 ${ADJUSTMENT_REASON_MIN}–${ADJUSTMENT_REASON_MAX} 个字`,
    });

/** GET /api/admin/adjustments: paging; status, the user's mobile (whole, or its last 4 digits), requested between. */
export const adminAdjustmentsQuery = pageQuery.extend({
  status: z.enum(statuses, { error: '状态不正确' }).optional(),
  mobile: z
    .string({ error: '手机号不正确' })
    .trim()
    .regex(/^(\d{4}|1\d{10})?$/, { error: '请输入完整手机号或后 4 位' })
    .optional()
    .transform((value) => value || undefined),
  start_time: chinaTime(false).optional(),
  end_time: chinaTime(true).optional(),
});

/** POST /api/admin/adjustments (with the Idempotency-Key header): the user by id or whole mobile. */
export const adminAdjustmentBody = z
  .object({
    user_id: recordId('用户 ID 不正确').optional(),
    mobile: mobileSchema.optional(),
    direction: z.enum(directions, { error: '请选择加款或扣款' }),
    amount: yuanAmount('调整金额', { min: 1, max: ADJUSTMENT_MAX_FEN }),
    reason: boundedText('调整原因'),
  })
  .refine((body) => body.user_id !== undefined || body.mobile !== undefined, {
    error: AdjustmentMessages.userRequired,
    path: ['mobile'],
  });

/** POST /api/admin/adjustments/:id/reject */
export const adminAdjustmentRejectBody = z.object({
  note: boundedText('驳回原因'),
});

/** GET /api/admin/adjustments/user */
export const adminAdjustmentUserQuery = z.object({ mobile: mobileSchema });
