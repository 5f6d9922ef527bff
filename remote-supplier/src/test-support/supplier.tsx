import type { ReactElement } from 'react';
import Cookies from 'js-cookie';
import { TOKEN_COOKIE, type Paginated } from 'shared-contracts';
import { SUPPLIER_COOKIE_PATH, SUPPLIER_TOKEN_COOKIE, type SupplierGoodsRow, type SupplierMe, type SupplierParcelRow, type SupplierRole, type SupplierWorkbench } from 'shared-contracts/supplier';
import { Route, Routes } from 'shared-contracts/router';
import type { RecordedCall } from 'shared-contracts/testing';

/**
 * The page's own address under /supplier-center: the supplier cookie has path /supplier-center, so the page
 * (jsdom's document) must be there to read it, as in a browser. MemoryRouter's path is separate.
 */
export function atCenter(path = '/supplier-center') {
  window.history.replaceState(null, '', path);
}

/** Signed in as a supplier: the supplier-token cookie on /supplier-center. */
export function signInSupplier(token = 'sup-tok') {
  atCenter(window.location.pathname.startsWith(SUPPLIER_COOKIE_PATH) ? window.location.pathname : SUPPLIER_COOKIE_PATH);
  Cookies.set(SUPPLIER_TOKEN_COOKIE, token, { path: SUPPLIER_COOKIE_PATH });
}

/** A shop member signed in on the same browser (their cookie must stay as it is, and never reach /api/supplier). */
export function signInMember(token = 'user-tok') {
  Cookies.set(TOKEN_COOKIE, token, { path: '/' });
}

export const supplierCookie = () => Cookies.get(SUPPLIER_TOKEN_COOKIE);
export const memberCookie = () => Cookies.get(TOKEN_COOKIE);

export function me(role: SupplierRole = 'owner', extra: Partial<SupplierMe> = {}): SupplierMe {
  return {
    id: 4,
    name: role === 'owner' ? '王供货' : '李发货',
    mobile: '139****0001',
    role,
    must_change_password: false,
    shop: { id: 1, name: '义乌礼品仓', logo: '' },
    ...extra,
  };
}

/** A page of rows as the server answers it, for the page and size asked. */
export const pageOf =
  <T,>(rows: T[], total = rows.length) =>
  (call: RecordedCall): { code: number; msg: string; data: Paginated<T> } => ({
    code: 0,
    msg: 'ok',
    data: { list: rows, page: Number(call.query.get('page') ?? 1), page_size: Number(call.query.get('page_size') ?? 10), data_count: total },
  });

export function goodsRow(id: number, extra: Partial<SupplierGoodsRow> = {}): SupplierGoodsRow {
  return {
    goods_id: id,
    name: `精品毛巾${id}号`,
    pics: [`/images/goods-${id}.png`],
    description: '纯棉',
    weight_g: 120,
    price: 3.5,
    supply_price: 2.1,
    stock: 500,
    stock_warning: 50,
    is_on_sale: true,
    courier_name: '中通快递',
    pending: [],
    ...extra,
  };
}

export function parcelRow(id: number, extra: Partial<SupplierParcelRow> = {}): SupplierParcelRow {
  return {
    id,
    parcel_sn: `P2026112800${id}`,
    waybill_code: `ZT7700000${id}`,
    order_sn: 'O20261128001',
    goods_id: 12,
    goods_name: '精品毛巾12号',
    goods_num: 2,
    courier_id: 3,
    courier_name: '中通快递',
    issue_deadline: '16:00:00',
    rec_name: `收件人${id}`,
    rec_mobile: '138****0000',
    rec_address: '浙江省杭州市西湖区文三路 1 号',
    status: 'to_ship',
    status_text: '待发货',
    reason: '',
    created_at: '2026-11-28 09:30:00',
    shipped_at: null,
    ...extra,
  };
}

export const WORKBENCH: SupplierWorkbench = {
  date: '2026-11-28',
  to_ship: [
    { courier_id: 3, courier_name: '中通快递', issue_deadline: '16:00:00', parcels: 28 },
    { courier_id: 5, courier_name: '圆通速递', issue_deadline: '17:30:00', parcels: 2 },
  ],
  to_ship_total: 30,
  low_stock: [{ goods_id: 12, name: '精品毛巾12号', stock: 8, stock_warning: 50 }],
  month: { shipped: 120, payable: 252.3 },
};

/**
 * A supplier centre page among the centre's routes, as the host mounts them: home (where a supplier whose
 * session ended is sent) and 修改密码 are pages of their own (stubs unless given).
 */
export function centerRoutes(page: ReactElement, { password = <p>修改密码页</p> }: { password?: ReactElement } = {}) {
  return (
    <Routes>
      <Route path="/" element={<p>商城首页</p>} />
      <Route path="/supplier-center/password" element={password} />
      <Route path="*" element={page} />
    </Routes>
  );
}

/**
 * fetch answering `path` with a file (a PDF, an .xlsx) and everything else through `server` (mockApi): the
 * requests for the file are kept, so a test can read their headers and body.
 */
export function serveFile(server: { fetchMock: jest.Mock }, path: string, file: { bytes: Uint8Array<ArrayBuffer>; type: string }) {
  const requests: Request[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (new URL(request.url, window.location.href).pathname === path) {
      requests.push(request);
      return new Response(file.bytes, { status: 200, headers: { 'Content-Type': file.type } });
    }
    return server.fetchMock(request);
  }) as unknown as typeof fetch;
  return requests;
}
