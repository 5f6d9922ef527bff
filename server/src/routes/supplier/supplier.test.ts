import { UserType } from 'shared-contracts';
import { readLabelsPdf } from '../../test-support/label-pdf-reader';
import { call, testClock, uniqueMobile } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';
import { balanceOf, makeOrder, merchant, recipients } from '../../test-support/ordering';
import { goodsOfShop, SUPPLIER_PASSWORD, supplierOf } from '../../test-support/suppliers';

// The supply side on the server (issue 33): a supplier's own sign-in and token, its goods and stock, its parcels
// (pick list, labels, 发货, 无法发货 refunding the merchant once), its payable on the ledger and its payouts.
const clock = testClock();
const t = (china: string) => new Date(`${china}+08:00`);
let goods: Awaited<ReturnType<typeof goodsOfShop>>;
let supplier: Awaited<ReturnType<typeof supplierOf>>;
let other: Awaited<ReturnType<typeof supplierOf>>;
let buyer: Awaited<ReturnType<typeof merchant>>;

withTestApp({ clock }, { beforeClose: () => expectBooksBalanced(app) });
beforeAll(async () => {
  clock.set(t('2026-03-02 10:00:00'));
  goods = await goodsOfShop(app, 1);
  supplier = await supplierOf(app, 1);
  other = await supplierOf(app, 2);
  buyer = await merchant(app, 500);
});

const as = (token: string) => ({ token });
const parcelsOf = async (token: string, query: Record<string, string> = {}) =>
  (await call(app, 'GET', '/api/supplier/parcels', undefined, { token, query: { page: '1', page_size: '100', ...query } })).body.data;
const summary = async () => (await call(app, 'GET', '/api/supplier/settlement/summary', undefined, as(supplier.token))).body.data;

describe('signing in as a supplier', () => {
  it('answers a token and the forced change of the one-time password; only me, password and logout answer until then', async () => {
    const mobile = uniqueMobile();
    const { password } = await app.services.supplierAccounts.create({ shopId: 1, mobile, name: '新员工', role: 'staff' });
    const login = await call(app, 'POST', '/api/login', { mobile, password, type: UserType.SUPPLIER });
    expect(login.body).toMatchObject({ code: 0, data: { token: expect.any(String), must_change_password: true } });
    const token = login.body.data.token;
    expect((await call(app, 'GET', '/api/supplier/goods', undefined, as(token))).status).toBe(403);
    expect((await call(app, 'GET', '/api/supplier/me', undefined, as(token))).body.data).toMatchObject({ role: 'staff', must_change_password: true, shop: { id: 1 } });
    expect((await call(app, 'PUT', '/api/supplier/password', { old_password: password, password: 'newpass123' }, as(token))).body.code).toBe(0);
    expect((await call(app, 'GET', '/api/supplier/goods', undefined, as(token))).status).toBe(200);
    // the same mobile as a member: a member sign-in does not know it
    expect((await call(app, 'POST', '/api/login', { mobile, password: 'newpass123' })).body.code).not.toBe(0);
  });

  it('keeps the kinds of token apart: a supplier token is 401 on member routes, a member token 401 on supplier routes', async () => {
    expect((await call(app, 'GET', '/api/user/info', undefined, as(supplier.token))).status).toBe(401);
    expect((await call(app, 'GET', '/api/supplier/parcels', undefined, as(buyer.token))).status).toBe(401);
    expect((await call(app, 'GET', '/api/supplier/parcels')).status).toBe(401);
  });

  it('refuses a wrong password', async () => {
    expect((await call(app, 'POST', '/api/login', { mobile: supplier.mobile, password: 'wrong-one', type: UserType.SUPPLIER })).body.msg).toBe('手机号或密码错误');
    const known = await call(app, 'POST', '/api/login', { mobile: supplier.mobile, password: SUPPLIER_PASSWORD, type: UserType.SUPPLIER });
    expect(known.body.code).toBe(0);
  });

  it('makes an application, not a merchant account, of a registration as 供应商', async () => {
    const refused = await call(app, 'POST', '/api/register', { mobile: uniqueMobile(), password: 'secret123', sms_code: '123456', type: UserType.SUPPLIER });
    expect(refused.body.msg).toBe('供应商请填写入驻资料提交申请');
  });
});

describe('goods and stock', () => {
  it('lists the shop’s goods only, with the supply price', async () => {
    const { body } = await call(app, 'GET', '/api/supplier/goods', undefined, { token: supplier.token, query: { page: '1', page_size: '100' } });
    expect(body.data.data_count).toBeGreaterThan(0);
    const shops = await app.db.selectFrom('goods').select('id').where('shop_id', '=', 1).execute();
    expect(body.data.list.map((row: { goods_id: number }) => row.goods_id).sort()).toEqual(shops.map((row) => row.id).sort());
    const row = body.data.list.find((r: { goods_id: number }) => r.goods_id === goods.id);
    expect(row).toMatchObject({ supply_price: goods.supplyFen / 100, price: goods.priceFen / 100, stock: 1_000_000 });
  });

  it('sets the stock only from the stock the supplier saw; another shop’s goods is 404', async () => {
    const stock = (await app.db.selectFrom('goods').select('stock').where('id', '=', goods.id).executeTakeFirstOrThrow()).stock;
    const stale = await call(app, 'PUT', `/api/supplier/goods/${goods.id}/stock`, { stock: 5, expected_stock: stock - 1 }, as(supplier.token));
    expect(stale.body.msg).toBe('库存已被订单更新，请刷新后重新设置');
    expect((await call(app, 'PUT', `/api/supplier/goods/${goods.id}/stock`, { stock: 500, expected_stock: stock }, as(supplier.token))).body.code).toBe(0);
    expect((await app.db.selectFrom('goods').select('stock').where('id', '=', goods.id).executeTakeFirstOrThrow()).stock).toBe(500);
    expect((await call(app, 'PUT', `/api/supplier/goods/${goods.id}/stock`, { stock: 1, expected_stock: 500 }, as(other.token))).status).toBe(404);
  });

  it('edits title, pictures and description at once: shoppers see them on the goods page', async () => {
    const body = { name: '供应商改过的名字', pics: ['/api/gift/goods/image/1.svg'], description: '纯棉材质\n每包 4 件', weight_g: 120, stock_warning: 30 };
    expect((await call(app, 'PUT', `/api/supplier/goods/${goods.id}`, body, as(supplier.token))).body.code).toBe(0);
    const detail = await call(app, 'GET', '/api/gift/goods/detail', undefined, { query: { goods_id: String(goods.id) } });
    expect(detail.body.data).toMatchObject({ goods_name: '供应商改过的名字', description: '纯棉材质\n每包 4 件' });
    expect((await call(app, 'PUT', `/api/supplier/goods/${goods.id}`, { ...body, name: '别人的' }, as(other.token))).status).toBe(404);
  });

  it('proposes a supply price for review (never above the list price, one pending at a time)', async () => {
    const above = await call(app, 'POST', `/api/supplier/goods/${goods.id}/requests`, { kind: 'supply_price', supply_price: goods.priceFen / 100 + 1 }, as(supplier.token));
    expect(above.body.msg).toBe('供货价不能高于商品售价');
    const asked = await call(app, 'POST', `/api/supplier/goods/${goods.id}/requests`, { kind: 'supply_price', supply_price: (goods.supplyFen + 1) / 100 }, as(supplier.token));
    expect(asked.body.code).toBe(0);
    const again = await call(app, 'POST', `/api/supplier/goods/${goods.id}/requests`, { kind: 'supply_price', supply_price: (goods.supplyFen + 2) / 100 }, as(supplier.token));
    expect(again.body.msg).toBe('该商品已有待审核的同类申请');
    // what shoppers pay and what the supplier is paid change only when approved
    expect((await app.db.selectFrom('goods').select('supply_price_fen').where('id', '=', goods.id).executeTakeFirstOrThrow()).supply_price_fen).toBe(goods.supplyFen);
  });

  it('takes an order’s stock: an order beyond it is refused with 库存不足 and nothing is booked', async () => {
    await app.db.updateTable('goods').set({ stock: 1 }).where('id', '=', goods.id).execute();
    const before = await balanceOf(app, buyer.token);
    const refused = await makeOrder(app, buyer.token, goods, recipients(2, 'short'));
    expect(refused.body.msg).toContain('库存不足');
    expect(await balanceOf(app, buyer.token)).toBe(before);
    await app.db.updateTable('goods').set({ stock: 1_000 }).where('id', '=', goods.id).execute();
  });
});

describe('parcels, labels, 发货 and 无法发货', () => {
  let ids: number[];

  beforeAll(async () => {
    expect((await makeOrder(app, buyer.token, goods, recipients(4, 'sup'))).body.code).toBe(0);
    ids = (await parcelsOf(supplier.token, { status: 'to_ship' })).list.map((row: { id: number }) => row.id);
  });

  it('shows the shop’s numbered parcels with masked phones, and books each supply price to the payable at dispatch', async () => {
    const page = await parcelsOf(supplier.token, { status: 'to_ship' });
    expect(page.data_count).toBe(4);
    expect(page.list[0]).toMatchObject({ waybill_code: expect.stringMatching(/\S+/), status: 'to_ship', status_text: '待发货', rec_mobile: expect.stringMatching(/^1\d{2}\*{4}\d{4}$/) });
    expect((await parcelsOf(other.token)).data_count).toBe(0);
    expect(await summary()).toMatchObject({ payable: (4 * goods.supplyFen) / 100, paid: 0, deducted: 0 });
  });

  it('answers 404 for a parcel of another shop on every batch call, and changes nothing', async () => {
    for (const url of ['/api/supplier/labels', '/api/supplier/pick-list', '/api/supplier/ship']) {
      expect((await call(app, 'POST', url, { parcel_ids: [ids[0]] }, as(other.token))).status).toBe(404);
    }
    expect((await call(app, 'POST', '/api/supplier/refuse', { parcel_ids: [ids[0]], reason: '缺货了' }, as(other.token))).status).toBe(404);
    expect((await call(app, 'POST', '/api/supplier/ship', { parcel_ids: [ids[0], 999_999_999] }, as(supplier.token))).status).toBe(404);
    expect((await parcelsOf(supplier.token, { status: 'to_ship' })).data_count).toBe(4);
  });

  it('makes a pick list and a label PDF: a page a parcel, each barcode its waybill number', async () => {
    const pick = await call(app, 'POST', '/api/supplier/pick-list', { parcel_ids: ids }, as(supplier.token));
    expect(pick.body.data).toMatchObject({ total_parcels: 4, total_pieces: 4, rows: [{ goods_id: goods.id, parcels: 4, pieces: 4 }] });
    const response = await app.inject({ method: 'POST', url: '/api/supplier/labels', payload: { parcel_ids: ids }, headers: { authorization: `Bearer ${supplier.token}` } });
    expect(response.headers['content-type']).toBe('application/pdf');
    const { pages } = await readLabelsPdf(response.rawPayload);
    const waybills = (await parcelsOf(supplier.token, { status: 'to_ship' })).list.map((row: { waybill_code: string }) => row.waybill_code);
    expect(pages.map((page) => page.barcodes)).toEqual(waybills.map((code: string) => [code]));
    expect(pages.every((page, i) => page.text.includes(waybills[i]))).toBe(true);
  });

  it('ships the chosen parcels once; refuses one not shipped, refunding the merchant once and taking its supply price back', async () => {
    const shipped = await call(app, 'POST', '/api/supplier/ship', { parcel_ids: ids.slice(0, 3) }, as(supplier.token));
    expect(shipped.body.data).toEqual({ done: ids.slice(0, 3), skipped: [] });
    expect((await call(app, 'POST', '/api/supplier/ship', { parcel_ids: [ids[0]] }, as(supplier.token))).body.data.skipped).toEqual([{ id: ids[0], reason: '包裹不是待发货状态' }]);

    const before = await balanceOf(app, buyer.token);
    const paid = (await app.db.selectFrom('parcels').select('price_fen').where('id', '=', ids[3]).executeTakeFirstOrThrow()).price_fen;
    const refused = await call(app, 'POST', '/api/supplier/refuse', { parcel_ids: [ids[3]], reason: '仓库缺货' }, as(supplier.token));
    expect(refused.body.data).toEqual({ done: [ids[3]], skipped: [] });
    const again = await call(app, 'POST', '/api/supplier/refuse', { parcel_ids: [ids[3], ids[0]], reason: '仓库缺货' }, as(supplier.token));
    expect(again.body.data.done).toEqual([]);
    expect(await balanceOf(app, buyer.token)).toBeCloseTo(before + paid / 100, 2);
    expect(await summary()).toMatchObject({ payable: (3 * goods.supplyFen) / 100 });
    expect((await parcelsOf(supplier.token, { status: 'refused' })).list).toEqual([expect.objectContaining({ id: ids[3], status_text: '无法发货', reason: '供应商无法发货：仓库缺货' })]);
    expect((await parcelsOf(supplier.token, { status: 'shipped' })).data_count).toBe(3);
  });
});

describe('a goods without a supply price', () => {
  it('is numbered and shipped as any other, and books nothing to its supplier', async () => {
    const free = await goodsOfShop(app, 3);
    await app.db.updateTable('goods').set({ supply_price_fen: 0 }).where('id', '=', free.id).execute();
    const made = await makeOrder(app, buyer.token, free, recipients(2, 'free'));
    expect(made.body.code).toBe(0);
    const parcels = await app.db.selectFrom('parcels').select(['status', 'shop_id', 'supply_fen']).where('order_id', '=', (await app.db.selectFrom('orders').select('id').where('order_sn', '=', made.body.data[0].order_sn).executeTakeFirstOrThrow()).id).execute();
    expect(parcels).toEqual([{ status: 3, shop_id: 3, supply_fen: 0 }, { status: 3, shop_id: 3, supply_fen: 0 }]);
    expect(await app.db.selectFrom('ledger_entries').select('id').where('shop_id', '=', 3).execute()).toEqual([]);
  });
});

describe('settlement', () => {
  it('lists statements and entries, and applies to be paid from the payable once per key (owner only)', async () => {
    const day = (await call(app, 'GET', '/api/supplier/settlement/statements', undefined, { token: supplier.token, query: { period: 'day' } })).body.data;
    expect(day[0]).toMatchObject({ period: '2026-03-02', parcels: 4, supply: (4 * goods.supplyFen) / 100, reversed: goods.supplyFen / 100, net: (3 * goods.supplyFen) / 100 });
    const entries = (await call(app, 'GET', '/api/supplier/settlement/entries', undefined, { token: supplier.token, query: { page: '1', page_size: '20' } })).body.data;
    expect(entries.list[0]).toMatchObject({ type: 'supply_reverse', type_text: '拒收冲回' });

    const missing = await call(app, 'POST', '/api/supplier/settlement/withdrawals', { amount: 0.01 }, { token: supplier.token, headers: { 'idempotency-key': 'sup-pay-0' } });
    expect(missing.body.msg).toBe('请先设置收款账号');
    expect((await call(app, 'PUT', '/api/supplier/settlement/account', { account: 'supplier@example.com', name: '供货公司' }, as(supplier.token))).body.code).toBe(0);
    const amount = goods.supplyFen / 100;
    const first = await call(app, 'POST', '/api/supplier/settlement/withdrawals', { amount }, { token: supplier.token, headers: { 'idempotency-key': 'sup-pay-1' } });
    const replay = await call(app, 'POST', '/api/supplier/settlement/withdrawals', { amount }, { token: supplier.token, headers: { 'idempotency-key': 'sup-pay-1' } });
    expect(first.body.data.id).toBe(replay.body.data.id);
    expect(await summary()).toMatchObject({ payable: (2 * goods.supplyFen) / 100, withdrawing: amount });
    const tooMuch = await call(app, 'POST', '/api/supplier/settlement/withdrawals', { amount: 100_000 }, { token: supplier.token, headers: { 'idempotency-key': 'sup-pay-2' } });
    expect(tooMuch.body.msg).toBe('可结算金额不足');

    const staff = await supplierOf(app, 1, 'staff');
    const denied = await call(app, 'POST', '/api/supplier/settlement/withdrawals', { amount: 0.01 }, { token: staff.token, headers: { 'idempotency-key': 'sup-pay-3' } });
    expect(denied.body.msg).toBe('仅供应商负责人可操作');
  });

  it('pays an approved application through the payout path: withdrawing → out, 已结算', async () => {
    const row = await app.db.selectFrom('withdrawals').select('id').where('shop_id', '=', 1).executeTakeFirstOrThrow();
    await app.db.updateTable('withdrawals').set({ status: 'paying', payout_no: `T${row.id}`, reviewed_at: clock.now() }).where('id', '=', row.id).execute();
    expect(await app.services.payouts.pay(row.id)).toBe('paid');
    expect(await summary()).toMatchObject({ paid: goods.supplyFen / 100, withdrawing: 0 });
  });

  it('deducts a 超时未揽收 compensation of a parcel the supplier had not shipped in time (赔付扣款), once', async () => {
    expect((await makeOrder(app, buyer.token, goods, recipients(2, 'late'))).body.code).toBe(0);
    const late = (await parcelsOf(supplier.token, { status: 'to_ship' })).list.map((row: { id: number }) => row.id);
    expect(late).toHaveLength(2);
    // one shipped in time (never picked up: the courier's fault), one never shipped
    await call(app, 'POST', '/api/supplier/ship', { parcel_ids: [late[0]] }, as(supplier.token));
    const before = (await summary()).deducted;
    clock.set(t('2026-03-04 12:00:00'));
    await app.services.compensation.runDue();
    await app.services.compensation.runDue();
    const owed = (await app.db.selectFrom('parcel_compensations').select(['parcel_id', 'amount_fen']).where('parcel_id', 'in', late).execute()).sort((a, b) => a.parcel_id - b.parcel_id);
    expect(owed.map((row) => row.parcel_id)).toEqual(late);
    expect((await summary()).deducted).toBeCloseTo(before + owed[1].amount_fen / 100, 2);
    // shop 3 was owed nothing (its goods had no supply price): its deduction leaves it owing, and the job still compensated
    const free = await app.db.selectFrom('parcels').select('id').where('shop_id', '=', 3).execute();
    expect(await app.db.selectFrom('parcel_compensations').select('id').where('parcel_id', 'in', free.map((p) => p.id)).execute()).toHaveLength(2);
    const shop3 = await app.db.selectFrom('supplier_wallets').select('supplier_payable').where('shop_id', '=', 3).executeTakeFirstOrThrow();
    expect(Number(shop3.supplier_payable)).toBeLessThan(0);
  });
});
