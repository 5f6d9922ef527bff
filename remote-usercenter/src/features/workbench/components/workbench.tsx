import { routePath } from 'shared-contracts';
import { useCurrentUser } from 'shared-contracts/app';
import { Link } from 'shared-contracts/router';
import { Tag } from 'shared-contracts/ui';
import { Card, Typography } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { RealNameStatus } from '../../authentication';
import { BalanceLine } from '../../wallet';
import { FrequentGoods } from './frequent-goods';
import { ParcelCounters } from './parcel-counters';
import { RecentOrders } from './recent-orders';
import { Shortcuts } from './shortcuts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 16px;
  min-width: 0;
  > .wide {
    grid-column: 1 / -1;
  }
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
  .ant-card {
    height: 100%;
  }
`;

const Greeting = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
  h4.ant-typography {
    margin: 0;
  }
`;

/**
 * 工作台 (/user-center/user-home): who and how much (greeting, group, real-name, balance with 充值), the parcel
 * counters linking to 包裹列表 by status, 快捷入口, 最近订单 and 常发商品.
 */
export function Workbench() {
  const user = useCurrentUser();
  return (
    <Grid data-testid="user-home">
      <Card title="工作台">
        <Greeting>
          <Typography.Title level={4}>欢迎回来，{user?.username}</Typography.Title>
          {user?.group_name ? <Tag color="gold">{user.group_name}</Tag> : null}
        </Greeting>
        <RealNameStatus />
        <BalanceLine />
      </Card>
      <Card title="包裹动态">
        <ParcelCounters />
      </Card>
      <Card title="快捷入口" className="wide">
        <Shortcuts />
      </Card>
      <Card title="最近订单" extra={<Link to={routePath('orderList')}>订单管理</Link>}>
        <RecentOrders />
      </Card>
      <Card title="常发商品">
        <FrequentGoods />
      </Card>
    </Grid>
  );
}
