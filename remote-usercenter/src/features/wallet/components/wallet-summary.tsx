import { routePath } from 'shared-contracts';
import { useWalletInfoQuery } from 'shared-contracts/app';
import { Link } from 'shared-contracts/router';
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

const Note = styled.p`
  margin: 4px 0 0;
  font-size: 12px;
  color: ${(p) => p.theme.colorTextSecondary};
`;

/** The commission beside the prepaid balance: its own accounts, withdrawn from 推广赚钱. */
const Commission = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 16px 0 0;
  padding: 10px 16px;
  border-radius: 6px;
  background: ${(p) => p.theme.colorFillQuaternary};
  strong {
    color: ${(p) => p.theme.colorPrimary};
    font-variant-numeric: tabular-nums;
  }
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

const money = (value: number | undefined) => (value === undefined ? '—' : `¥${yuan(value)}`);

/**
 * The wallet's figures: balance (not withdrawable), total topped up and spent, today and this month (China
 * time), and the commission beside them with the way to 推广赚钱.
 */
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
              <Note>预存余额不可提现</Note>
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
          <Commission data-testid="wallet-commission">
            推广佣金 可提现 <strong>{money(summary.data?.commission_available)}</strong> · 冻结 <strong>{money(summary.data?.commission_frozen)}</strong>
            {summary.data?.withdrawing ? (
              <>
                · 提现中 <strong>{money(summary.data.withdrawing)}</strong>
              </>
            ) : null}
            <Link to={routePath('popMoney')}>去推广赚钱</Link>
          </Commission>
        </>
      )}
    </Card>
  );
}
