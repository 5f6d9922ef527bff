// The promotion feature's front door: 推广赚钱's link card, the commission's figures (with the 提现 and 转入余额
// dialogs) and the tabs of referred users, commission records and withdrawals.
export { CommissionSummary } from './components/commission-summary';
export { PromotionLinkCard } from './components/promotion-link-card';
export { PromotionTabs } from './components/promotion-tabs';
