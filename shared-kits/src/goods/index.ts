/**
 * shared-kits/goods: the goods card of SPEC §2.4 (with its price and weight) that the storefront's lists
 * (remote-storefront) and the product selection dialog (remote-purchase) show. The home page shows goods
 * cards, so this is part of the first visit to `/`: it imports only first-visit modules (shared-contracts/ui,
 * /icons, /router). The list's sort bar and search row are in shared-kits/goods-filters, loaded with the lists.
 */
export { GoodsCard, type GoodsCardProps } from './goods-card';
export { formatWeight, Price } from './price';
