/**
 * Shared modules the host's own code never imports but still provides, so every remote gets the host's
 * copy (resolveShare) instead of whichever remote loaded one first: a build provides a shared module
 * only when it imports it. Never called; the chunks load when a remote's page imports the module.
 */
export const hostProvidedShares = [
  () => import('shared-kits/goods'),
  () => import('shared-kits/goods-filters'),
  () => import('shared-kits/list-page'),
  () => import('shared-kits/stores'),
  () => import('shared-kits/console-frame'),
];
