import { chinaText } from 'shared-contracts/china-time';
import type { OrderFilterRequest, ParcelFilterRequest } from 'shared-contracts/schemas';
import type { OrderFilter } from '../../repositories/orders';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The order and parcel lists' filters (the user centre's and the console's) as the repository takes them. */
export function filterOf(body: OrderFilterRequest | ParcelFilterRequest): OrderFilter {
  return {
    status: body.status,
    orderSn: body.order_sn || undefined,
    shopOrder: body.shop_order || undefined,
    waybillCode: body.waybill_code || undefined,
    rec: body.rec || undefined,
    goodsName: body.goods_name || undefined,
    since: body.start_time,
    until: body.end_time,
    trackState: 'track_state' in body ? body.track_state : undefined,
  };
}

/** `订单-20261123-1405.xlsx`, China time, as an attachment header any browser reads. */
export function attachment(name: '订单' | '包裹', at: Date): string {
  const stamp = chinaText(at).slice(0, 16).replace(/[-:]/g, '').replace(' ', '-');
  const file = `${name}-${stamp}.xlsx`;
  return `attachment; filename="${name === '订单' ? 'orders' : 'parcels'}-${stamp}.xlsx"; filename*=UTF-8''${encodeURIComponent(file)}`;
}
