/**
 * The wallet side of the contract (issue 9): top-up, the ledger, real-name verification, VIP groups.
 * Money on the wire is yuan (at most two decimals); the server keeps fen (money.ts). The call types are
 * inferred from the wire schemas (shared-contracts/schemas, ./schemas/wallet.ts); this module holds the
 * plain constants.
 */
export type { AuthenticationBody, AuthenticationInfo, FinanceSummary, GroupInfo, LedgerEntry, LedgerQuery, RechargeConfig, RechargeOrder, RechargeOrderBody, RechargeStatus, WalletInfo } from './schemas/wallet';

/** Kinds of ledger entries, with the names the ledger shows. */
export const LEDGER_TYPES = {
  recharge: '充值',
  bonus: '充值赠送',
  order: '下单扣款',
  refund: '退款',
  commission: '推广佣金',
  adjust: '人工调整',
  compensation: '超时赔付',
} as const;
export type LedgerType = keyof typeof LEDGER_TYPES;

/** Real-name verification status (GET/POST /api/user/authentication). */
export const AuthStatus = { NONE: 0, PENDING: 1, PASSED: 2, FAILED: 3 } as const;
export type AuthStatusValue = (typeof AuthStatus)[keyof typeof AuthStatus];