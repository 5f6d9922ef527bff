import type { PurchaseDialogModule } from 'shared-contracts';

/** The shared-contracts version this remote was built against; the host checks it before mounting the dialog. */
export const contractVersion: PurchaseDialogModule['contractVersion'] = __CONTRACT_VERSION__;
export const requiredContract: PurchaseDialogModule['requiredContract'] = __REQUIRED_CONTRACT__;

/** Exposed as `./purchase-dialog` (PurchaseDialogModule): mounted by the host when a goods is bought. */
export { PurchaseDialog } from './features/purchase-dialog';
