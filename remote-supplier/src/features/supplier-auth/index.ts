// The supplier-auth feature's front door: the supplier's own session (signed in through the host's login dialog).
export { RequireSupplier } from './components/require-supplier';
export { ChangePassword } from './components/change-password';
export { useSupplier } from './hooks/use-supplier';
export { useSupplierSignOut } from './hooks/use-supplier-sign-out';
