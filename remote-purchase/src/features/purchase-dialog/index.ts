// The purchase-dialog feature's front door: 商品购买 as a dialog (exposed as ./purchase-dialog) and inline
// (立即发货), and the purchase info it reads.
export { usePurchaseInfoQuery } from './api/purchase-info';
export { PurchaseContent } from './components/purchase-content';
export { PurchaseDialog } from './purchase-dialog';
