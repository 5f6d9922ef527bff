import { useMemo } from 'react';
import { ORDER_STATUS_NAMES } from 'shared-contracts';
import { isSiteRole, seesOrderAmounts, type OperatorRole } from 'shared-contracts/admin';
import { ListFilters, ListTable, useListParams } from 'shared-kits/list-page';
import { ORDERS_EXPORT_URL, useAdminOrdersListQuery } from '../api/orders-api';
import { ordersListParams, toOrderFilters, toOrdersQuery, type TextFilter } from '../hooks/orders-params';
import { useOrderFilters } from '../hooks/use-order-filters';
import { useOrdersExport } from '../hooks/use-orders-export';
import { orderColumns } from './order-columns';

const FIELDS: readonly TextFilter[] = ['order_sn', 'shop_order', 'waybill_code', 'rec', 'rec_mobile', 'goods_name', 'goods_id', 'mobile'];
const STATUS_LABELS = { '1': ORDER_STATUS_NAMES[1], '2': ORDER_STATUS_NAMES[2], '3': ORDER_STATUS_NAMES[3] };

/**
 * 订单: every member's orders (a 分站's operators: their members'), with the user centre's filters, the member's
 * mobile and, for a main-site operator, the site — all in the URL — server paging, and 导出 of every matching order
 * (the server's file). Issue 34: the recipient's whole phone, goods id and courier too; 金额 and 分站毛利 only for a role
 * that sees amounts (seesOrderAmounts).
 */
export function OrdersList({ role }: { role: OperatorRole }) {
  const main = !isSiteRole(role);
  const list = useListParams(ordersListParams);
  const { params, paging, filtered } = list;
  const search = useOrderFilters(list, FIELDS, role);
  const result = useAdminOrdersListQuery(toOrdersQuery(params, main));
  const exportOrders = useOrdersExport(ORDERS_EXPORT_URL, toOrderFilters(params, main));
  const showAmounts = seesOrderAmounts(role);
  const columns = useMemo(() => orderColumns(main, showAmounts), [main, showAmounts]);
  return (
    <>
      <ListFilters list={list} filters={[{ kind: 'choice', key: 'status', label: '订单状态', all: '全部状态', options: STATUS_LABELS }, ...search]} />
      <ListTable
        label="订单列表"
        columns={columns}
        rowKey="id"
        result={result}
        paging={paging}
        emptyText={filtered ? '没有符合条件的订单' : '暂无订单'}
        exportAs={{ fileName: '订单', server: exportOrders }}
      />
    </>
  );
}
