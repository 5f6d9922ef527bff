import { Link } from 'shared-contracts/router';
import { Button } from 'shared-contracts/ui';
import { Result } from 'shared-contracts/ui/more';

/** What /shop/{id} shows for a supplier that does not exist or is closed. */
export function ShopNotFound() {
  return (
    <Result
      status="404"
      title="店铺不存在"
      subTitle="该店铺不存在或已关闭"
      extra={
        <Link to="/gift-list">
          <Button type="primary">去看看全部商品</Button>
        </Link>
      }
    />
  );
}
