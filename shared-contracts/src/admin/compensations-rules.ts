import { z } from 'zod';
import { yuanAmount } from '../rules/money';
import { safeString } from '../rules/safe-text';
import { pageQuery, recordId } from '../schemas/common';
import { COMPENSATION_NOTE_MAX, COMPENSATION_NOTE_MIN, COMPENSATION_REASONS, type CompensationReasonKey } from './compensations';

const reasons = Object.keys(COMPENSATION_REASONS) as [CompensationReasonKey, ...CompensationReasonKey[]];
const day = z
  .string({ error: '日期格式应为 YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式应为 YYYY-MM-DD' })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), { error: '日期不正确' });

/** The filters of GET /api/admin/compensations and its /summary. */
export const adminCompensationsFilter = z.object({
  courier_id: recordId('快递不正确').optional(),
  reason: z.enum(reasons, { error: '赔付原因不正确' }).optional(),
  mobile: z
    .string({ error: '手机号不正确' })
    .trim()
    .regex(/^(\d{4}|1\d{10})?$/, { error: '请输入完整手机号或后 4 位' })
    .optional()
    .transform((value) => value || undefined),
  start_date: day.optional(),
  end_date: day.optional(),
});

/** GET /api/admin/compensations */
export const adminCompensationsQuery = pageQuery.extend(adminCompensationsFilter.shape);

/** GET /api/admin/compensations/parcel/:id */
export const adminCompensationParcelParams = z.object({ id: recordId('包裹 ID 不正确') });

/** POST /api/admin/compensations (with the Idempotency-Key header); at most the parcel's price is checked by the server. */
export const adminCompensationBody = z.object({
  parcel_id: recordId('包裹 ID 不正确'),
  amount: yuanAmount('赔付金额', { min: 1, max: 100_000_000 }),
  reason: safeString({ error: '请填写赔付原因' })
    .trim()
    .min(COMPENSATION_NOTE_MIN, { error: `赔付原因应为 ${COMPENSATION_NOTE_MIN}–${COMPENSATION_NOTE_MAX} 个字` })
    .max(COMPENSATION_NOTE_MAX, { error: `赔付原因应为 ${COMPENSATION_NOTE_MIN}–${COMPENSATION_NOTE_MAX} 个字` }),
});
