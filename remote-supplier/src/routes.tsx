import type { RemoteRoutesModule } from 'shared-contracts';

/** The shared-contracts version this remote was built against; the host checks it on load. */
export const contractVersion: RemoteRoutesModule['contractVersion'] = __CONTRACT_VERSION__;
export const requiredContract: RemoteRoutesModule['requiredContract'] = __REQUIRED_CONTRACT__;

/** The supplier centre's pages, keyed by route name (shared-contracts routes.ts), as loaders the host calls (again on 重试). */
export const pages: RemoteRoutesModule['pages'] = {
  supplierPassword: () => import(/* webpackChunkName: "page-supplier-password" */ './pages/password').then((m) => m.SupplierPasswordPage),
  supplierCenter: () => import(/* webpackChunkName: "page-supplier-center" */ './pages/center').then((m) => m.SupplierCenterLayout),
  supplierWorkbench: () => import(/* webpackChunkName: "page-supplier-workbench" */ './pages/workbench').then((m) => m.SupplierWorkbenchPage),
  supplierGoods: () => import(/* webpackChunkName: "page-supplier-goods" */ './pages/goods').then((m) => m.SupplierGoodsPage),
  supplierParcels: () => import(/* webpackChunkName: "page-supplier-parcels" */ './pages/parcels').then((m) => m.SupplierParcelsPage),
  supplierSettlement: () => import(/* webpackChunkName: "page-supplier-settlement" */ './pages/settlement').then((m) => m.SupplierSettlementPage),
};
