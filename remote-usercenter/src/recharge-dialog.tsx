import type { RechargeDialogModule } from 'shared-contracts';

/** The shared-contracts version this remote was built against; the host checks it before mounting the dialog. */
export const contractVersion: RechargeDialogModule['contractVersion'] = __CONTRACT_VERSION__;
export const requiredContract: RechargeDialogModule['requiredContract'] = __REQUIRED_CONTRACT__;

/** Exposed as `./recharge-dialog` (RechargeDialogModule): mounted by the host's RechargeSlot on `openRecharge`. */
export { RechargeDialog } from './features/wallet';
