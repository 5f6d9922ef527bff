import { WithdrawMessages, type SpreadInfo, type WithdrawRules } from 'shared-contracts';
import styled from 'styled-components';
import { yuanInText } from '../../../utils/yuan';

const List = styled.ol`
  margin: 0;
  padding-left: 20px;
  color: ${(p) => p.theme.colorTextSecondary};
  line-height: 1.9;
`;

/** How commission is earned and withdrawn, with this site's rate, freeze, minimum and daily count. */
export function PromotionRules({ info, rules }: { info: SpreadInfo; rules: WithdrawRules | undefined }) {
  return (
    <List aria-label="推广规则">
      <li>被推广用户每笔包裹实付金额的 {info.rate}% 计为佣金；</li>
      <li>包裹发货且满 {info.freeze_days} 天后可提现；退款的包裹佣金退回；</li>
      <li>{WithdrawMessages.notWithdrawable}；</li>
      {rules ? (
        <li>
          单次提现不低于 ¥{yuanInText(rules.min)}，每天最多提现 {rules.daily_count} 次，提现到支付宝，审核通过后打款。
        </li>
      ) : null}
    </List>
  );
}
