/** Exposed as `./purchase-dialog` (PurchaseDialogModule): mounted by the host when a goods is bought. */
export { PurchaseDialog } from './features/purchase-dialog/purchase-dialog';
