// Fixtures for the wallet's component tests (imported only by tests).
import type { RechargeConfig } from 'shared-contracts';

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
