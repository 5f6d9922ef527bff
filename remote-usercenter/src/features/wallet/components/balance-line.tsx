import { routePath } from 'shared-contracts';
import { openRecharge, useAppDispatch, useWalletInfoQuery } from 'shared-contracts/app';
import { Link } from 'shared-contracts/router';
import { Button } from 'shared-contracts/ui';
import styled from 'styled-components';
import { yuan } from '../../../utils/yuan';

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0 0 16px;
  color: ${(p) => p.theme.colorTextSecondary};
  strong {
    font-size: 20px;
    color: ${(p) => p.theme.colorPrimary};
    font-variant-numeric: tabular-nums;
  }
`;

/** The workbench's balance line: 账户余额 ¥N with 充值 (the recharge dialog) and a link to 我的钱包. */
export function BalanceLine() {
  const { data } = useWalletInfoQuery();
  const dispatch = useAppDispatch();
  return (
    <Line data-testid="balance-line">
      账户余额：<strong>{data ? `¥${yuan(data.balance)}` : '—'}</strong>
      <Button size="small" type="primary" ghost onClick={() => dispatch(openRecharge())}>
        充值
      </Button>
      <Link to={routePath('wallet')}>我的钱包</Link>
    </Line>
  );
}
