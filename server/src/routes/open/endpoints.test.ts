import { randomUUID } from 'node:crypto';
import { Messages, OpenApiMessages, OrderMessages } from 'shared-contracts';
import { ACCOUNT_FROZEN } from 'shared-contracts/admin';
import { call, registerUser } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';
import { balanceOf, merchant, recipients, stockUp, ZTO } from '../../test-support/ordering';
import { openCall, openKeyOf, type OpenKey } from '../../test-support/open-api';

withTestApp();
beforeAll(async () => {
  await stockUp(app, ZTO.id);
});

const listFen = async () => (await app.db.selectFrom('goods').select('price_fen').where('id', '=', ZTO.id).executeTakeFirstOrThrow()).price_fen;
/** Puts the user in the group of `level` (98 %, 95 %, 90 % of the list price). */
const joinGroup = async (userId: number, level: number) => {
  const group = await app.db.selectFrom('user_groups').select(['id', 'price_percent']).where('level', '=', level).executeTakeFirstOrThrow();
  await app.db.updateTable('users').set({ group_id: group.id }).where('id', '=', userId).execute();
  return group.price_percent;
};
const orderBody = (rows = recipients(2)) => ({ goods_id: ZTO.id, goods_num: 1, express_id: ZTO.courierId, platform: 2, order_source: 1, remark: '', rec_list: rows });
/** POST /open/v1/orders with a fresh Idempotency-Key, the one given, or (null) none. */
const order = (key: OpenKey, body: object, idempotencyKey: string | null = randomUUID()) =>
  openCall(app, key, 'POST', '/open/v1/orders', { body, headers: { 'idempotency-key': idempotencyKey ?? undefined } });

async function newMerchant(yuan = 0) {
  const user = await merchant(app, yuan);
  return { ...user, key: await openKeyOf(app, user.token) };
}

describe('goods', () => {
  it('lists goods at the merchant group price, filtered as the storefront filters', async () => {
    const m = await newMerchant();
    const percent = await joinGroup(m.userId, 3);
    const { body } = await openCall(app, m.key, 'GET', '/open/v1/goods', { query: [['page_size', '50']] });
    expect(body.code).toBe(0);
    const zto = body.data.list.find((g: { goods_id: number }) => g.goods_id === ZTO.id);
    expect(zto).toMatchObject({ goods_id: ZTO.id, price: Math.floor(((await listFen()) * percent + 50) / 100) / 100, is_no_sku: false, express_name: expect.any(String) });
    const courier = zto.express_name as string;
    const filtered = await openCall(app, m.key, 'GET', '/open/v1/goods', { query: [['express_name', courier], ['page_size', '50']] });
    expect(filtered.body.data.list.length).toBeGreaterThan(0);
    expect(filtered.body.data.list.every((g: { express_name: string }) => g.express_name === courier)).toBe(true);
  });

  it('shows one goods as the purchase dialog gets it: group price, courier, platforms, no-ship areas; an unknown one 404', async () => {
    const m = await newMerchant();
    await joinGroup(m.userId, 2);
    const { body } = await openCall(app, m.key, 'GET', `/open/v1/goods/${ZTO.id}`);
    const site = await call(app, 'GET', '/api/gift/purchase/info', undefined, { token: m.token, query: { goods_id: String(ZTO.id) } });
    expect(body).toEqual(site.body);
    expect(body.data).toMatchObject({ goods_info: { goods_id: ZTO.id }, express_info: { id: ZTO.courierId }, no_deliver_area: expect.any(Array), platform_list: expect.any(Array) });
    const missing = await openCall(app, m.key, 'GET', '/open/v1/goods/999999');
    expect([missing.status, missing.body.code]).toEqual([404, 404]);
  });
});

describe('pricing and ordering', () => {
  it('prices rows as the site does, state 2 rows with their reason', async () => {
    const m = await newMerchant();
    const rows = recipients(2);
    rows[1] = { ...rows[1], rec_mobile: '123' };
    const body = { goods_id: ZTO.id, goods_num: 1, express_id: ZTO.courierId, rec_list: rows };
    const open = await openCall(app, m.key, 'POST', '/open/v1/orders/price', { body });
    const site = await call(app, 'POST', '/api/gift/order/price', body, { token: m.token });
    expect(open.body).toEqual(site.body);
    expect(open.body.data.state).toBe(2);
    expect(open.body.data.rec_list[1]).toMatchObject({ state: 2, errorText: expect.any(String) });
  });

  it('needs an Idempotency-Key to order', async () => {
    const m = await newMerchant(100);
    const { status, body } = await order(m.key, orderBody(), null);
    expect([status, body]).toEqual([400, { code: 400, msg: OpenApiMessages.idempotencyKeyMissing, data: null }]);
    expect(await balanceOf(app, m.token)).toBe(100);
  });

  it('books an order once: a repeat answers the first result, another body under the key is refused; it shows on the site', async () => {
    const m = await newMerchant(100);
    const price = (await listFen()) / 100;
    const key = randomUUID();
    const body = orderBody(recipients(2));
    const first = await order(m.key, body, key);
    expect(first.body.code).toBe(0);
    const sn = first.body.data[0].order_sn as string;
    expect(first.body.data).toHaveLength(2);
    const again = await order(m.key, body, key);
    expect(again.body.code).toBe(0);
    expect(again.body.data.map((row: { order_sn: string }) => row.order_sn)).toEqual([sn, sn]);
    expect((await order(m.key, orderBody(recipients(1)), key)).body).toEqual({ code: 1, msg: OrderMessages.idempotencyKeyReused, data: null });

    expect(await balanceOf(app, m.token)).toBeCloseTo(100 - 2 * price, 2);
    const siteList = await call(app, 'POST', '/api/user/order/list', {}, { token: m.token });
    expect(siteList.body.data.list.map((o: { order_sn: string }) => o.order_sn)).toEqual([sn]);
    await expectBooksBalanced(app);
  });

  it('refuses as the site does: 23 without the balance, 11 without real name', async () => {
    const poor = await newMerchant(0);
    expect((await order(poor.key, orderBody())).body).toEqual({ code: 23, msg: Messages.balanceInsufficient, data: null });
    // a merchant whose verification is gone (the key was made while verified)
    await app.db.deleteFrom('user_identities').where('user_id', '=', poor.userId).execute();
    expect((await order(poor.key, orderBody())).body).toMatchObject({ code: 11, msg: OrderMessages.realNameRequired });
  });

  it('refuses a merchant the console froze, as the site does, while reads still work', async () => {
    const m = await newMerchant(100);
    await app.db.updateTable('users').set({ frozen: true }).where('id', '=', m.userId).execute();
    expect((await order(m.key, orderBody())).body).toEqual({ code: 1, msg: ACCOUNT_FROZEN, data: null });
    expect((await openCall(app, m.key, 'GET', '/open/v1/balance')).body.data.balance).toBe(100);
  });
});

describe('following orders', () => {
  it('shows an order and its parcels, the parcels with filters, and the balance', async () => {
    const m = await newMerchant(100);
    const made = await order(m.key, orderBody(recipients(3, 'follow')));
    const sn = made.body.data[0].order_sn as string;

    const detail = await openCall(app, m.key, 'GET', `/open/v1/orders/${sn}`);
    expect(detail.body.code).toBe(0);
    expect(detail.body.data.order).toMatchObject({ order_sn: sn, rec_count: 3, goods_id: ZTO.id });
    expect(detail.body.data.parcels).toMatchObject({ page: 1, data_count: 3 });
    expect(detail.body.data.parcels.list[0]).toMatchObject({ order_sn: sn, waybill_code: expect.any(String), status: expect.any(Number), track_state: expect.any(String), track_state_name: expect.any(String), compensation: null });

    const byShopOrder = await openCall(app, m.key, 'GET', '/open/v1/parcels', { query: [['shop_order', 'SOfollow-2']] });
    expect(byShopOrder.body.data.list.map((p: { shop_order: string }) => p.shop_order)).toEqual(['SOfollow-2']);
    const all = await openCall(app, m.key, 'GET', '/open/v1/parcels', { query: [['order_sn', sn], ['page', '1'], ['page_size', '10']] });
    expect(all.body.data.data_count).toBe(3);

    const balance = await openCall(app, m.key, 'GET', '/open/v1/balance');
    expect(balance.body.data.balance).toBe(await balanceOf(app, m.token));
  });

  it('never shows one merchant another merchant’s order or parcels', async () => {
    const a = await newMerchant(100);
    const b = await newMerchant(100);
    const sn = (await order(a.key, orderBody(recipients(1, 'mine')))).body.data[0].order_sn as string;
    const peek = await openCall(app, b.key, 'GET', `/open/v1/orders/${sn}`);
    expect([peek.status, peek.body]).toEqual([404, { code: 404, msg: OpenApiMessages.orderNotFound, data: null }]);
    const parcels = await openCall(app, b.key, 'GET', '/open/v1/parcels', { query: [['order_sn', sn]] });
    expect(parcels.body.data).toMatchObject({ list: [], data_count: 0 });
    const byShopOrder = await openCall(app, b.key, 'GET', '/open/v1/parcels', { query: [['shop_order', 'SOmine-1']] });
    expect(byShopOrder.body.data.list).toEqual([]);
  });
});

describe('POST /open/v1/recipients/parse', () => {
  it('answers rows and rejected lines as the typed-entry tab gets them', async () => {
    const m = await newMerchant();
    const text = ['张三 13800138000 浙江省杭州市西湖区文三路1号', '这一行没有电话号码浙江省杭州市'].join('\n');
    const { body } = await openCall(app, m.key, 'POST', '/open/v1/recipients/parse', { body: { text } });
    expect(body.code).toBe(0);
    expect(body.data.rows).toEqual([
      expect.objectContaining({ line: 1, rec_name: '张三', rec_mobile: '13800138000', rec_province: '浙江省', rec_city: '杭州市', rec_district: '西湖区', rec_address: expect.stringContaining('文三路1号') }),
    ]);
    expect(body.data.rejected).toEqual([expect.objectContaining({ line: 2, code: 'no_phone', reason: expect.any(String) })]);
  });
});

describe('who may call', () => {
  it('a user without a key has nothing to sign with; /open paths that do not exist are JSON 404s', async () => {
    const user = await registerUser(app);
    expect((await call(app, 'GET', '/api/user/setting/api', undefined, { token: user.token })).body.data.app_key).toBeNull();
    const m = await newMerchant();
    const missing = await openCall(app, m.key, 'GET', '/open/v1/nothing-here');
    expect([missing.status, missing.body]).toEqual([404, { code: 404, msg: Messages.notFound, data: null }]);
  });
});
