/** 推广赚钱 and 提现 (issue 22): the wire types, inferred from ./schemas/promotion.ts, and the texts. */
import type { z } from 'zod';
import type {
  commissionTransfer,
  commissionTransferBody,
  moneyChangeQuery,
  referredOrder,
  referredOrderQuery,
  spreadInfo,
  spreadSummary,
  spreadUser,
  spreadUserQuery,
  withdrawAccount,
  withdrawAccountBody,
  withdrawApplyBody,
  withdrawPasswordBody,
  withdrawPasswordCheckBody,
  withdrawRules,
  withdrawal,
  withdrawalQuery,
} from './schemas/promotion';

export * from './promotion-texts';

export type SpreadInfo = z.infer<typeof spreadInfo>;
export type SpreadSummary = z.infer<typeof spreadSummary>;
export type SpreadUser = z.infer<typeof spreadUser>;
export type SpreadUserQuery = z.input<typeof spreadUserQuery>;
export type ReferredOrder = z.output<typeof referredOrder>;
export type ReferredOrderQuery = z.input<typeof referredOrderQuery>;
export type WithdrawPasswordBody = z.input<typeof withdrawPasswordBody>;
export type WithdrawPasswordCheckBody = z.input<typeof withdrawPasswordCheckBody>;
export type WithdrawAccount = z.output<typeof withdrawAccount>;
export type WithdrawAccountBody = z.input<typeof withdrawAccountBody>;
export type WithdrawApplyBody = z.input<typeof withdrawApplyBody>;
export type Withdrawal = z.output<typeof withdrawal>;
export type WithdrawalQuery = z.input<typeof withdrawalQuery>;
export type WithdrawRules = z.output<typeof withdrawRules>;
export type CommissionTransferBody = z.input<typeof commissionTransferBody>;
export type CommissionTransfer = z.output<typeof commissionTransfer>;
export type MoneyChangeQuery = z.input<typeof moneyChangeQuery>;
