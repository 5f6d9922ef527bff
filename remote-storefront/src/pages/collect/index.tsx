import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from 'shared-contracts/app';
import { Button, Card, Empty } from 'shared-contracts/ui';

/** Favourites (/collect, guarded by the host). */
export function CollectPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  return (
    <Card title={user ? `${user.username} 的收藏` : '我的收藏'} data-testid="collect-page">
      <Empty description="还没有收藏的商品">
        <Button type="primary" onClick={() => navigate('/gift-list')}>
          去逛逛
        </Button>
      </Empty>
    </Card>
  );
}
