import type { ChoiceField, ListFilter, ListParamsState } from 'shared-kits/list-page';
import { useAdminSupplierShopOptionsQuery } from './supplier-shops-api';

/**
 * 供货店铺: a list's filter by supplier shop (GET /api/admin/supplier-shop-options, suppliers.read, typed to search), for
 * the list's ListFilters; none (and nothing asked) with `skip`, for a role that does not see suppliers.
 */
export function useShopFilter<F extends { shop_id?: number }>(list: ListParamsState<F>, { width = 200, skip = false } = {}): ListFilter<F>[] {
  const shops = useAdminSupplierShopOptionsQuery(undefined, { skip });
  if (skip) return [];
  const value = list.params.shop_id;
  const options = (shops.data ?? []).map((shop) => ({ value: shop.id, label: shop.name }));
  // a shop named by a link but not (yet) among the options is still shown, by its id
  if (value !== undefined && !options.some((option) => option.value === value)) options.push({ value, label: `店铺 ${value}` });
  // every list it serves has a numeric `shop_id` (F extends { shop_id?: number }), which TypeScript cannot see through the kit's key types
  return [
    { kind: 'choice', key: 'shop_id', label: '供货店铺', all: '全部供货店铺', width, searchable: true, loading: shops.isFetching, options } as ChoiceField<F>,
  ];
}
