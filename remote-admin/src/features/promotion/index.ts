// The promotion feature's front door: 推广设置 (rate, freeze, withdrawal rules, VIP group rates) and 资金安全 (issue 35).
export { PromotionSettingsForm } from './components/promotion-settings-form';
export { MoneyRulesCard } from './components/money-rules-card';
