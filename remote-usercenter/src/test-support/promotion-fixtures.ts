// Fixtures for 推广赚钱's tests (imported only by tests).
import type { ReferredOrder, SpreadInfo, SpreadSummary, SpreadUser, WithdrawAccount, Withdrawal, WithdrawRules } from 'shared-contracts';

export const INFO: SpreadInfo = { code: 'AB12CD', link: 'https://gift.example/?i=AB12CD', rate: 5, freeze_days: 7, invited: 3, ordered: 2 };
export const SUMMARY: SpreadSummary = { frozen: 12.3, available: 88.8, withdrawing: 20, earned: 150.5, today: 1.5, month: 40 };
export const RULES: WithdrawRules = { min: 10, daily_count: 3, left_today: 3 };

/** A user who has not set anything yet, verified. */
export const NO_ACCOUNT: WithdrawAccount = { account: null, name: null, verified: true, password_set: false, locked_until: null };
export const ACCOUNT_SET: WithdrawAccount = { account: '138****8000', name: '张*三', verified: true, password_set: false, locked_until: null };
export const READY: WithdrawAccount = { ...ACCOUNT_SET, password_set: true };

export const USERS: SpreadUser[] = [
  { mobile: '139****0001', created_at: '2026-11-20 10:00:00', orders: 2, amount: 120, commission: 6 },
  { mobile: '139****0002', created_at: '2026-11-19 09:30:00', orders: 0, amount: 0, commission: 0 },
];

export const ORDERS: ReferredOrder[] = [
  {
    id: 31,
    mobile: '139****0001',
    created_at: '2026-11-20 10:05:00',
    parcels: 2,
    amount: 100,
    rate: 5,
    commission: 5,
    reversed: 0,
    status: 'frozen',
    release_at: '2026-11-28 10:00:00',
    released_at: null,
  },
  {
    id: 30,
    mobile: '139****0001',
    created_at: '2026-11-01 08:00:00',
    parcels: 1,
    amount: 20,
    rate: 5,
    commission: 1,
    reversed: 0,
    status: 'available',
    release_at: null,
    released_at: '2026-11-09 08:00:00',
  },
];

export const WITHDRAWALS: Withdrawal[] = [
  {
    id: 9,
    amount: 50,
    account: '138****8000',
    status: 'paid',
    status_text: '已到账',
    reason: null,
    created_at: '2026-11-10 12:00:00',
    paid_at: '2026-11-11 09:00:00',
  },
  {
    id: 8,
    amount: 30,
    account: '138****8000',
    status: 'rejected',
    status_text: '已驳回',
    reason: '账户信息有误',
    created_at: '2026-11-05 12:00:00',
    paid_at: null,
  },
];

export const page = <T>(list: T[], size = 10) => ({ list, page: 1, page_size: size, data_count: list.length });

/** jsdom draws no canvas (and says so on every QR code): the page's QR code draws nothing in tests. */
export function quietCanvas() {
  return jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
}
