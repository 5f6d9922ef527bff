import { useState } from 'react';
import { Segmented } from 'shared-contracts/ui';
import { useGoodsTopQuery } from '../../api/goods';
import { GoodsGrid } from '../../components/goods-grid';
import { Section } from './section';

const TABS = [
  { value: 'sale', label: '购买最多' },
  { value: 'collect', label: '收藏最多' },
] as const;

/** Hot goods with the tabs 购买最多 / 收藏最多 and 更多商品 → /gift-list?sortName=default (SPEC §2.3). */
export function HotGoods({ title = '热销礼品', limit = 10 }: { title?: string; limit?: number }) {
  const [kind, setKind] = useState<'sale' | 'collect'>('sale');
  const { data, isFetching } = useGoodsTopQuery(kind);
  return (
    <Section
      title={title || '热销礼品'}
      testId="hot-goods"
      extra={<Segmented options={[...TABS]} value={kind} onChange={(v) => setKind(v as 'sale' | 'collect')} style={{ marginRight: 'auto', marginLeft: 24 }} />}
      more={{ to: '/gift-list?sortName=default', label: '更多商品' }}
    >
      <GoodsGrid goods={data?.slice(0, limit)} loading={isFetching} />
    </Section>
  );
}
