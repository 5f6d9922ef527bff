import { CustomerServiceOutlined, GiftOutlined, SafetyCertificateOutlined, ShopOutlined, TeamOutlined } from 'shared-contracts/icons';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Tiles = styled.section`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 16px;
  margin-top: 16px;
`;

const Tile = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 18px 20px;
  background: ${(p) => p.theme.colorBgContainer};
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
  .anticon {
    font-size: 30px;
    color: ${(p) => p.theme.colorPrimary};
  }
  strong {
    display: block;
    font-size: 15px;
  }
  span.text {
    font-size: 12px;
    color: ${(p) => p.theme.colorTextSecondary};
  }
`;

export interface Advantage {
  title: string;
  text: string;
}

/** The five tiles of SPEC §2.3: overtime compensation, many merchants, one piece ships, good service, referral gifts. */
export const DEFAULT_ADVANTAGES: Advantage[] = [
  { title: '超时赔付', text: '未按时揽收 按规则赔付' },
  { title: '商家众多', text: '多地仓库 多家快递' },
  { title: '一件代发', text: '一件起发 批量下单' },
  { title: '服务周到', text: '客服 9:00–24:00 在线' },
  { title: '推荐有礼', text: '邀请好友 共享奖励' },
];

const ICONS: ReactNode[] = [<SafetyCertificateOutlined key="0" />, <ShopOutlined key="1" />, <GiftOutlined key="2" />, <CustomerServiceOutlined key="3" />, <TeamOutlined key="4" />];

/** A layout block's data may carry its own tiles ({title, text}[]); otherwise the spec's five. */
export function advantagesFrom(data: unknown): Advantage[] {
  if (!Array.isArray(data)) return DEFAULT_ADVANTAGES;
  const tiles = data.filter((d): d is Advantage => Boolean(d && typeof d === 'object' && typeof (d as Advantage).title === 'string'));
  return tiles.length ? tiles.map((t) => ({ title: t.title, text: typeof t.text === 'string' ? t.text : '' })) : DEFAULT_ADVANTAGES;
}

export function Advantages({ items = DEFAULT_ADVANTAGES }: { items?: Advantage[] }) {
  return (
    <Tiles aria-label="平台优势" style={{ gridTemplateColumns: `repeat(${items.length}, 1fr)` }}>
      {items.map((a, i) => (
        <Tile key={a.title}>
          {ICONS[i % ICONS.length]}
          <div>
            <strong>{a.title}</strong>
            <span className="text">{a.text}</span>
          </div>
        </Tile>
      ))}
    </Tiles>
  );
}
