// 对账 (issue 34): each payment gateway's bill of a day against our top-ups, 补单 and 标记已处理; 概览's 对账 line.
export { Reconciliation } from './components/reconciliation-page';
export { ReconciliationSummaryCard } from './components/reconciliation-summary';
