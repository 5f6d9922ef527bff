import type { SiteOverview, SitePeriodFigures } from 'shared-contracts/admin';
import { Col, Row } from 'shared-contracts/ui';
import { Card, Statistic } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { grouped, yuan } from '../utils/yuan';

interface Figure {
  key: keyof SitePeriodFigures;
  title: string;
  /** money: two decimals */
  yuan?: boolean;
}

const FIGURES: Figure[] = [
  { key: 'sales', title: '销售额（元）', yuan: true },
  { key: 'orders', title: '订单' },
  { key: 'parcels', title: '包裹' },
  { key: 'new_members', title: '新会员' },
  { key: 'earnings', title: '收益（元）', yuan: true },
];

const Month = styled.div`
  margin-top: 4px;
  color: ${({ theme }) => theme.colorTextSecondary};
  font-size: ${({ theme }) => theme.fontSizeSM}px;
`;

const shown = (figure: Figure, value: number) => (figure.yuan ? yuan(value) : String(value));

/** The 分站's figures, each today (large) beside this month (China days and month). */
export function PeriodFigures({ overview }: { overview: SiteOverview }) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {FIGURES.map((figure) => (
        <Col key={figure.key} xs={24} sm={12} md={8} xl={4}>
          <Card size="small" role="group" aria-label={figure.title}>
            <Statistic title={`今日${figure.title}`} value={shown(figure, overview.today[figure.key])} />
            <Month>本月 {grouped(shown(figure, overview.month[figure.key]))}</Month>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
