// The ordering feature's front door: 立即下单's flow and its dialogs, and the order check.
export { useOrderCheckMutation } from './api/ordering';
export { OrderFlowDialogs } from './components/order-flow-dialogs';
export { useOrderFlow, type OrderFlow, type RechargeState } from './hooks/use-order-flow';
