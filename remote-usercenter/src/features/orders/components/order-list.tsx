import { useMemo, useState } from 'react';
import { ORDER_STATUS_NAMES, type OrderListItem } from 'shared-contracts';
import { ListFilters, ListTable, toPageQuery, useListParams } from 'shared-kits/list-page';
import { ORDER_DOWNLOAD_URL, useUserOrderListQuery } from '../api/order-list';
import { useServerExport } from '../../../shared/order-lists/hooks/use-server-export';
import { orderListParams, searchQuery, type TextFilter } from '../../../shared/order-lists/utils/search-params';
import { orderColumns } from './order-columns';
import { OrderDetailDrawer } from './order-detail-drawer';
import { orderSearch } from '../../../shared/order-lists/utils/order-search';
import { StatusTabs } from '../../../shared/order-lists/components/status-tabs';

const STATUSES = (['1', '2', '3'] as const).map((value) => ({ value, label: ORDER_STATUS_NAMES[Number(value) as 1 | 2 | 3] }));
const FIELDS: readonly TextFilter[] = ['order_sn', 'shop_order', 'waybill_code', 'rec', 'goods_name'];
export const ORDER_FILE_NAME = '订单列表';

/**
 * 订单列表 (/user-center/order-list): status tabs, the search, the orders with server paging — all in the
 * URL (`?status=2&rec=张三&start_time=2026-11-20`) — 导出 of every matching order (the server's file),
 * and 详情 in a drawer with the order's parcels.
 */
export function OrderList() {
  const list = useListParams(orderListParams);
  const { params, update, paging, filtered } = list;
  const filters = searchQuery(params);
  const result = useUserOrderListQuery({ ...toPageQuery(params), ...filters });
  const exportOrders = useServerExport(ORDER_DOWNLOAD_URL, filters);
  const [detail, setDetail] = useState<OrderListItem | null>(null);
  const columns = useMemo(() => orderColumns(setDetail), []);
  return (
    <>
      <StatusTabs label="订单状态" value={params.status} statuses={STATUSES} onChange={(status) => update({ status })} />
      <ListFilters list={list} filters={orderSearch(list, FIELDS)} captions />
      <ListTable
        label="订单列表"
        columns={columns}
        rowKey="order_sn"
        result={result}
        paging={paging}
        size="middle"
        emptyText={filtered ? '没有符合条件的订单' : '暂无订单'}
        exportAs={{ fileName: ORDER_FILE_NAME, server: exportOrders }}
      />
      <OrderDetailDrawer order={detail} onClose={() => setDetail(null)} />
    </>
  );
}
