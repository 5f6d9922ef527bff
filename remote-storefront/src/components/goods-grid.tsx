import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Goods } from 'shared-contracts';
import { Button, Empty, Skeleton } from 'shared-contracts/ui';
import { GoodsCard } from './goods-card';

const Grid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr));
  gap: 16px;
`;

interface Props {
  goods: Goods[] | undefined;
  loading: boolean;
  columns?: number;
  /** Placeholder cards while loading. */
  skeletons?: number;
  /** Per card, replaces the favourite toggle (see GoodsCard). */
  action?: (goods: Goods) => ReactNode;
  empty?: ReactNode;
  /** The list could not be loaded: say so, with 重新加载 when given. */
  failed?: boolean;
  onRetry?: () => void;
}

/** Goods cards in a grid, with skeleton cards while loading and an empty state. */
export function GoodsGrid({ goods, loading, columns = 5, skeletons = columns * 2, action, empty, failed = false, onRetry }: Props) {
  if (loading && !goods?.length) {
    return (
      <Grid $columns={columns} aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <div key={i}>
            <Skeleton.Node active style={{ width: '100%', height: 180 }} />
            <Skeleton active title={false} paragraph={{ rows: 3 }} style={{ marginTop: 12 }} />
          </div>
        ))}
      </Grid>
    );
  }
  if (failed && !goods?.length) {
    return (
      <Empty description="商品加载失败，请稍后重试">
        {onRetry ? <Button onClick={onRetry}>重新加载</Button> : null}
      </Empty>
    );
  }
  if (!goods?.length) return <>{empty ?? <Empty description="暂无商品" />}</>;
  return (
    <Grid $columns={columns} aria-busy={loading}>
      {goods.map((g) => (
        <GoodsCard key={g.goods_id} goods={g} action={action?.(g)} />
      ))}
    </Grid>
  );
}
