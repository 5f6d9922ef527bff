import { catalogueContext, type AdminCatalogueDeps } from './context';
import { couriersService } from './couriers';
import { goodsRows, goodsService } from './goods';
import { goodsSheetService } from './goods-sheet';
import { shopsCategoriesService } from './shops-categories';

export type { WriteContext } from '../write-context';
export { adjustedPrice, toAdminGoods, type GoodsInput, type GoodsPatch } from './goods';
export { IMPORT_ROWS_MAX } from './goods-sheet';
export type { CourierInput, CourierPatch } from './couriers';
export type { CategoryInput, CategoryPatch, ShopInput, ShopPatch } from './shops-categories';

/** The operator console's catalogue: goods (with bulk shelf and price, the xlsx sheet), couriers, supplier shops, categories. */
export function adminCatalogueService(deps: AdminCatalogueDeps) {
  const context = catalogueContext(deps);
  const rows = goodsRows(context);
  return {
    ...goodsService(context, rows),
    ...goodsSheetService(context, rows),
    ...couriersService(context),
    ...shopsCategoriesService(context),
  };
}

export type AdminCatalogueService = ReturnType<typeof adminCatalogueService>;
