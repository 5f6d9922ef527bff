import { routePath } from 'shared-contracts';
import { SiteConsoleMessages, type SiteOverview as SiteOverviewData } from 'shared-contracts/admin';
import { Link } from 'shared-contracts/router';
import { Button, Col, Row } from 'shared-contracts/ui';
import { Alert, Card, Statistic } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { Loaded } from 'shared-kits/console-frame';
import { useSiteOverviewQuery } from '../api/site-overview-api';
import { EarningsAccounts } from './earnings-accounts';
import { PeriodFigures } from './period-figures';

const Stamp = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colorTextTertiary};
  font-size: ${({ theme }) => theme.fontSizeSM}px;
`;

/**
 * 分站概览 (GET /api/admin/site/overview): a notice while the 分站 is stopped, today's figures beside this
 * month's, the earnings accounts and the members' open work orders. Loading and error (重新加载) states.
 */
export function SiteOverview({ earningsLinked }: { earningsLinked: boolean }) {
  const query = useSiteOverviewQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Loaded what="概览" query={query}>
      {(data) => <OverviewBody data={data} refreshing={query.isFetching} refresh={() => void query.refetch()} earningsLinked={earningsLinked} />}
    </Loaded>
  );
}

interface OverviewBodyProps {
  data: SiteOverviewData;
  refreshing: boolean;
  refresh: () => void;
  earningsLinked: boolean;
}

function OverviewBody({ data, refreshing, refresh, earningsLinked }: OverviewBodyProps) {
  return (
    <section aria-label="分站概览">
      {data.status === 'stopped' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={SiteConsoleMessages.stopped}
          description="本站已由主站停用，不再接单，也不接受新会员注册。如需恢复营业，请联系主站。"
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Stamp>
        {data.date} 统计于 {data.generated_at}{' '}
        <Button size="small" type="link" loading={refreshing} onClick={refresh}>
          刷新
        </Button>
      </Stamp>
      <PeriodFigures overview={data} />
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} lg={18}>
          <EarningsAccounts earnings={data.earnings} linked={earningsLinked} />
        </Col>
        <Col xs={24} lg={6}>
          <Card size="small" role="group" aria-label="未完结工单" style={{ height: '100%' }}>
            <Statistic title="未完结工单" value={data.open_work_orders} />
            <Link to={routePath('adminWorkOrders')}>查看工单</Link>
          </Card>
        </Col>
      </Row>
    </section>
  );
}
