import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Goods } from 'shared-contracts';
import { Button, Empty, Flex, Modal, Spin } from 'shared-contracts/ui';
import { Result } from 'shared-contracts/ui/more';
import { GoodsCard } from 'shared-kits/goods';
import { GoodsSortBar, type GoodsSort } from 'shared-kits/goods-filters';
import { usePickerGoodsInfiniteQuery, type PickerFilters as Filters } from '../api/picker-goods';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { PickerFilters } from './picker-filters';

const Scroller = styled.div`
  height: min(62vh, 640px);
  overflow-y: auto;
  margin: 0 -8px;
  padding: 0 8px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: 16px;
`;

const Note = styled.div`
  padding: 16px 0 8px;
  text-align: center;
  color: ${(p) => p.theme.colorTextSecondary};
`;

/** The dialog's sort as the sort bar shows it (the dialog sorts by default, time or price only). */
const sortOf = ({ sort_name, sort_order }: Filters): GoodsSort =>
  sort_name === 'time' || sort_name === 'price' ? { sortName: sort_name, sortOrder: sort_order } : { sortName: 'default' };

export interface GoodsPickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** 立即购买 on a card. */
  onPick: (goods: Goods) => void;
}

/**
 * 选择商品 (SPEC §2.7 product selection dialog): filters, sort tabs, keyword and price range over the goods
 * list, ten goods at a time, the next ten loaded as the list scrolls to within 100 px of its end.
 */
export function GoodsPickerDialog({ open, onClose, onPick }: GoodsPickerDialogProps) {
  return (
    <Modal open={open} title="选择商品" width={1100} footer={null} onCancel={onClose} destroyOnHidden>
      <PickerBody onPick={onPick} />
    </Modal>
  );
}

function PickerBody({ onPick }: { onPick: (goods: Goods) => void }) {
  const [filters, setFilters] = useState<Filters>({ sort_name: 'default' });
  // the goods of these filters only (not the last filters' while the new ones load)
  const { currentData, isError, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } = usePickerGoodsInfiniteQuery(filters);
  const goods = useMemo(() => currentData?.pages.flatMap((p) => p.list) ?? [], [currentData]);
  const total = currentData?.pages[0]?.data_count;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const { box, onScroll } = useInfiniteScroll(Boolean(hasNextPage) && !isFetching && !isError, loadMore, goods.length);
  const change = useCallback(
    (next: Partial<Filters>) => {
      setFilters((f) => ({ ...f, ...next }));
      box.current?.scrollTo?.({ top: 0 });
    },
    [box],
  );
  const sort = useCallback(({ sortName, sortOrder }: GoodsSort) => change({ sort_name: sortName, sort_order: sortOrder }), [change]);

  return (
    <Flex vertical gap={12}>
      <PickerFilters value={filters} onChange={change} />
      <GoodsSortBar value={sortOf(filters)} onChange={sort} defaultLabel="推荐" total={total} />
      <Scroller ref={box} onScroll={onScroll} data-testid="picker-scroll" aria-busy={isFetching}>
        {isError && goods.length === 0 ? (
          <Result
            status="warning"
            title="商品加载失败"
            extra={
              <Button type="primary" onClick={() => void refetch()}>
                重新加载
              </Button>
            }
          />
        ) : !currentData ? (
          <Note>
            <Spin /> 加载中…
          </Note>
        ) : goods.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无符合条件的商品" />
        ) : (
          <>
            <Grid>
              {goods.map((g) => (
                <GoodsCard key={g.goods_id} goods={g} onBuy={onPick} testId="picker-card" />
              ))}
            </Grid>
            {isFetchingNextPage ? (
              <Note>
                <Spin size="small" /> 加载中…
              </Note>
            ) : isError ? (
              <Note>
                加载失败，
                <Button type="link" size="small" onClick={loadMore}>
                  重试
                </Button>
              </Note>
            ) : !hasNextPage ? (
              <Note>没有更多了</Note>
            ) : null}
          </>
        )}
      </Scroller>
    </Flex>
  );
}
