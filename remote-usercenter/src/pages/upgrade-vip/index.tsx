import { useCurrentUser } from 'shared-contracts/app';
import { Card, Typography } from 'shared-contracts/ui/more';
import { GroupList } from '../../features/vip-upgrade';

/** 升级VIP (/user-center/upgrade-vip): the groups, the user's own highlighted, and how to reach the others. */
export function UpgradeVipPage() {
  const user = useCurrentUser();
  return (
    <Card title="升级VIP" data-testid="upgrade-vip-page">
      <Typography.Paragraph type="secondary">
        当前等级：{user?.group_name ?? '—'}。单次充值达到对应金额即自动升级，等级越高，商品价格越低。
      </Typography.Paragraph>
      <GroupList />
    </Card>
  );
}
