import type { SupplierSettlementSummary } from 'shared-contracts/supplier';
import { Button, Tooltip } from 'shared-contracts/ui';
import { Statistic } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { Panel } from '../../../shared/page-header';
import { yuanText } from '../../../shared/yuan';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.marginMD}px;
  margin-bottom: ${({ theme }) => theme.marginMD}px;
  .hint {
    margin-top: 4px;
    font-size: ${({ theme }) => theme.fontSizeSM}px;
    color: ${({ theme }) => theme.colorTextTertiary};
  }
`;

interface SummaryCardsProps {
  summary: SupplierSettlementSummary;
  /** the owner may apply for a payout; staff see the figures only */
  owner: boolean;
  onWithdraw: () => void;
}

/** 待结算, 已结算, 赔付扣款, 结算中 (yuan, two decimals); the owner's 申请结算 under 待结算. */
export function SummaryCards({ summary, owner, onWithdraw }: SummaryCardsProps) {
  return (
    <Cards aria-label="结算概况">
      <Panel data-testid="summary-payable">
        <Statistic title="待结算" value={yuanText(summary.payable)} />
        {owner ? (
          <Button type="primary" size="small" style={{ marginTop: 8 }} disabled={summary.payable <= 0} onClick={onWithdraw}>
            申请结算
          </Button>
        ) : (
          <Tooltip title="仅供应商负责人可操作">
            <div className="hint">申请结算由负责人操作</div>
          </Tooltip>
        )}
      </Panel>
      <Panel data-testid="summary-paid">
        <Statistic title="已结算" value={yuanText(summary.paid)} />
        <div className="hint">已打款到收款账号</div>
      </Panel>
      <Panel data-testid="summary-deducted">
        <Statistic title="赔付扣款" value={yuanText(summary.deducted)} />
        <div className="hint">超时未发货产生的赔付</div>
      </Panel>
      <Panel data-testid="summary-withdrawing">
        <Statistic title="结算中" value={yuanText(summary.withdrawing)} />
        <div className="hint">已申请，等待平台打款</div>
      </Panel>
    </Cards>
  );
}
