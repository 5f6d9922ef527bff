// The commissions feature's front door: 佣金记录 (read only).
export { CommissionsList } from './components/commissions-list';
