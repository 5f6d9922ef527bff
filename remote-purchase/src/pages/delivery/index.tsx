import { useNavigate } from 'shared-contracts/router';
import { useCurrentUser } from 'shared-contracts/app';
import { Button } from 'shared-contracts/ui';
import { Card, Steps, Typography } from 'shared-contracts/ui/more';
import { TypedEntry } from '../../features/typed-recipients/components/typed-entry';

/** Ship now (/user-center/delivery): rendered by the purchase remote inside the user-centre layout. */
export function DeliveryPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  return (
    <Card title="立即发货" data-testid="delivery-page">
      <Typography.Paragraph>{user?.username}，发货分三步：</Typography.Paragraph>
      <Steps
        current={1}
        style={{ margin: '24px 0' }}
        items={[{ title: '选择商品' }, { title: '填写收件人' }, { title: '余额支付' }]}
      />
      <Typography.Title level={5}>填写收件人</Typography.Title>
      <TypedEntry />
      <Button style={{ marginTop: 16 }} onClick={() => navigate('/gift-list')}>
        去选择商品
      </Button>
    </Card>
  );
}
