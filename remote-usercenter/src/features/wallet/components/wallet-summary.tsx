import { useWalletInfoQuery } from 'shared-contracts/app';
import { Button, Col, Row, Skeleton } from 'shared-contracts/ui';
import { Card, Statistic } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { useFinanceSummaryQuery } from '../api/finance-summary';
import { yuan } from '../../../utils/yuan';

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 16px;
  margin-top: 20px;
  padding-top: 16px;
  border-top: 1px solid ${(p) => p.theme.colorBorderSecondary};
`;

/** One figure in yuan; a dash until it has arrived. */
function Money({ title, value, big }: { title: string; value: number | undefined; big?: boolean }) {
  return (
    <Statistic
      title={title}
      value={value === undefined ? '—' : yuan(value)}
      prefix={value === undefined ? undefined : '¥'}
      styles={big ? { content: { fontSize: 30, fontWeight: 600 } } : { content: { fontSize: 20 } }}
    />
  );
}

/** The wallet's figures: balance, total topped up and spent, today and this month (China time). */
export function WalletSummary() {
  const wallet = useWalletInfoQuery();
  const summary = useFinanceSummaryQuery();
  const failed = (wallet.error && !wallet.isFetching) || (summary.error && !summary.isFetching);
  return (
    <Card title="我的钱包" data-testid="wallet-summary" extra={failed ? <Button size="small" onClick={() => { void wallet.refetch(); void summary.refetch(); }}>重新加载</Button> : null}>
      {wallet.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <>
          <Row gutter={16}>
            <Col span={8}>
              <Money title="账户余额（元）" value={wallet.data?.balance} big />
            </Col>
            <Col span={8}>
              <Money title="累计充值（元）" value={wallet.data?.recharge_total} />
            </Col>
            <Col span={8}>
              <Money title="累计消费（元）" value={wallet.data?.spend_total} />
            </Col>
          </Row>
          <Figures>
            <Money title="今日充值" value={summary.data?.today_recharge} />
            <Money title="今日消费" value={summary.data?.today_spend} />
            <Money title="本月充值" value={summary.data?.month_recharge} />
            <Money title="本月消费" value={summary.data?.month_spend} />
          </Figures>
        </>
      )}
    </Card>
  );
}
