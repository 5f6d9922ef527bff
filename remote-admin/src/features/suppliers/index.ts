// The supply side of the main console (issue 33): 供应商, 供应商入驻, 供货价审核, 供应商结算, 发货时效, 平台收益.
export { SuppliersList } from './components/suppliers-list';
export { SupplierApplicationsList } from './components/supplier-applications-list';
export { SupplierRequestsList } from './components/supplier-requests-list';
export { SupplierSettlement } from './components/supplier-settlement';
export { SupplierPerformance } from './components/supplier-performance';
export { PlatformShare } from './components/platform-share';
