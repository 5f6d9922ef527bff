// The overview feature's front door: 概览.
export { OperatorOverview } from './components/operator-overview';
