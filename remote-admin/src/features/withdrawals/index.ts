// The withdrawals feature's front door: 提现审核 (the list by status, 通过 / 驳回, one or a batch).
export { WithdrawalsList } from './components/withdrawals-list';
