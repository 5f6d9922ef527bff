import { useMemo, useState } from 'react';
import type { SupplierGoodsRow } from 'shared-contracts/supplier';
import { Tabs } from 'shared-contracts/ui/more';
import { ListFilters, ListTable, toPageQuery, useListParams } from 'shared-kits/list-page';
import { PageHeader, Panel } from '../../../shared/page-header';
import { useSupplierGoodsQuery } from '../api/goods-api';
import { goodsListParams } from '../hooks/goods-params';
import { goodsColumns } from './goods-columns';
import { GoodsEditDrawer } from './goods-edit-drawer';
import { RequestModal, type RequestTarget } from './request-modal';
import { RequestsList } from './requests-list';
import { StockModal } from './stock-modal';

/**
 * 商品 (issue 33): the shop's goods — search, 编辑 (title, pictures, description, weight, low-stock line), 库存, and
 * requests the main site reviews (调整供货价, 申请上架 / 申请下架), pending ones tagged 待审核 on their row — and the
 * 审核记录 tab. Tab, keyword and page are held in the URL.
 */
export function GoodsCenter() {
  const list = useListParams(goodsListParams);
  const { params, update, paging } = list;
  const goods = useSupplierGoodsQuery({ ...toPageQuery(params), ...(params.keyword ? { keyword: params.keyword } : {}) }, { skip: params.tab !== 'goods' });
  const [editing, setEditing] = useState<SupplierGoodsRow | null>(null);
  const [stockId, setStockId] = useState<number | null>(null);
  const [request, setRequest] = useState<RequestTarget | null>(null);
  // the stock dialog follows the row as the list is read again (an order may have taken stock)
  const stockRow = stockId === null ? null : (goods.data?.list.find((row) => row.goods_id === stockId) ?? null);

  const columns = useMemo(
    () =>
      goodsColumns({
        onEdit: setEditing,
        onStock: (row) => setStockId(row.goods_id),
        onSupplyPrice: (row) => setRequest({ row, kind: 'supply_price' }),
        onSale: (row) => setRequest({ row, kind: row.is_on_sale ? 'off_sale' : 'on_sale' }),
      }),
    [],
  );

  return (
    <>
      <PageHeader title="商品" note="售价由平台设置；供货价调整、上下架需平台审核" />
      <Panel>
        <Tabs
          activeKey={params.tab}
          onChange={(tab) => update({ tab: tab as 'goods' | 'requests' })}
          items={[
            { key: 'goods', label: '商品' },
            { key: 'requests', label: '审核记录' },
          ]}
        />
        {params.tab === 'goods' ? (
          <ListTable
            label="商品列表"
            columns={columns}
            rowKey="goods_id"
            result={goods}
            paging={paging}
            emptyText={params.keyword ? '没有符合条件的商品' : '店铺还没有商品'}
            exportAs={{ fileName: '供货商品' }}
            toolbar={
              <ListFilters
                list={list}
                filters={[{ kind: 'search', key: 'keyword', label: '商品关键词', placeholder: '商品名称或 ID', enterButton: '搜索', width: 320 }]}
              />
            }
          />
        ) : (
          <RequestsList page={params.page} pageSize={params.pageSize} paging={paging} />
        )}
      </Panel>
      <GoodsEditDrawer row={editing} onClose={() => setEditing(null)} />
      <StockModal row={stockRow} onClose={() => setStockId(null)} />
      <RequestModal target={request} onClose={() => setRequest(null)} />
    </>
  );
}
