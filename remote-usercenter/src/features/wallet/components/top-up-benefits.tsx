import type { RechargeConfig } from 'shared-contracts';
import { GiftOutlined } from 'shared-contracts/icons';
import styled from 'styled-components';
import { yuanInText } from '../../../utils/yuan';

const List = styled.ul`
  margin: 0;
  padding: 12px 16px;
  list-style: none;
  background: ${(p) => p.theme.colorWarningBg};
  border: 1px solid ${(p) => p.theme.colorWarningBorder};
  border-radius: ${(p) => p.theme.borderRadius}px;
  max-width: 560px;
  li + li {
    margin-top: 4px;
  }
  strong {
    color: ${(p) => p.theme.colorPrimary};
  }
`;

/** The top-up benefits (SPEC §2.11 `give_list`): top up this much at once to become that group. */
export function TopUpBenefits({ benefits }: { benefits: RechargeConfig['give_list'] }) {
  if (benefits.length === 0) return null;
  return (
    <List aria-label="充值福利">
      {benefits.map((b) => (
        <li key={`${b.money}-${b.group_name}`}>
          <GiftOutlined /> 单次充值满 <strong>{yuanInText(b.money)}</strong> 元，升级为 <strong>{b.group_name}</strong>
        </li>
      ))}
    </List>
  );
}
