// The adjustments feature's front door: 资金调整 (manual credits and debits, the two-person rule).
export { AdjustmentsList } from './components/adjustments-list';
