import { GIFT_SELECTED_MAX, GiftMessages, OrderMessages } from 'shared-contracts';
import { call } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';
import { makeOrder, merchant, recipients, stockUp, twoMerchants, YTO, ZTO } from '../../test-support/ordering';

let alice: Awaited<ReturnType<typeof merchant>>;
let bob: typeof alice;

withTestApp({}, { beforeClose: () => expectBooksBalanced(app) });
beforeAll(async () => {
  ({ alice, bob } = await twoMerchants(app));
  await makeOrder(app, alice.token, ZTO, recipients(3, 'a1'));
  const refused = recipients(2, 'a2');
  refused[1] = { ...refused[1], rec_address: '拒收大厦' };
  await makeOrder(app, alice.token, YTO, refused);
  await makeOrder(app, alice.token, ZTO, recipients(1, 'a3'), { goodsNum: 2 });
  await makeOrder(app, bob.token, YTO, recipients(4, 'b1'));
});

const giftOrders = (token: string, query = '') => call(app, 'GET', `/api/user/gift/order${query}`, undefined, { token });
const selected = (token: string) => call(app, 'GET', '/api/user/gift/selected?page_size=100', undefined, { token });
const add = (token: string, body: Record<string, unknown>) => call(app, 'POST', '/api/user/gift/selected', body, { token });
const update = (token: string, id: number, body: Record<string, unknown>) => call(app, 'PUT', `/api/user/gift/selected/${id}`, body, { token });
const remove = (token: string, id: number) => call(app, 'DELETE', `/api/user/gift/selected/${id}`, undefined, { token });

async function orderTotals(userId: number, goodsId: number) {
  const rows = await app.db.selectFrom('orders').select(['total_fen', 'refund_fen', 'rec_count']).where('user_id', '=', userId).where('goods_id', '=', goodsId).execute();
  return {
    total: rows.reduce((sum, r) => sum + Number(r.total_fen), 0) / 100,
    refund: rows.reduce((sum, r) => sum + Number(r.refund_fen), 0) / 100,
  };
}

describe('我的礼品: GET /api/user/gift/order', () => {
  it('groups the caller’s orders by goods, the most recently ordered first, with couriers, parcels, amounts and the last time', async () => {
    const { status, body } = await giftOrders(alice.token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ page: 1, page_size: 10, data_count: 2 });
    const [zto, yto] = body.data.list;
    const ztoTotals = await orderTotals(alice.userId, ZTO.id);
    expect(zto).toMatchObject({
      goods_id: ZTO.id,
      express_id: ZTO.courierId,
      express_names: [zto.express_name],
      order_count: 2,
      parcel_count: 4,
      total_price: ztoTotals.total,
      refund_price: 0,
      can_buy: true,
      selected: false,
    });
    expect(zto.total_price).toBeGreaterThan(0);
    expect(zto.goods_name).not.toBe('');
    expect(zto.goods_pic).not.toBe('');
    const last = await app.db.selectFrom('orders').select('created_at').where('user_id', '=', alice.userId).where('goods_id', '=', ZTO.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(zto.last_ordered_at).toBe(last.created_at.toISOString());
    // the refused parcel's money came back and shows as such
    const ytoTotals = await orderTotals(alice.userId, YTO.id);
    expect(yto).toMatchObject({ goods_id: YTO.id, order_count: 1, parcel_count: 2, total_price: ytoTotals.total, refund_price: ytoTotals.refund });
    expect(yto.refund_price).toBeGreaterThan(0);
  });

  it('shows another user only their own goods; a new user none', async () => {
    const { body } = await giftOrders(bob.token);
    expect(body.data.list.map((g: { goods_id: number }) => g.goods_id)).toEqual([YTO.id]);
    expect(body.data.list[0]).toMatchObject({ order_count: 1, parcel_count: 4 });
    const newcomer = await merchant(app);
    expect((await giftOrders(newcomer.token)).body.data).toEqual({ list: [], page: 1, page_size: 10, data_count: 0 });
  });

  it('pages on the server, and refuses a bad page size in Chinese', async () => {
    const second = await giftOrders(alice.token, '?page=2&page_size=10');
    expect(second.body.data).toEqual({ list: [], page: 2, page_size: 10, data_count: 2 });
    const bad = await giftOrders(alice.token, '?page_size=7');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('每页数量只能是');
  });

  it('needs the session', async () => {
    expect((await call(app, 'GET', '/api/user/gift/order')).status).toBe(401);
  });

  it('marks an off-sale goods as not buyable', async () => {
    await app.db.updateTable('goods').set({ stock: 0 }).where('id', '=', YTO.id).execute();
    try {
      const { body } = await giftOrders(alice.token);
      expect(body.data.list.find((g: { goods_id: number }) => g.goods_id === YTO.id).can_buy).toBe(false);
    } finally {
      await stockUp(app, YTO.id);
    }
  });
});

describe('已选礼品: the selection', () => {
  it('adds a goods with its courier and quantity, lists it, and 我的礼品 marks it selected', async () => {
    const added = await add(alice.token, { goods_id: ZTO.id, express_id: ZTO.courierId, goods_num: 3 });
    expect(added.body).toMatchObject({ code: 0, msg: GiftMessages.added, data: { goods_id: ZTO.id, express_id: ZTO.courierId, goods_num: 3, goods_express_id: ZTO.courierId, can_buy: true } });
    const list = (await selected(alice.token)).body.data;
    expect(list.data_count).toBe(1);
    expect(list.list[0]).toMatchObject({ id: added.body.data.id, goods_num: 3 });
    const gifts = (await giftOrders(alice.token)).body.data.list;
    expect(gifts.find((g: { goods_id: number }) => g.goods_id === ZTO.id).selected).toBe(true);
    expect(gifts.find((g: { goods_id: number }) => g.goods_id === YTO.id).selected).toBe(false);
  });

  it('the same goods twice is refused', async () => {
    expect((await add(alice.token, { goods_id: ZTO.id, express_id: ZTO.courierId })).body).toEqual({ code: 1, msg: GiftMessages.alreadySelected, data: null });
  });

  it('validates goods, courier and quantity', async () => {
    expect((await add(alice.token, { goods_id: 999_999, express_id: 1 })).status).toBe(404);
    expect((await add(alice.token, { goods_id: YTO.id, express_id: 999_999 })).body).toEqual({ code: 1, msg: GiftMessages.courierInvalid, data: null });
    expect((await add(alice.token, { goods_id: YTO.id, express_id: ZTO.courierId })).body).toEqual({ code: 1, msg: OrderMessages.courierMismatch, data: null });
    const zero = await add(alice.token, { goods_id: YTO.id, express_id: YTO.courierId, goods_num: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.msg).toContain(GiftMessages.quantityInvalid);
    expect((await add(alice.token, { goods_id: 'x', express_id: YTO.courierId })).status).toBe(400);
    await app.db.updateTable('goods').set({ limit: 5 }).where('id', '=', YTO.id).execute();
    try {
      expect((await add(alice.token, { goods_id: YTO.id, express_id: YTO.courierId, goods_num: 6 })).body).toEqual({ code: 1, msg: OrderMessages.quantityOverLimit(5), data: null });
    } finally {
      await stockUp(app, YTO.id);
    }
    expect((await selected(alice.token)).body.data.data_count).toBe(1);
  });

  it('edits courier and quantity of the caller’s own row', async () => {
    const [row] = (await selected(alice.token)).body.data.list;
    const saved = await update(alice.token, row.id, { express_id: ZTO.courierId, goods_num: 7 });
    expect(saved.body).toMatchObject({ code: 0, msg: GiftMessages.saved, data: { id: row.id, goods_num: 7 } });
    expect((await update(alice.token, row.id, { express_id: YTO.courierId, goods_num: 1 })).body.msg).toBe(OrderMessages.courierMismatch);
    expect((await selected(alice.token)).body.data.list[0].goods_num).toBe(7);
  });

  it('another user’s row is refused: not listed, not changed, not removed', async () => {
    const [row] = (await selected(alice.token)).body.data.list;
    expect((await selected(bob.token)).body.data.data_count).toBe(0);
    const edit = await update(bob.token, row.id, { express_id: ZTO.courierId, goods_num: 1 });
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual({ code: 404, msg: GiftMessages.notFound, data: null });
    const removal = await remove(bob.token, row.id);
    expect(removal.status).toBe(404);
    expect(removal.body.msg).toBe(GiftMessages.notFound);
    expect((await selected(alice.token)).body.data.list[0]).toMatchObject({ id: row.id, goods_num: 7 });
  });

  it('removes the caller’s row; removing it again is not found', async () => {
    const [row] = (await selected(alice.token)).body.data.list;
    expect((await remove(alice.token, row.id)).body).toEqual({ code: 0, msg: GiftMessages.removed, data: {} });
    expect((await selected(alice.token)).body.data.data_count).toBe(0);
    expect((await remove(alice.token, row.id)).status).toBe(404);
  });

  it(`holds at most ${GIFT_SELECTED_MAX} goods`, async () => {
    const carol = await merchant(app);
    const goods = await app.db.selectFrom('goods').select(['id', 'courier_id']).where('is_on_sale', '=', true).orderBy('id').limit(GIFT_SELECTED_MAX + 1).execute();
    expect(goods).toHaveLength(GIFT_SELECTED_MAX + 1);
    const now = new Date();
    await app.db
      .insertInto('gift_selections')
      .values(goods.slice(0, GIFT_SELECTED_MAX).map((g) => ({ user_id: carol.userId, goods_id: g.id, courier_id: g.courier_id, goods_num: 1, created_at: now, updated_at: now })))
      .execute();
    const last = goods[GIFT_SELECTED_MAX];
    expect((await add(carol.token, { goods_id: last.id, express_id: last.courier_id })).body).toEqual({ code: 1, msg: GiftMessages.full, data: null });
    expect((await selected(carol.token)).body.data.data_count).toBe(GIFT_SELECTED_MAX);
  });

  it('needs the session', async () => {
    expect((await call(app, 'POST', '/api/user/gift/selected', { goods_id: 1, express_id: 1 })).status).toBe(401);
    expect((await call(app, 'DELETE', '/api/user/gift/selected/1')).status).toBe(401);
  });
});
