// Fixtures for the order and parcel lists' component tests (imported only by tests).
import { TRACK_STATE_NAMES, type DeliverStatusValue, type OrderListItem, type OrderListQuery, type ParcelListItem, type ParcelListQuery, type TrackState } from 'shared-contracts';
import { ok, type RecordedCall } from 'shared-contracts/testing';

/** 23 orders, newest first, one an hour back from 2026-11-23 12:00 China time. */
export const ORDERS: OrderListItem[] = Array.from({ length: 23 }, (_, i) => ({
  order_sn: `DD2026112300${String(100 - i).padStart(3, '0')}`,
  goods_id: 10 + (i % 2),
  goods_name: i % 2 ? '精品毛巾8件装' : '陶瓷马克杯',
  goods_pic: `/images/goods/${10 + (i % 2)}.png`,
  goods_num: 1 + (i % 3),
  express_name: '中通快递',
  platform: 3,
  order_source: 1,
  rec_count: 3,
  dispatched_count: i % 3 === 0 ? 3 : 1,
  refunded_count: i === 1 ? 1 : 0,
  total_price: 12.5 + i,
  refund_price: i === 1 ? 3.5 : 0,
  status: i % 3 === 0 ? 3 : 2,
  remark: i === 0 ? '加急' : '',
  created_at: new Date(Date.UTC(2026, 10, 23, 4, 0, 0) - i * 3600_000).toISOString(),
}));

/**
 * Waybill numbers going back to the shop (orders 1, 2 and 4 came from authorised shop 5, order 1 on 淘宝):
 * per [order index, parcel index] the delivery state and the shop's text.
 */
const DELIVERIES: Record<string, [DeliverStatusValue, string]> = {
  '0-0': [1, ''],
  '0-1': [0, ''],
  '0-2': [2, '订单已退款，无法发货'],
  '1-0': [0, ''],
  '1-1': [0, ''],
  '1-2': [0, ''],
  '3-0': [3, '平台暂时无法接收，稍后自动重试'],
  '3-1': [1, ''],
  '3-2': [1, ''],
};

/**
 * 物流状态 per [order index, parcel index] (issue 21): the first 张三 signed, order 2's 张三 stuck (异常) and
 * compensated 2 yuan, order 3's 张三 returned; other dispatched parcels on the way, the rest not picked up.
 */
const TRACKS: Record<string, [TrackState, number | null]> = {
  '0-0': ['signed', null],
  '1-0': ['exception', 2],
  '2-0': ['returned', null],
};

/** 3 parcels of each order: 张三 dispatched, 李四 waiting for its number, 王五 refused and refunded for order 2. */
export const PARCELS: ParcelListItem[] = ORDERS.flatMap((order, i) =>
  ['张三', '李四', '王五'].map((name, j) => {
    const refunded = i === 1 && j === 2;
    const dispatched = j === 0 || order.status === 3;
    return {
      id: 1000 + i * 3 + j,
      order_sn: order.order_sn,
      shop_order: j === 1 ? '' : `SO${i}-${j}`,
      goods_name: order.goods_name,
      goods_num: order.goods_num,
      express_name: '中通快递',
      waybill_code: dispatched ? `7531${String(i * 3 + j).padStart(8, '0')}` : '',
      rec_name: name,
      rec_mobile: `138****${String(8000 + j)}`,
      rec_province: '浙江省',
      rec_city: '杭州市',
      rec_district: '西湖区',
      rec_address: `文三路${100 + j}号`,
      lp_reissue_sn: '',
      price: 4.5,
      status: refunded ? 4 : dispatched ? 3 : 2,
      error: refunded ? '该地址超出派送范围' : '',
      created_at: order.created_at,
      dispatched_at: dispatched ? order.created_at : null,
      platform: order.platform,
      store_id: DELIVERIES[`${i}-${j}`] ? 5 : null,
      deliver_status: DELIVERIES[`${i}-${j}`]?.[0] ?? null,
      deliver_msg: DELIVERIES[`${i}-${j}`]?.[1] ?? '',
      track_state: TRACKS[`${i}-${j}`]?.[0] ?? (dispatched ? 'in_transit' : 'none'),
      track_state_name: TRACK_STATE_NAMES[TRACKS[`${i}-${j}`]?.[0] ?? (dispatched ? 'in_transit' : 'none')],
      compensation: TRACKS[`${i}-${j}`]?.[1] ?? null,
    } satisfies ParcelListItem;
  }),
);

function page<T>(rows: T[], q: OrderListQuery) {
  const { page: at = 1, page_size: size = 10 } = q;
  return ok({ list: rows.slice((at - 1) * size, at * size), page: at, page_size: size, data_count: rows.length });
}

const china = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const inRange = (created: string, q: OrderListQuery) => (!q.start_time || china(created) >= q.start_time) && (!q.end_time || china(created) <= q.end_time);

export function serveOrders(call: RecordedCall) {
  const q = call.body as unknown as OrderListQuery;
  const parcelsOf = (sn: string) => PARCELS.filter((p) => p.order_sn === sn);
  return page(
    ORDERS.filter(
      (o) =>
        (!q.status || o.status === q.status) &&
        (!q.order_sn || o.order_sn === q.order_sn) &&
        (!q.goods_name || o.goods_name.includes(q.goods_name)) &&
        (!q.rec || parcelsOf(o.order_sn).some((p) => p.rec_name === q.rec)) &&
        inRange(o.created_at, q),
    ),
    q,
  );
}

export function serveParcels(call: RecordedCall) {
  const q = call.body as unknown as ParcelListQuery;
  return page(
    PARCELS.filter(
      (p) =>
        (!q.status || p.status === q.status) &&
        (!q.track_state || p.track_state === q.track_state) &&
        (!q.order_sn || p.order_sn === q.order_sn) &&
        (!q.waybill_code || p.waybill_code === q.waybill_code) &&
        (!q.rec || p.rec_name === q.rec) &&
        inRange(p.created_at, q),
    ),
    q,
  );
}
