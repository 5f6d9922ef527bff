/**
 * The wallet side of the contract (issue 9), zod-free: the ledger's kinds and accounts and the real-name
 * statuses that both ./schemas/wallet.ts (the wire schemas) and the pages use. Re-exported with the wire
 * types by ./wallet.ts.
 */

/** Kinds of ledger entries, with the names the ledger shows. */
export const LEDGER_TYPES = {
  recharge: '充值',
  bonus: '充值赠送',
  order: '下单扣款',
  refund: '退款',
  commission: '推广佣金',
  adjust: '人工调整',
  compensation: '超时赔付',
  commission_reverse: '佣金退回',
  commission_release: '佣金解冻',
  withdraw: '申请提现',
  withdraw_paid: '提现到账',
  withdraw_return: '提现退回',
  commission_transfer: '佣金转入余额',
} as const;
export type LedgerType = keyof typeof LEDGER_TYPES;

/**
 * The accounts a user's money sits in (issue 22), with the names pages show: the prepaid balance (spent on
 * orders, never withdrawable) and the commission's stages — frozen until its parcels are dispatched and the
 * freeze has passed, then available (withdrawn, or moved into the balance), withdrawing while a withdrawal
 * waits or is paid out.
 */
export const LEDGER_ACCOUNTS = {
  balance: '预存余额',
  commission_frozen: '冻结佣金',
  commission_available: '可提现佣金',
  withdrawing: '提现中',
} as const;
export type LedgerAccountKey = keyof typeof LEDGER_ACCOUNTS;

/** The entry types each account can hold (the ledger page's type filter for that account). */
export const ACCOUNT_LEDGER_TYPES: Record<LedgerAccountKey, readonly LedgerType[]> = {
  balance: ['recharge', 'bonus', 'order', 'refund', 'adjust', 'compensation', 'commission_transfer'],
  commission_frozen: ['commission', 'commission_reverse', 'commission_release'],
  commission_available: ['commission_release', 'withdraw', 'withdraw_return', 'commission_transfer'],
  withdrawing: ['withdraw', 'withdraw_paid', 'withdraw_return'],
};

/** Real-name verification status (GET/POST /api/user/authentication). */
export const AuthStatus = { NONE: 0, PENDING: 1, PASSED: 2, FAILED: 3 } as const;
export type AuthStatusValue = (typeof AuthStatus)[keyof typeof AuthStatus];
