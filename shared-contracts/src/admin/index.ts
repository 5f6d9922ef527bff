// The console's contract without zod (roles, permissions, call types, texts): safe for any bundle.
// The request schemas are the subpath shared-contracts/admin/rules.
export * from './permissions';
export * from './calls';
export * from './messages';
export * from './catalogue';
export * from './users';
export * from './groups';
export * from './images';
export * from './content';
export * from './adjustments';
export * from './compensations';
export * from './sites';
export * from './dashboard';
export * from './operators';
export * from './audit-actions';
export * from './work-orders';
export * from './promotion';
export * from './site-console';
export * from './suppliers';
export * from './reconciliation';
export * from './finance';
