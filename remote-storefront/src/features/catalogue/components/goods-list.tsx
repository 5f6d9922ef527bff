import styled from 'styled-components';
import { Button, Empty, Flex } from 'shared-contracts/ui';
import { Pagination, Result } from 'shared-contracts/ui/more';
import { PAGE_SIZES } from 'shared-contracts';
import { GoodsSortBar } from 'shared-kits/goods-filters';
import { useListParams } from 'shared-kits/list-page';
import { useGoodsListQuery } from '../../../api/goods';
import { GoodsGrid } from '../../../components/goods-grid';
import { goodsListParams, toQuery } from '../utils/list-params';
import { FilterBar } from './filter-bar';

/** The sort bar framed on the grey page, between the filters and the cards. */
const SortBar = styled(GoodsSortBar)`
  margin: 16px 0 12px;
  padding: 8px 12px;
  background: ${(p) => p.theme.colorBgContainer};
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
`;

/** Filters, sorts, goods cards and pagination, all kept in the URL; `shopId` narrows to one supplier. */
export function GoodsList({ shopId }: { shopId?: number }) {
  const { params, update, paging } = useListParams(goodsListParams);
  const { data, isFetching, isError, refetch } = useGoodsListQuery(toQuery(params, shopId));
  const scrollUp = () => window.scrollTo({ top: 0, behavior: 'smooth' });

  return (
    <>
      <FilterBar params={params} onChange={update} />
      <SortBar value={params} total={data?.data_count} onChange={update} />
      {isError && !data ? (
        <Result status="warning" title="商品加载失败" extra={<Button onClick={() => void refetch()}>重新加载</Button>} />
      ) : (
        <GoodsGrid
          goods={data?.list}
          loading={isFetching}
          empty={<Empty style={{ padding: 48, background: '#fff', borderRadius: 8, margin: 0 }} description="没有找到符合条件的商品，换个条件试试" />}
        />
      )}
      {data && data.data_count > 0 ? (
        <Flex justify="center" style={{ marginTop: 24 }}>
          <Pagination
            current={paging.page}
            pageSize={paging.pageSize}
            total={data.data_count}
            pageSizeOptions={[...PAGE_SIZES]}
            showSizeChanger
            showQuickJumper
            showTotal={(total) => `共 ${total} 件`}
            onChange={(page, pageSize) => {
              paging.onChange(page, pageSize);
              scrollUp();
            }}
          />
        </Flex>
      ) : null}
    </>
  );
}
