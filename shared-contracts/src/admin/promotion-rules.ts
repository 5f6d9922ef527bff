import { z } from 'zod';
import { COMMISSION_STATUS, WITHDRAWAL_STATUS, type CommissionStatus, type WithdrawalStatusKey } from '../promotion-texts';
import { yuanAmount } from '../rules/money';
import { safeString } from '../rules/safe-text';
import { pageQuery, recordId } from '../schemas/common';
import { adminCompensationsFilter } from './compensations-rules';
import { PROMOTION_FREEZE_MIN, PROMOTION_RATE_MAX, WithdrawalAdminMessages } from './promotion';

const { mobile, start_date, end_date } = adminCompensationsFilter.shape;

/** GET /api/admin/withdrawals (and its totals) */
export const adminWithdrawalsQuery = pageQuery.extend({
  /** one site's: its members' commission withdrawals and the 分站's own earnings withdrawals */
  site_id: recordId('站点不正确').optional(),
  kind: z.enum(['commission', 'site_earnings', 'supplier_payable'], { error: '类型不正确' }).optional(),
  status: z.enum(Object.keys(WITHDRAWAL_STATUS) as [WithdrawalStatusKey, ...WithdrawalStatusKey[]], { error: '状态不正确' }).optional(),
  mobile,
  start_date,
  end_date,
});

const ids = z.array(recordId('提现申请 ID 不正确'), { error: '请选择提现申请' }).min(1, { error: '请选择提现申请' }).max(200, { error: '一次最多处理 200 笔' });

/** POST /api/admin/withdrawals/approve */
export const adminWithdrawalApproveBody = z.object({ ids });

/** POST /api/admin/withdrawals/reject: the reason the user reads (2–200 characters). */
export const adminWithdrawalRejectBody = z.object({
  ids,
  reason: safeString({ error: WithdrawalAdminMessages.rejectReasonRequired })
    .trim()
    .min(2, { error: WithdrawalAdminMessages.rejectReasonRequired })
    .max(200, { error: '驳回原因不能超过200个字' }),
});

// issue 35: a rate above PROMOTION_RATE_MAX is refused (a second operator would be too heavy: bounded and alerted on 概览)
const percent = (label: string) =>
  z
    .number({ error: `${label}不正确` })
    .min(0, { error: `${label}应在 0–${PROMOTION_RATE_MAX} 之间` })
    .max(PROMOTION_RATE_MAX, { error: `${label}应在 0–${PROMOTION_RATE_MAX} 之间` })
    .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), { error: `${label}最多保留两位小数` });

/** PUT /api/admin/promotion/settings */
export const adminPromotionSettingsBody = z.object({
  rate: percent('佣金比例'),
  freeze_days: z
    .number({ error: '冻结天数不正确' })
    .int({ error: '冻结天数不正确' })
    .min(PROMOTION_FREEZE_MIN, { error: `冻结天数应在 ${PROMOTION_FREEZE_MIN}–90 之间` })
    .max(90, { error: `冻结天数应在 ${PROMOTION_FREEZE_MIN}–90 之间` }),
  withdraw_min: yuanAmount('最低提现金额', { min: 1, max: 100_000_00 }),
  withdraw_daily_count: z.number({ error: '每日提现次数不正确' }).int({ error: '每日提现次数不正确' }).min(1, { error: '每日提现次数应在 1–100 之间' }).max(100, { error: '每日提现次数应在 1–100 之间' }),
  groups: z.array(z.object({ id: recordId('会员等级不正确'), rate: percent('等级佣金比例').nullable() })).max(100).default([]),
});

/** GET /api/admin/commissions */
export const adminCommissionsQuery = pageQuery.extend({
  status: z.enum(Object.keys(COMMISSION_STATUS) as [CommissionStatus, ...CommissionStatus[]], { error: '状态不正确' }).optional(),
  mobile,
  start_date,
  end_date,
});

/** PUT /api/admin/money-rules (issue 35; fen out for the threshold) */
export const adminMoneyRulesBody = z.object({
  payout_review_threshold: yuanAmount('大额提现复核金额', { min: 0, max: 100_000_000 }),
  group_discount_floor: z
    .number({ error: '会员折扣下限应为 1 到 100 之间的整数' })
    .int({ error: '会员折扣下限应为 1 到 100 之间的整数' })
    .min(1, { error: '会员折扣下限应为 1 到 100 之间的整数' })
    .max(100, { error: '会员折扣下限应为 1 到 100 之间的整数' }),
});
