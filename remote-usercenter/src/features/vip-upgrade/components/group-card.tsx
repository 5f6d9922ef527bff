import type { GroupInfo } from 'shared-contracts';
import { CrownOutlined } from 'shared-contracts/icons/more';
import { Button, Tag } from 'shared-contracts/ui';
import styled, { css } from 'styled-components';
import { discountText } from '../utils/discount';

const Box = styled.article<{ $current: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 24px 16px 20px;
  text-align: center;
  border: 1px solid ${(p) => p.theme.colorBorderSecondary};
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
  background: ${(p) => p.theme.colorBgContainer};
  ${(p) =>
    p.$current &&
    css`
      border: 2px solid ${p.theme.colorPrimary};
      background: ${p.theme.colorPrimaryBg};
      box-shadow: 0 4px 16px ${p.theme.colorPrimaryBgHover};
    `}
  h3 {
    margin: 4px 0 0;
    font-size: 18px;
  }
`;

const Crown = styled.span<{ $level: number }>`
  font-size: 32px;
  color: ${(p) => (p.$level === 0 ? p.theme.colorTextQuaternary : p.theme.colorWarning)};
`;

const Discount = styled.strong`
  font-size: 26px;
  color: ${(p) => p.theme.colorPrimary};
`;

const Condition = styled.p`
  margin: 0;
  min-height: 22px;
  color: ${(p) => p.theme.colorTextSecondary};
`;

const Current = styled(Tag)`
  position: absolute;
  top: 10px;
  right: 4px;
`;

const Action = styled.div`
  min-height: 32px;
  display: flex;
  align-items: center;
`;

interface GroupCardProps {
  group: GroupInfo;
  /** Above the user's group: offers 立即升级. */
  reachable: boolean;
  onUpgrade: (group: GroupInfo) => void;
}

/** One VIP group: its discount, how to reach it (一次充值 N 元), 当前等级 or 立即升级. */
export function GroupCard({ group, reachable, onUpgrade }: GroupCardProps) {
  return (
    <Box $current={group.is_current} aria-label={group.name} aria-current={group.is_current ? 'true' : undefined}>
      {group.is_current ? <Current color="red">当前等级</Current> : null}
      <Crown $level={group.level} aria-hidden>
        <CrownOutlined />
      </Crown>
      <h3>{group.name}</h3>
      <div>
        商品价格 <Discount>{discountText(group.price_percent)}</Discount>
      </div>
      <Condition>{group.upgrade_amount > 0 ? `一次充值 ${group.upgrade_amount} 元` : '注册即享'}</Condition>
      <Action>
        {reachable ? (
          <Button type="primary" onClick={() => onUpgrade(group)}>
            立即升级
          </Button>
        ) : null}
      </Action>
    </Box>
  );
}
