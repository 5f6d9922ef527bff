// Orders and parcels for 订单与包裹's component tests (imported only by tests).
import Cookies from 'js-cookie';
import { OPERATOR_TOKEN_COOKIE } from 'shared-contracts/admin';
import type { AdminOrderRow, AdminParcelRow } from 'shared-contracts/admin';
import type { mockApi } from 'shared-contracts/testing';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A paid order of the main site (no margin), 3 recipients, one dispatched; created 2026-11-23 12:00 China time. */
export const adminOrder = (id: number, extra: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  id,
  order_sn: `DD202611230${String(id).padStart(4, '0')}`,
  goods_id: 10,
  goods_name: '陶瓷马克杯',
  goods_pic: '/images/goods/10.png',
  goods_num: 2,
  express_name: '中通快递',
  platform: 3,
  order_source: 1,
  rec_count: 3,
  dispatched_count: 1,
  refunded_count: 0,
  total_price: 37.5,
  refund_price: 0,
  status: 2,
  remark: '',
  created_at: '2026-11-23T04:00:00.000Z',
  user_id: 7,
  mobile: '138****0007',
  site_id: 1,
  site_name: '礼品代发商城',
  margin: null,
  ...extra,
});

/** A dispatched parcel of the main site (no cost or margin), in transit; created 2026-11-23 12:00 China time. */
export const adminParcel = (id: number, extra: Partial<AdminParcelRow> = {}): AdminParcelRow => ({
  id,
  order_sn: 'DD2026112300001',
  shop_order: `SO${id}`,
  goods_name: '陶瓷马克杯',
  goods_num: 2,
  express_name: '中通快递',
  waybill_code: `7531000${id}`,
  rec_name: '张三',
  rec_mobile: '138****8000',
  rec_province: '浙江省',
  rec_city: '杭州市',
  rec_district: '西湖区',
  rec_address: '文三路100号',
  lp_reissue_sn: '',
  price: 12.5,
  status: 3,
  error: '',
  created_at: '2026-11-23T04:00:00.000Z',
  dispatched_at: '2026-11-23T05:00:00.000Z',
  platform: 3,
  store_id: null,
  deliver_status: null,
  deliver_msg: '',
  track_state: 'in_transit',
  track_state_name: '运输中',
  compensation: null,
  compensated: false,
  user_id: 7,
  mobile: '138****0007',
  site_id: 1,
  site_name: '礼品代发商城',
  cost: null,
  margin: null,
  ...extra,
});

/** Makes GET `path` answer with a file (the server's streamed .xlsx), or with the JSON `refusal` when given. */
/** The operator token a request carries as the browser would send it (issue 35): the HttpOnly cookie (the test jar) with X-Console, or the API header. */
const sentOperatorToken = (request: Request) =>
  request.headers.get('X-Operator-Token') ?? (request.headers.get('X-Console') === '1' ? (Cookies.get(OPERATOR_TOKEN_COOKIE) ?? null) : null);

export function serveFile(server: ReturnType<typeof mockApi>, path: string, refusal?: { code: number; msg: string }) {
  const reply = server.fetchMock.getMockImplementation()!;
  server.fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (url.pathname !== path) return reply(input, init);
    server.calls.push({ method: request.method, path, query: url.searchParams, body: null, authorization: request.headers.get('Authorization'), operatorToken: sentOperatorToken(request) });
    if (refusal) return new Response(JSON.stringify({ ...refusal, data: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    return new Response(new Uint8Array([80, 75, 3, 4, 1, 2]), { status: 200, headers: { 'Content-Type': XLSX_TYPE } });
  });
}

/** Catches what the list kit's `downloadBlob` hands the browser: call in beforeEach, restore the mocks after each test. */
export function captureDownloads() {
  const saved: { blob: Blob; name: string }[] = [];
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => `blob:test/${blobs.push(blob)}`);
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blobs[Number(this.href.split('/').pop()) - 1], name: this.download });
  });
  return saved;
}
