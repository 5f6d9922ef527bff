// The parcels feature's front door: 包裹列表, and an order's parcels (the order detail drawer's table and download).
export { PARCEL_DOWNLOAD_URL, useUserParcelListQuery } from './api/parcel-list';
export { orderParcelColumns } from './components/parcel-columns';
export { ParcelList } from './components/parcel-list';
// 物流状态 with 已赔付 and the 物流 drawer, for a work order's parcels (工单管理)
export { TrackCell } from './components/parcel-track';
