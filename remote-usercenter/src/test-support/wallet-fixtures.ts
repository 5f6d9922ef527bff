// Fixtures for the wallet's component tests (imported only by tests).
import type { FinanceSummary, RechargeConfig } from 'shared-contracts';

/** The seeded top-up configuration (issue 9 API), with one upgrade without a bonus to show that tooltip. */
export const CONFIG: RechargeConfig = {
  quick_option: [100, 200, 500, 1000, 2000, 5000],
  min_price: 10,
  max_price: 50000,
  input: true,
  payment_list: [{ channel: 1, name: '沙箱支付' }],
  give_list: [
    { money: 500, group_name: 'VIP1 黄金会员' },
    { money: 2000, group_name: 'VIP2 铂金会员' },
  ],
  welfare: {
    '500': { group_name: 'VIP1 黄金会员', free_money: 10 },
    '2000': { group_name: 'VIP2 铂金会员', free_money: 0 },
  },
  sandbox: true,
};

/** GET /api/finance/statistics/summary: the balance's today and month, and every account now (issue 22). */
export const FINANCE_SUMMARY: FinanceSummary = {
  today_recharge: 510,
  today_spend: 12.5,
  month_recharge: 2010,
  month_spend: 100,
  balance: 1234.5,
  commission_frozen: 35.2,
  commission_available: 88.8,
  withdrawing: 0,
  withdrawn: 50,
};
