import { defineListParams, z } from 'shared-kits/list-page';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** 结算's state in the URL: the tab, the statements' period (按日 / 按月) and days, the page of the tab shown. */
export const settlementParams = defineListParams({
  tab: z.enum(['statements', 'entries', 'withdrawals', 'account']).default('statements'),
  period: z.enum(['day', 'month']).default('day'),
  from: day.optional(),
  to: day.optional(),
});

export type SettlementTab = 'statements' | 'entries' | 'withdrawals' | 'account';
