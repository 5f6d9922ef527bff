import { useNavigate } from 'shared-contracts/router';
import { routePath } from 'shared-contracts';
import { useCurrentUser } from 'shared-contracts/app';
import { Button, Space } from 'shared-contracts/ui';
import { Card, Typography } from 'shared-contracts/ui/more';
import { RealNameStatus } from '../../features/authentication/components/real-name-status';
import { BalanceLine } from '../../features/wallet/components/balance-line';

/** Workbench (/user-center/user-home). */
export function UserHomePage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  return (
    <Card title="工作台" data-testid="user-home">
      <Typography.Title level={4}>欢迎回来，{user?.username}</Typography.Title>
      <Typography.Paragraph type="secondary">当前会员等级：{user?.group_name}</Typography.Paragraph>
      <RealNameStatus />
      <BalanceLine />
      <Space>
        <Button type="primary" onClick={() => navigate(routePath('delivery'))}>
          立即发货
        </Button>
        <Button onClick={() => navigate(routePath('packageList'))}>查看包裹</Button>
      </Space>
    </Card>
  );
}
