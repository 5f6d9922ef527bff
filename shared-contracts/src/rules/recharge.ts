import { z } from 'zod';
import { parseYuan } from '../money';
import { yuanAmount } from './money';

/** SPEC §5 top-up amount texts, quoted exactly, and ours for the limits. */
export const RechargeMessages = {
  amountRequired: '充值金额不能为空',
  amountInvalid: '请输入正确的充值金额!',
  channelRequired: '请选择支付方式',
  /** Below the configured minimum. */
  tooSmall: (min: string) => `单次充值不能少于 ${min} 元`,
  tooLarge: (max: string) => `单次充值不能超过 ${max} 元`,
  /** Free input is off (recharge config `input` false) and the amount is not one of the quick amounts. */
  quickOnly: '当前仅支持选择固定充值金额，不支持自定义金额',
} as const;

/** The amount a person types (SPEC §5): required; a non-negative number, at most two decimals. */
export const rechargeAmountText = z
  .string({ error: RechargeMessages.amountRequired })
  .trim()
  .min(1, { error: RechargeMessages.amountRequired })
  .refine((text) => /^\d+(\.\d{1,2})?$/.test(text) && parseYuan(text) !== null, { error: RechargeMessages.amountInvalid });

/**
 * POST /api/user/recharge/qrcode. The amount's minimum and maximum come from the top-up configuration and
 * are checked by the server with RechargeMessages.tooSmall/tooLarge; here only its form (fen out).
 */
export const rechargeOrderBody = z.object({
  channel: z.number({ error: RechargeMessages.channelRequired }).int({ error: RechargeMessages.channelRequired }).min(1, { error: RechargeMessages.channelRequired }).max(99, { error: RechargeMessages.channelRequired }),
  amount: yuanAmount('充值金额', { min: 0, max: 100_000_000_00 }),
});
