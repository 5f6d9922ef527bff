import { fenToYuan, multiplyFen, sumFen, yuanToFen, type OrderResultRow, type PricedRow, type PurchaseInfo } from 'shared-contracts';
import type { RecipientRequest } from 'shared-contracts/schemas';
import { mockApi, ok, type RecordedCall } from 'shared-contracts/testing';

/** Test data of the purchase remote's component tests. */
export const INFO: PurchaseInfo = {
  platform_list: [
    { id: 1, name: '京东', disabled: false },
    { id: 2, name: '淘宝/天猫', disabled: false },
    { id: 3, name: '拼多多', disabled: true },
    { id: 6, name: '视频号', disabled: false },
  ],
  goods_info: {
    goods_id: 11,
    goods_name: '定制保温杯',
    goods_pic: '/img/11.svg',
    price: 2.5,
    goods_weight: 0.12,
    limit: 5,
    is_no_sku: false,
    is_collect: false,
    tag: '',
    express_name: '圆通快递',
    express_image: '/img/yt.svg',
    city: '义乌市',
  },
  no_deliver_area: ['新疆', '西藏'],
  express_info: {
    id: 3,
    name: '圆通快递',
    subname: '义乌仓',
    send_province: '浙江省',
    send_city: '金华市',
    send_district: '义乌市',
    send_address: '稠州北路1号',
    tips: '每日16点前下单当天发出',
    is_wu: false,
  },
};

export const WU_INFO: PurchaseInfo = { ...INFO, express_info: { ...INFO.express_info, is_wu: true } };

export const LINES = {
  zhang: '1001，张三，13900000001，广东省深圳市南山区科技园1号',
  li: '1002，李四，13900000002，浙江省杭州市西湖区文三路2号',
  wang: '王五，13900000003，新疆维吾尔自治区乌鲁木齐市天山区人民路3号',
};

export const UNIT = 2.5;
export const XINJIANG = '该快递不发货地区：新疆';

/**
 * POST /api/gift/order/price as the server answers it: every row priced at 2.50 × goods_num, rows in
 * Xinjiang state 2; the total summed in fen over the good rows.
 */
export function priceReply(call: RecordedCall) {
  const body = call.body as { goods_num: number; rec_list: RecipientRequest[] };
  const rows: PricedRow[] = body.rec_list.map((r) =>
    r.rec_province.startsWith('新疆') ? { ...r, price: 0, state: 2, errorText: XINJIANG } : { ...r, price: fenToYuan(multiplyFen(yuanToFen(UNIT), body.goods_num)), state: 1 },
  );
  const total = sumFen(rows.filter((r) => r.state === 1).map((r) => yuanToFen(r.price)));
  return ok({ state: rows.some((r) => r.state === 2) ? 2 : 1, rec_list: rows, total_price: fenToYuan(total), unit_price: UNIT });
}

/** POST /api/gift/order/make: every row ordered, or the rows `fail` picks not. */
export function makeReply(fail: (r: RecipientRequest) => 0 | 2 | null = () => null) {
  return (call: RecordedCall) => {
    const rows = (call.body as { rec_list: RecipientRequest[] }).rec_list;
    return ok<OrderResultRow[]>(
      rows.map((r, i) => {
        const status = fail(r);
        return {
          id: r.id,
          status: status ?? 1,
          shop_order: r.shop_order,
          kuaidi_sn: '圆通快递',
          order: status !== 0,
          error: status === 0 ? '收件人手机号不正确' : status === 2 ? '快递拒收：地址超区' : '',
          order_sn: status === 0 ? '' : `DD${100 + i}`,
          waybill_code: status === null ? `YT${9000 + i}` : '',
          send_status: 0,
          msg: '',
        };
      }),
    );
  };
}

/** The server of the purchase dialog: goods 11's purchase info and its pricing, and what `routes` adds. */
export const servePurchase = (routes: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({ 'GET /api/gift/purchase/info': ok(INFO), 'POST /api/gift/order/price': priceReply, ...routes });
