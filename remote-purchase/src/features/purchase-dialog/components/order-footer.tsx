import styled from 'styled-components';
import { formatYuan, yuanToFen } from 'shared-contracts';
import { Button, Flex, Spin } from 'shared-contracts/ui';
import { Typography } from 'shared-contracts/ui/more';
import type { RechargeState } from '../../ordering';

const Bar = styled(Flex)`
  position: sticky;
  bottom: 0;
  z-index: 3;
  padding: 12px 16px;
  margin: 0 -16px;
  background: ${(p) => p.theme.colorBgContainer};
  border-top: 1px solid ${(p) => p.theme.colorBorderSecondary};
  strong {
    color: ${(p) => p.theme.colorPrimary};
    font-size: 20px;
    margin: 0 2px;
  }
`;

export interface OrderFooterProps {
  count: number;
  /** yuan, the server's total_price for the rows as they are (null before the first answer) */
  total: number | null;
  pricing: 'idle' | 'pending' | 'failed';
  failure: string | null;
  onReprice: () => void;
  working: boolean;
  recharge: RechargeState;
  onOrder: () => void;
}

/** SPEC §2.6 footer: recipient count, total (the server's, 2 decimals) and 立即下单 (disabled with no recipients). */
export function OrderFooter({ count, total, pricing, failure, onReprice, working, recharge, onOrder }: OrderFooterProps) {
  return (
    <Bar justify="flex-end" align="center" gap={24} wrap="wrap" data-testid="order-footer">
      {recharge === 'waiting' ? <Typography.Text type="warning">余额不足，充值成功后可继续下单</Typography.Text> : null}
      {recharge === 'paid' ? <Typography.Text type="success">充值成功，请点击“立即下单”继续</Typography.Text> : null}
      {pricing === 'pending' ? (
        <Typography.Text type="secondary">
          <Spin size="small" /> 正在计算价格…
        </Typography.Text>
      ) : null}
      {pricing === 'failed' ? (
        <Typography.Text type="danger">
          价格计算失败：{failure}{' '}
          <Button type="link" size="small" onClick={onReprice}>
            重新计算
          </Button>
        </Typography.Text>
      ) : null}
      <span>
        收件人 <strong>{count}</strong> 个
      </span>
      <span aria-label="合计">
        合计 <strong>¥{total === null ? '—' : formatYuan(yuanToFen(total))}</strong>
      </span>
      <Button type="primary" size="large" disabled={count === 0} loading={working} onClick={onOrder}>
        立即下单
      </Button>
    </Bar>
  );
}
