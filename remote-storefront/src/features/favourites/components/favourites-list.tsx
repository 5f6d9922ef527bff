import { useEffect } from 'react';
import { Link, useSearchParams } from 'shared-contracts/router';
import styled from 'styled-components';
import { useCurrentUser } from 'shared-contracts/app';
import { Button, Empty, Flex } from 'shared-contracts/ui';
import { Pagination, Typography } from 'shared-contracts/ui/more';
import { useFavouritesListQuery } from '../../../api/favourites';
import { GoodsGrid } from '../../../components/goods-grid';
import { RemoveFavourite } from './remove-favourite';

const Box = styled.section`
  padding: 20px 24px 24px;
  background: ${(p) => p.theme.colorBgContainer};
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
`;

const PAGE_SIZE = 20;

/** The user's favourites, paged in the URL, with a delete icon on each card. */
export function FavouritesList() {
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data, isFetching } = useFavouritesListQuery({ page, page_size: PAGE_SIZE });
  // the last card of a page removed: step back a page
  const pageEmptied = Boolean(data && data.list.length === 0 && page > 1 && !isFetching);
  useEffect(() => {
    if (pageEmptied) setSearch({ page: String(page - 1) });
  }, [pageEmptied, page, setSearch]);

  return (
    <Box data-testid="collect-page" aria-label="我的收藏">
      <Flex justify="space-between" align="baseline" style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {user ? `${user.username} 的收藏` : '我的收藏'}
        </Typography.Title>
        {data ? <Typography.Text type="secondary">共 {data.data_count} 件</Typography.Text> : null}
      </Flex>
      <GoodsGrid
        goods={data?.list}
        loading={isFetching}
        action={(g) => <RemoveFavourite goodsId={g.goods_id} />}
        empty={
          <Empty description="还没有收藏的商品">
            <Link to="/gift-list">
              <Button type="primary">去逛逛</Button>
            </Link>
          </Empty>
        }
      />
      {data && data.data_count > PAGE_SIZE ? (
        <Flex justify="center" style={{ marginTop: 24 }}>
          <Pagination current={page} pageSize={PAGE_SIZE} total={data.data_count} showSizeChanger={false} onChange={(p) => setSearch({ page: String(p) })} />
        </Flex>
      ) : null}
    </Box>
  );
}
