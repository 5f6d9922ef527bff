import type { AuthOrderItem, AuthOrderQuery, DeliverRow, StoreOption } from 'shared-contracts';
import type { DeliverRequest } from 'shared-contracts/schemas';
import { ok, type RecordedCall } from 'shared-contracts/testing';

/** Test data of the 授权店铺 tab: an expired shop listed first, then two usable ones. */
export const SHOPS: StoreOption[] = [
  { id: 4, shop_name: '旧店（已过期）', expired: true },
  { id: 5, shop_name: '淘宝礼品旗舰店', expired: false },
  { id: 6, shop_name: '淘宝二店', expired: false },
];

const NAMES = ['赵一', '钱二', '孙三', '李四', '周五', '吴六', '郑七', '王八', '冯九', '陈十', '褚十一', '卫十二'];

/** The shop's orders: 12 of them, T1001…T1012; T1003 already bought (state 2). */
export const ORDERS: AuthOrderItem[] = NAMES.map((name, i) => ({
  shop_order: `T${1001 + i}`,
  receiver_name: name,
  receiver_phone: `1390000${String(1001 + i).padStart(4, '0')}`,
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  address: `科技园${i + 1}号`,
  flag: i % 3,
  remark: i === 0 ? '送礼加急' : '',
  goods_list: [{ goods_img: '', goods_name: '定制保温杯', goods_spec: '红色 500ml', goods_count: 1 }],
  state: i === 2 ? 2 : 1,
  state_text: i === 2 ? '已下单' : undefined,
  status: 'paid',
  buyer_nick: `买家${i + 1}`,
  created_at: `2026-11-${String(20 - (i % 5)).padStart(2, '0')}T02:00:00Z`,
}));

/** POST /api/gift/auth/order: the orders paged as asked (filters are the server's; the tests read what was sent). */
export function ordersReply(call: RecordedCall) {
  const q = call.body as unknown as AuthOrderQuery;
  const page = q.page ?? 1;
  const size = q.page_size ?? 10;
  return ok({ list: ORDERS.slice((page - 1) * size, page * size), page, page_size: size, data_count: ORDERS.length });
}

/** POST /api/gift/auth/deliver: the shop takes each row, or refuses those `refuse` names (with its reason). */
export function deliverReply(refuse: (shopOrder: string) => string | null = () => null) {
  return (call: RecordedCall) => {
    const body = call.body as unknown as DeliverRequest;
    return ok<DeliverRow[]>(
      body.list.map((r) => {
        const reason = refuse(r.shop_order);
        return { ...r, send_status: reason ? 0 : 1, msg: reason ?? '已回传' };
      }),
    );
  };
}
