import { useParams } from 'react-router-dom';
import { Card, Typography } from 'shared-contracts/ui';

/** Goods detail (/product-detail/{id}). */
export function ProductDetailPage() {
  const { id } = useParams();
  return (
    <Card title="商品详情">
      <Typography.Text type="secondary">商品编号：{id}</Typography.Text>
    </Card>
  );
}
