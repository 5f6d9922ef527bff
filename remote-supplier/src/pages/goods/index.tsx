import { GoodsCenter } from '../../features/goods';

/** 商品 (/supplier-center/goods). */
export function SupplierGoodsPage() {
  return <GoodsCenter />;
}
