// 财务报表 in the main console (money.read): 日报 / 月报 from the ledger, each figure's entries, the xlsx.
export { AdminFinancePage } from './components/finance-page';
