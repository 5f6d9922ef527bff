/**
 * shared-kits/goods-filters: the goods list's sort bar and its keyword + price search row, shared by the
 * storefront's goods lists (全部商品, a supplier shop) and the product selection dialog (remote-purchase). Loaded
 * with those lists, never on the first visit to `/` (it needs shared-contracts/ui/more).
 */
export { GoodsSortBar, type GoodsSort, type GoodsSortBarProps, type GoodsSortName, type GoodsSortOrder } from './sort-bar';
export { GoodsSearchRow, goodsSearchOf, type GoodsSearch, type GoodsSearchRowProps } from './search-row';
