// The gifts feature's front door: 礼品管理 — 我的礼品 (orders grouped by goods) and 已选礼品 (saved goods).
export { GiftsFrame } from './components/gifts-frame';
export { GiftOrderList } from './components/gift-order-list';
export { GiftSelectedList } from './components/gift-selected-list';
