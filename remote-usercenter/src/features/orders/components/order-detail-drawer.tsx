import { useState } from 'react';
import { OrderSource, type OrderListItem, type OrderSourceValue } from 'shared-contracts';
import { ListTable, type Paging } from 'shared-kits/list-page';
import { Descriptions, Drawer } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { orderParcelColumns, PARCEL_DOWNLOAD_URL, useUserParcelListQuery } from '../../parcels';
import { chinaTime } from '../../../utils/china-time';
import { yuan } from '../../../utils/yuan';
import { useServerExport } from '../../../shared/order-lists/hooks/use-server-export';
import { GoodsCell } from './goods-cell';
import { OrderProgress, platformName } from './order-columns';

const SOURCE_NAMES: Record<OrderSourceValue, string> = {
  [OrderSource.TYPED]: '手动填写',
  [OrderSource.SHEET]: '表格导入',
  [OrderSource.FILTER]: '智能筛选',
  [OrderSource.AUTHORISED]: '店铺授权',
};

const Section = styled.h3`
  margin: 0;
  font-size: 15px;
  font-weight: 600;
`;

const Gap = styled.div`
  height: 24px;
`;

/** One order's parcels, paged inside the drawer (not in the URL: the list's page stays as it was). */
function OrderParcels({ orderSn, count }: { orderSn: string; count: number }) {
  const [page, setPage] = useState({ page: 1, pageSize: 10 });
  const paging: Paging = {
    ...page,
    onChange: (next, pageSize) => setPage(pageSize !== page.pageSize ? { page: 1, pageSize } : { page: next, pageSize }),
  };
  const result = useUserParcelListQuery({ order_sn: orderSn, page: page.page, page_size: page.pageSize });
  const exportParcels = useServerExport(PARCEL_DOWNLOAD_URL, { order_sn: orderSn });
  return (
    <ListTable
      label="订单包裹"
      columns={orderParcelColumns}
      rowKey="id"
      result={result}
      paging={paging}
      size="small"
      emptyText="该订单暂无包裹"
      toolbar={<Section>包裹（{count}）</Section>}
      exportAs={{ fileName: `订单${orderSn}包裹`, server: exportParcels }}
    />
  );
}

interface OrderDetailDrawerProps {
  /** The order to show; null closes the drawer. */
  order: OrderListItem | null;
  onClose: () => void;
}

/** 订单详情: the order's fields and its parcels (the parcel list call filtered by `order_sn`). */
export function OrderDetailDrawer({ order, onClose }: OrderDetailDrawerProps) {
  return (
    <Drawer title="订单详情" open={order !== null} onClose={onClose} size={1000} destroyOnHidden>
      {order ? (
        <>
          <Descriptions
            bordered
            size="small"
            column={2}
            items={[
              { key: 'sn', label: '订单号', children: order.order_sn },
              { key: 'time', label: '下单时间', children: chinaTime(order.created_at) },
              { key: 'goods', label: '商品', span: 2, children: <GoodsCell pic={order.goods_pic} name={order.goods_name} /> },
              { key: 'num', label: '数量', children: `每人 ${order.goods_num} 件` },
              { key: 'express', label: '快递', children: order.express_name || '—' },
              { key: 'platform', label: '平台', children: platformName(order.platform) },
              { key: 'source', label: '收件人来源', children: SOURCE_NAMES[order.order_source] ?? '—' },
              { key: 'count', label: '收件人数', children: order.rec_count },
              { key: 'status', label: '状态', children: <OrderProgress order={order} /> },
              { key: 'amount', label: '金额', children: `¥${yuan(order.total_price)}` },
              { key: 'refund', label: '已退金额', children: order.refund_price > 0 ? `¥${yuan(order.refund_price)}` : '—' },
              { key: 'remark', label: '备注', span: 2, children: order.remark || '—' },
            ]}
          />
          <Gap />
          <OrderParcels key={order.order_sn} orderSn={order.order_sn} count={order.rec_count} />
        </>
      ) : null}
    </Drawer>
  );
}
