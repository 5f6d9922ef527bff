import { z } from 'zod';
import { safeString } from '../rules/safe-text';
import { yuanAmount } from '../rules/money';
import { formatYuan, type Fen } from '../money';

/** The highest top-up threshold, top-up limit or bonus: 100,000,000 yuan (as POST /api/user/recharge/qrcode). */
export const RECHARGE_MAX_FEN = 100_000_000_00;
/** How many quick amounts and welfare rows the card takes. */
export const QUICK_OPTIONS_MAX = 12;
export const WELFARE_ROWS_MAX = 20;

const yuanText = (amount: Fen) => formatYuan(amount).replace(/\.00$/, '');

/** POST /api/admin/groups, PUT /api/admin/groups/:id (fen out). */
export const adminGroupBody = z.object({
  name: safeString({ error: '请填写等级名称' }).trim().min(1, { error: '请填写等级名称' }).max(32, { error: '等级名称不能超过 32 个字' }),
  price_percent: z
    .number({ error: '折扣应为 1 到 100 之间的整数' })
    .int({ error: '折扣应为 1 到 100 之间的整数' })
    .min(1, { error: '折扣应为 1 到 100 之间的整数' })
    .max(100, { error: '折扣应为 1 到 100 之间的整数' }),
  upgrade_amount: yuanAmount('充值门槛', { min: 0, max: RECHARGE_MAX_FEN }),
});

const channelRow = z.object({
  channel: z.number({ error: '支付方式不正确' }).int({ error: '支付方式不正确' }).min(1, { error: '支付方式不正确' }).max(99, { error: '支付方式不正确' }),
  enabled: z.boolean({ error: '支付方式开关不正确' }),
});

/**
 * PUT /api/admin/recharge-settings (fen out): quick amounts positive, ascending, no repeats, each within
 * [min, max]; min ≤ max; welfare thresholds positive and distinct, each bonus below its threshold.
 */
export const adminRechargeSettingsBody = z
  .object({
    quick_options: z
      .array(yuanAmount('快捷金额', { min: 1, max: RECHARGE_MAX_FEN }), { error: '快捷金额不正确' })
      .min(1, { error: '请至少设置一个快捷金额' })
      .max(QUICK_OPTIONS_MAX, { error: `快捷金额最多 ${QUICK_OPTIONS_MAX} 个` }),
    min: yuanAmount('最低充值金额', { min: 1, max: RECHARGE_MAX_FEN }),
    max: yuanAmount('最高充值金额', { min: 1, max: RECHARGE_MAX_FEN }),
    allow_input: z.boolean({ error: '自定义金额开关不正确' }),
    welfare: z
      .array(
        z.object({
          amount: yuanAmount('赠送门槛', { min: 1, max: RECHARGE_MAX_FEN }),
          free: yuanAmount('赠送金额', { min: 1, max: RECHARGE_MAX_FEN }),
        }),
        { error: '充值赠送不正确' },
      )
      .max(WELFARE_ROWS_MAX, { error: `充值赠送最多 ${WELFARE_ROWS_MAX} 档` })
      .default([]),
    channels: z.array(channelRow, { error: '支付方式不正确' }).max(20, { error: '支付方式不正确' }).default([]),
  })
  .superRefine((body, ctx) => {
    if (body.min > body.max) ctx.addIssue({ code: 'custom', path: ['max'], message: '最高充值金额不能小于最低充值金额' });
    body.quick_options.forEach((amount, i) => {
      if (i > 0 && amount <= body.quick_options[i - 1]) ctx.addIssue({ code: 'custom', path: ['quick_options', i], message: '快捷金额应从小到大排列且不能重复' });
    });
    for (const amount of body.quick_options) {
      if (amount < body.min || amount > body.max) {
        ctx.addIssue({ code: 'custom', path: ['quick_options'], message: `快捷金额 ${yuanText(amount)} 元应在最低 ${yuanText(body.min)} 元与最高 ${yuanText(body.max)} 元之间` });
        break;
      }
    }
    const seen = new Set<number>();
    body.welfare.forEach((row, i) => {
      if (seen.has(row.amount)) ctx.addIssue({ code: 'custom', path: ['welfare', i, 'amount'], message: `赠送门槛 ${yuanText(row.amount)} 元重复` });
      seen.add(row.amount);
      if (row.free >= row.amount) ctx.addIssue({ code: 'custom', path: ['welfare', i, 'free'], message: `充值 ${yuanText(row.amount)} 元的赠送金额应小于充值金额` });
    });
    const channels = new Set<number>();
    for (const row of body.channels) {
      if (channels.has(row.channel)) ctx.addIssue({ code: 'custom', path: ['channels'], message: '支付方式重复' });
      channels.add(row.channel);
    }
  });
