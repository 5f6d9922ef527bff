// The promotion feature's front door: 推广设置 (rate, freeze, withdrawal rules, VIP group rates).
export { PromotionSettingsForm } from './components/promotion-settings-form';
