import { parseRouteId } from 'shared-contracts';
import { useParams } from 'shared-contracts/router';
import { GoodsDetail } from '../../features/catalogue';

/** Goods detail (/product-detail/{id}). */
export function ProductDetailPage() {
  return <GoodsDetail id={parseRouteId(useParams().id)} />;
}
