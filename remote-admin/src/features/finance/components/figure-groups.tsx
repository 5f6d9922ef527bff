import styled from 'styled-components';
import { FINANCE_FIGURE_GROUPS, FINANCE_FIGURE_HINTS, FINANCE_FIGURES, type AdminFinanceDaily, type FinanceFigure } from 'shared-contracts/admin';
import { Col, Row, Tooltip } from 'shared-contracts/ui';
import { Card, Descriptions, Statistic, Typography } from 'shared-contracts/ui/more';
import { yuanText } from '../../../shared/yuan-text';

/** What the figures need of a day's or a month's report. */
export type FinanceFigures = Omit<AdminFinanceDaily, 'date'>;

/** A figure to open: its entries (of one top-up channel, for 充值合计 by channel). */
export interface FigureTarget {
  figure: FinanceFigure;
  channel?: number;
  title: string;
}

const Tile = styled.button`
  all: unset;
  box-sizing: border-box;
  display: block;
  width: 100%;
  padding: 8px 12px;
  border-radius: 6px;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${(p) => p.theme.colorFillTertiary};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colorPrimary};
  }
`;

const Channel = styled.button`
  all: unset;
  cursor: pointer;
  margin-right: 16px;
  color: ${(p) => p.theme.colorLink};
`;

/**
 * 财务报表's figures, grouped as finance reads them (资金流入 with 充值 by channel, 消费与退款, 赔付与资金调整, 佣金, 提现与打款,
 * 供应商与分站), each a ¥ amount with its count; a click opens the entries behind it. Then 期末余额 by account.
 */
export function FigureGroups({ report, onOpen }: { report: FinanceFigures; onOpen: (target: FigureTarget) => void }) {
  return (
    <>
      {FINANCE_FIGURE_GROUPS.map((group) => (
        <Card key={group.title} size="small" title={group.title} style={{ marginBottom: 12 }}>
          <Row gutter={[12, 12]}>
            {group.figures.map((figure) => (
              <Col key={figure} xs={12} md={8} xl={6}>
                <Tooltip title={`${FINANCE_FIGURE_HINTS[figure]}，点击查看明细`}>
                  <Tile
                    type="button"
                    aria-label={`${FINANCE_FIGURES[figure]} ${yuanText(report[figure])}，查看明细`}
                    onClick={() => onOpen({ figure, title: FINANCE_FIGURES[figure] })}
                  >
                    <Statistic title={FINANCE_FIGURES[figure]} value={report[figure]} formatter={() => yuanText(report[figure])} />
                    <Typography.Text type="secondary">{report.counts[figure]} 笔</Typography.Text>
                  </Tile>
                </Tooltip>
              </Col>
            ))}
          </Row>
          {group.figures.includes('top_up_total') && report.top_up_by_channel.length > 0 ? (
            <div style={{ marginTop: 8, paddingLeft: 12 }}>
              <Typography.Text type="secondary">按支付方式：</Typography.Text>
              {report.top_up_by_channel.map((row) => (
                <Channel
                  key={row.channel}
                  type="button"
                  onClick={() => onOpen({ figure: 'top_up_total', channel: row.channel, title: `充值合计 · ${row.name}` })}
                >
                  {row.name} {yuanText(row.amount)}（{row.count} 笔）
                </Channel>
              ))}
            </div>
          ) : null}
        </Card>
      ))}
      <Card size="small" title="期末余额（所选期间结束时，全部账户合计）">
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 2, xl: 3 }}
          items={report.closing.map((row) => ({
            key: row.account,
            label: row.name,
            children: <Typography.Text type={row.total < 0 ? 'danger' : undefined}>{yuanText(row.total)}</Typography.Text>,
          }))}
        />
      </Card>
    </>
  );
}
