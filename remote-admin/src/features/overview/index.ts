// The overview feature's front door: 概览 (the dashboard's figures and chart, and the role's sections).
export { OperatorOverview } from './components/operator-overview';
export { Dashboard } from './components/dashboard';
