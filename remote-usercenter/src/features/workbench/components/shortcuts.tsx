import type { ReactNode } from 'react';
import { routePath, servesRoute } from 'shared-contracts';
import { InboxOutlined, SafetyCertificateOutlined } from 'shared-contracts/icons';
import { FileTextOutlined, SendOutlined, WalletOutlined } from 'shared-contracts/icons/more';
import { openRecharge, useAppDispatch, useSiteConfig } from 'shared-contracts/app';
import { Link } from 'shared-contracts/router';
import styled from 'styled-components';

const Grid = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 12px;
  > a,
  > button {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 8px;
    padding: 14px 4px;
    border: 1px solid ${(p) => p.theme.colorBorderSecondary};
    border-radius: 8px;
    background: ${(p) => p.theme.colorBgContainer};
    color: ${(p) => p.theme.colorText};
    font: inherit;
    cursor: pointer;
    transition:
      border-color 0.2s,
      color 0.2s;
  }
  > a:hover,
  > button:hover {
    border-color: ${(p) => p.theme.colorPrimary};
    color: ${(p) => p.theme.colorPrimary};
  }
  .anticon {
    font-size: 24px;
    color: ${(p) => p.theme.colorPrimary};
  }
`;

const LINKS: { route: string; label: string; icon: ReactNode }[] = [
  { route: 'delivery', label: '立即发货', icon: <SendOutlined aria-hidden /> },
  { route: 'orderList', label: '订单管理', icon: <FileTextOutlined aria-hidden /> },
  { route: 'packageList', label: '包裹管理', icon: <InboxOutlined aria-hidden /> },
  { route: 'authentication', label: '实名认证', icon: <SafetyCertificateOutlined aria-hidden /> },
];

/** 快捷入口: 立即发货, 充值 (the recharge dialog), 订单管理, 包裹管理, 实名认证 — those this Host serves. */
export function Shortcuts() {
  const dispatch = useAppDispatch();
  const site = useSiteConfig();
  const [first, ...rest] = LINKS.filter((l) => servesRoute(site, l.route)).map((l) => (
    <Link key={l.route} to={routePath(l.route)}>
      {l.icon}
      {l.label}
    </Link>
  ));
  return (
    <Grid aria-label="快捷入口">
      {first}
      <button type="button" onClick={() => dispatch(openRecharge())}>
        <WalletOutlined aria-hidden />
        充值
      </button>
      {rest}
    </Grid>
  );
}
