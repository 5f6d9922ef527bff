import { useParams } from 'react-router-dom';
import { Card, Typography } from 'shared-contracts/ui';

/** One supplier's goods (/shop/{id}). */
export function ShopPage() {
  const { id } = useParams();
  return (
    <Card title="店铺商品">
      <Typography.Text type="secondary">店铺编号：{id}</Typography.Text>
    </Card>
  );
}
