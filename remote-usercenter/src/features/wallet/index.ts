// The wallet feature's front door: 我的钱包 (summary, top-up, ledger), the balance line the workbench shows and
// 在线充值 (exposed as ./recharge-dialog).
export { BalanceLine } from './components/balance-line';
export { LedgerList } from './components/ledger-list';
export { RechargeDialog } from './components/recharge-dialog';
export { TopUpCard } from './components/top-up-card';
export { WalletSummary } from './components/wallet-summary';
