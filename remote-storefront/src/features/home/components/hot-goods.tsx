import { useState } from 'react';
import styled from 'styled-components';
import { useGoodsTopQuery } from '../../../api/goods';
import { GoodsGrid } from '../../../components/goods-grid';
import { Section } from './section';

const TABS = [
  { value: 'sale', label: '购买最多' },
  { value: 'collect', label: '收藏最多' },
] as const;

const Tabs = styled.div`
  display: flex;
  gap: 4px;
  margin: 0 auto 0 24px;
  padding: 2px;
  border-radius: 6px;
  background: ${(p) => p.theme.colorFillTertiary};
  button {
    border: 0;
    padding: 3px 12px;
    border-radius: 4px;
    cursor: pointer;
    background: none;
    font-size: 14px;
    color: ${(p) => p.theme.colorTextSecondary};
  }
  button[aria-selected='true'] {
    background: ${(p) => p.theme.colorBgContainer};
    color: ${(p) => p.theme.colorText};
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.08);
  }
`;

/** Hot goods with the tabs 购买最多 / 收藏最多 and 更多商品 → /gift-list?sortName=default (SPEC §2.3). */
export function HotGoods({ title = '热销礼品', limit = 10 }: { title?: string; limit?: number }) {
  const [kind, setKind] = useState<'sale' | 'collect'>('sale');
  const { data, isFetching, isError, refetch } = useGoodsTopQuery(kind);
  return (
    <Section
      title={title || '热销礼品'}
      testId="hot-goods"
      extra={
        <Tabs role="tablist" aria-label="热销排行">
          {TABS.map((t) => (
            <button key={t.value} type="button" role="tab" aria-selected={kind === t.value} onClick={() => setKind(t.value)}>
              {t.label}
            </button>
          ))}
        </Tabs>
      }
      more={{ to: '/gift-list?sortName=default', label: '更多商品' }}
    >
      <GoodsGrid goods={data?.slice(0, limit)} loading={isFetching} failed={isError} onRetry={() => void refetch()} />
    </Section>
  );
}
