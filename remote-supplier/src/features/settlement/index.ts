// The settlement feature's front door: 结算.
export { SettlementCenter } from './components/settlement-center';
