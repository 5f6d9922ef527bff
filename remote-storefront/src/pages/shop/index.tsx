import { parseRouteId } from 'shared-contracts';
import { useParams } from 'shared-contracts/router';
import { GoodsList, ShopHeader, ShopNotFound, useShopDetailQuery } from '../../features/catalogue';

/** One supplier's goods (/shop/{id}, hidden from menus): the supplier's header and its goods list. */
export function ShopPage() {
  const id = parseRouteId(useParams().id);
  const { data: shop, isError } = useShopDetailQuery(id ?? 0, { skip: id === null });
  if (id === null || (isError && !shop)) return <ShopNotFound />;
  return (
    <div data-testid="shop-page">
      <ShopHeader shop={shop} />
      <GoodsList shopId={id} />
    </div>
  );
}
