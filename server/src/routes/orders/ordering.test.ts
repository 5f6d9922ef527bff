import { sql } from 'kysely';
import { fenToYuan, fen, ParcelStatus } from 'shared-contracts';
import { call, registerUser } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';
import { balanceOf, makeOrder, merchant, recipients, stockUp, topUp, ZTO } from '../../test-support/ordering';
import type { CourierProvider } from '../../providers/courier';
import { createSandboxCourier } from '../../providers/sandbox/courier';

/** The sandbox courier, slowed down on demand (waybills "not in time"). */
const sandbox = createSandboxCourier();
let courierDelayMs = 0;
let courierDown = false;
const courier: CourierProvider = {
  name: 'test',
  async createWaybill(request) {
    if (courierDown) throw new Error('courier unreachable');
    if (courierDelayMs) await new Promise((resolve) => setTimeout(resolve, courierDelayMs));
    return sandbox.createWaybill(request);
  },
};

/** Goods 1 ships with 中通 (courier 1: not 新疆/西藏/香港/澳门/台湾); goods 4 with 申通, an is_wu courier. */
const STO = { id: 4, courierId: 4 };
let unitFen: number;

withTestApp({ providers: { courier } });
beforeAll(async () => {
  await stockUp(app, ZTO.id);
  await stockUp(app, STO.id);
  unitFen = (await app.db.selectFrom('goods').select('price_fen').where('id', '=', ZTO.id).executeTakeFirstOrThrow()).price_fen;
});
afterEach(async () => {
  courierDelayMs = 0;
  courierDown = false;
  await expectBooksBalanced(app);
});

const price = (token: string, body: Record<string, unknown>) => call(app, 'POST', '/api/gift/order/price', { goods_id: ZTO.id, goods_num: 1, express_id: ZTO.courierId, ...body }, { token });
const yuan = (f: number) => fenToYuan(fen(f));

describe('POST /api/gift/order/price', () => {
  it('prices every row at the group price × pieces, sums in fen, and returns the rows with their ids', async () => {
    const user = await registerUser(app);
    const rows = recipients(3);
    const { body } = await price(user.token, { goods_num: 2, rec_list: rows.map((r) => ({ ...r, price: 0.01, state: 1 })) });
    expect(body.code).toBe(0);
    expect(body.data.state).toBe(1);
    expect(body.data.unit_price).toBe(yuan(unitFen));
    expect(body.data.rec_list.map((r: { id: string }) => r.id)).toEqual(['r1', 'r2', 'r3']);
    expect(body.data.rec_list.every((r: { price: number; state: number }) => r.price === yuan(unitFen * 2) && r.state === 1)).toBe(true);
    expect(body.data.total_price).toBe(yuan(unitFen * 2 * 3));
  });

  it('marks each row that cannot be shipped with state 2 and the reason, and totals only the others', async () => {
    const user = await registerUser(app);
    const [ok, ...rest] = recipients(9);
    const bad = [
      { ...rest[0], rec_name: '' },
      { ...rest[1], rec_mobile: '12345' },
      { ...rest[2], rec_province: '火星省' },
      { ...rest[3], rec_province: '浙江省', rec_city: '广州市' },
      { ...rest[4], rec_address: ' ' },
      { ...rest[5], rec_province: '新疆维吾尔自治区', rec_city: '乌鲁木齐市' },
      { ...rest[6], rec_mobile: '' },
      { ...rest[7], rec_city: '' },
    ];
    const { body } = await price(user.token, { rec_list: [ok, ...bad] });
    expect(body.data.state).toBe(2);
    expect(body.data.rec_list.map((r: { state: number; errorText?: string }) => [r.state, r.errorText])).toEqual([
      [1, undefined],
      [2, '收件人姓名不能为空'],
      [2, '手机号格式不正确'],
      [2, '省份“火星省”不存在'],
      [2, '城市“广州市”不属于浙江省'],
      [2, '详细地址不能为空'],
      [2, '该快递不发货地区：新疆'],
      [2, '手机号不能为空'],
      [2, '城市不能为空'],
    ]);
    expect(body.data.total_price).toBe(yuan(unitFen));
  });

  it('asks for the reissue number on an is_wu courier, accepts privacy numbers and short place names', async () => {
    const user = await registerUser(app);
    const [a, b] = recipients(2);
    const { body } = await call(
      app,
      'POST',
      '/api/gift/order/price',
      { goods_id: STO.id, goods_num: 1, express_id: STO.courierId, rec_list: [a, { ...b, rec_mobile: '13800138000-1234', rec_province: '浙江', rec_city: '杭州', lp_reissue_sn: 'BF123' }] },
      { token: user.token },
    );
    expect(body.data.rec_list[0]).toMatchObject({ state: 2, errorText: '请填写无货源补发单号' });
    expect(body.data.rec_list[1]).toMatchObject({ state: 1, rec_mobile: '13800138000-1234', rec_province: '浙江省', rec_city: '杭州市' });
  });

  it('gives a VIP group its discount', async () => {
    const user = await registerUser(app);
    await topUp(app, user.token, 500); // VIP1: 98%
    const { body } = await price(user.token, { rec_list: recipients(1) });
    expect(body.data.unit_price).toBe(yuan(Math.floor((unitFen * 98 + 50) / 100)));
  });

  it('refuses a quantity over the limit, a courier that is not the goods’, and an empty list', async () => {
    const user = await registerUser(app);
    await app.db.updateTable('goods').set({ limit: 2 }).where('id', '=', ZTO.id).execute();
    try {
      expect((await price(user.token, { goods_num: 3, rec_list: recipients(1) })).body).toMatchObject({ code: 1, msg: '每个收件人最多购买2件' });
    } finally {
      await app.db.updateTable('goods').set({ limit: 0 }).where('id', '=', ZTO.id).execute();
    }
    expect((await price(user.token, { express_id: 2, rec_list: recipients(1) })).body).toMatchObject({ code: 1, msg: '快递与商品不符，请刷新后重试' });
    const empty = await price(user.token, { rec_list: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('请先添加收件人');
  });
});

describe('POST /api/gift/order/make', () => {
  it('makes one order with a parcel per recipient, debits the ledger, moves stock and sales, numbers the parcels', async () => {
    const user = await merchant(app, 100);
    const before = await app.db.selectFrom('goods').select(['stock', 'sale_count']).where('id', '=', ZTO.id).executeTakeFirstOrThrow();
    const rows = recipients(5);
    const { body } = await makeOrder(app, user.token, ZTO, rows, { goodsNum: 2 });
    expect(body.code).toBe(0);
    expect(body.data).toHaveLength(5);
    for (const [i, row] of body.data.entries()) {
      expect(row).toMatchObject({ id: rows[i].id, status: 1, order: true, shop_order: rows[i].shop_order, kuaidi_sn: '中通快递', error: '' });
      expect(row.waybill_code).toMatch(/^78\d{12}$/);
      expect(row.order_sn).toMatch(/^GO\d{8}\d{8}$/);
    }
    expect(await balanceOf(app, user.token)).toBe(yuan(10000 - unitFen * 2 * 5));
    const after = await app.db.selectFrom('goods').select(['stock', 'sale_count']).where('id', '=', ZTO.id).executeTakeFirstOrThrow();
    expect(before.stock - after.stock).toBe(10);
    expect(after.sale_count - before.sale_count).toBe(10);
    const parcels = await app.db.selectFrom('parcels').select(['status']).where('user_id', '=', user.userId).execute();
    expect(parcels.map((p) => p.status)).toEqual([3, 3, 3, 3, 3]);
    const order = await app.db.selectFrom('orders').select(['status', 'total_fen']).where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 3, total_fen: unitFen * 10 });
  });

  it('answers code 23 and writes nothing when the balance is short', async () => {
    const user = await merchant(app, 10);
    const rows = recipients(Math.ceil(1000 / unitFen) + 1);
    const { body } = await makeOrder(app, user.token, ZTO, rows);
    expect(body).toEqual({ code: 23, msg: '余额不足，请充值', data: null });
    expect(await balanceOf(app, user.token)).toBe(10);
    expect(await app.db.selectFrom('orders').select('id').where('user_id', '=', user.userId).execute()).toEqual([]);
    expect(await app.db.selectFrom('parcels').select('id').where('user_id', '=', user.userId).execute()).toEqual([]);
  });

  it('answers 11 without real-name verification and 12 while it has not passed', async () => {
    const none = await registerUser(app);
    await topUp(app, none.token, 100);
    expect((await makeOrder(app, none.token, ZTO, recipients(1))).body).toMatchObject({ code: 11 });
    await app.db
      .insertInto('user_identities')
      .values({ user_id: none.userId, status: 1, real_name_enc: 'x', id_number_enc: 'x', masked_name: '张*', masked_id: '1', reason: null, submitted_at: new Date(), verified_at: null })
      .execute();
    expect((await makeOrder(app, none.token, ZTO, recipients(1))).body).toMatchObject({ code: 12 });
    expect(await balanceOf(app, none.token)).toBe(100);
  });

  it('answers the first result again for the same key and books nothing more; another request under it is refused', async () => {
    const user = await merchant(app, 100);
    const rows = recipients(3);
    const first = await makeOrder(app, user.token, ZTO, rows, { key: 'replay-key-0001' });
    const again = await makeOrder(app, user.token, ZTO, rows, { key: 'replay-key-0001' });
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(app, user.token)).toBe(yuan(10000 - unitFen * 3));
    expect(await app.db.selectFrom('orders').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(1);
    const other = await makeOrder(app, user.token, ZTO, recipients(2), { key: 'replay-key-0001' });
    expect(other.body).toMatchObject({ code: 1, msg: '该幂等键已用于另一笔订单' });
    const missing = await call(app, 'POST', '/api/gift/order/make', { goods_id: ZTO.id }, { token: user.token });
    expect(missing.status).toBe(400);
  });

  it('ignores a price the client sends', async () => {
    const user = await merchant(app, 100);
    const rows = recipients(2).map((r) => ({ ...r, price: 0.01, state: 1 }));
    expect((await makeOrder(app, user.token, ZTO, rows)).body.code).toBe(0);
    expect(await balanceOf(app, user.token)).toBe(yuan(10000 - unitFen * 2));
  });

  it('orders the good rows, reports the bad ones with status 0 and charges nothing for them', async () => {
    const user = await merchant(app, 100);
    const [a, b, c] = recipients(3);
    const { body } = await makeOrder(app, user.token, ZTO, [a, { ...b, rec_province: '西藏自治区', rec_city: '拉萨市' }, c]);
    expect(body.data.map((r: { id: string; status: number; order: boolean; error: string }) => [r.id, r.status, r.order, r.error])).toEqual([
      ['r1', 1, true, ''],
      ['r2', 0, false, '该快递不发货地区：西藏'],
      ['r3', 1, true, ''],
    ]);
    expect(await balanceOf(app, user.token)).toBe(yuan(10000 - unitFen * 2));
    const none = await makeOrder(app, user.token, ZTO, [{ ...a, rec_name: '' }]);
    expect(none.body).toMatchObject({ code: 1, msg: '没有可以下单的收件人，请先修改错误的收件人' });
  });

  it('refuses when the stock is short, and a platform the courier does not ship for', async () => {
    const user = await merchant(app, 100);
    await app.db.updateTable('goods').set({ stock: 1 }).where('id', '=', ZTO.id).execute();
    try {
      expect((await makeOrder(app, user.token, ZTO, recipients(2))).body).toMatchObject({ code: 1, msg: '库存不足' });
      expect(await balanceOf(app, user.token)).toBe(100);
    } finally {
      await stockUp(app, ZTO.id);
    }
    // 极兔 (goods 5) does not ship 京东 (platform 1) orders
    await stockUp(app, 5);
    expect((await makeOrder(app, user.token, { id: 5, courierId: 5 }, recipients(1), { platform: 1 })).body).toMatchObject({ code: 1, msg: '该快递不支持此平台的订单' });
    const info = await call(app, 'GET', '/api/gift/purchase/info', undefined, { token: user.token, query: { goods_id: '5' } });
    expect(info.body.data.platform_list.find((p: { id: number }) => p.id === 1)).toEqual({ id: 1, name: '京东', disabled: true });
  });

  it('refunds a parcel the courier refuses, through the ledger, with its stock', async () => {
    const user = await merchant(app, 100);
    const [a, b] = recipients(2);
    const { body } = await makeOrder(app, user.token, ZTO, [a, { ...b, rec_address: '拒收小区1号' }]);
    expect(body.data[1]).toMatchObject({ status: 2, order: true, error: '收件地址被快递拒收，已退款', waybill_code: '' });
    expect(await balanceOf(app, user.token)).toBe(yuan(10000 - unitFen));
    const entries = await app.db.selectFrom('ledger_entries').select(['type', 'amount']).where('user_id', '=', user.userId).orderBy('id').execute();
    expect(entries.map((e) => [e.type, e.amount])).toEqual([
      ['recharge', 10000],
      ['order', -unitFen * 2],
      ['refund', unitFen],
    ]);
    const order = await app.db.selectFrom('orders').select(['status', 'refund_fen']).where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 3, refund_fen: unitFen });
  });

  it('leaves parcels the courier could not number in time waiting (status 2) for the job, which numbers them', async () => {
    const user = await merchant(app, 100);
    courierDown = true;
    const { body } = await makeOrder(app, user.token, ZTO, recipients(3));
    expect(body.data.every((r: { status: number; waybill_code: string; msg: string }) => r.status === 1 && r.waybill_code === '' && r.msg === '快递单号生成中')).toBe(true);
    const orderId = (await app.db.selectFrom('orders').select('id').where('user_id', '=', user.userId).executeTakeFirstOrThrow()).id;
    expect((await app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe(2);
    courierDown = false;
    // the job (as the queue runs it) numbers the rest
    expect(await app.services.dispatch.dispatchOrder(orderId)).toEqual({ numbered: 3, refused: 0, waiting: 0 });
    const parcels = await app.db.selectFrom('parcels').select(['status', 'waybill_code']).where('order_id', '=', orderId).execute();
    expect(parcels.every((p) => p.status === ParcelStatus.DISPATCHED && /^78\d{12}$/.test(p.waybill_code))).toBe(true);
    expect((await app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe(3);
    // running it again changes nothing
    expect(await app.services.dispatch.dispatchOrder(orderId)).toEqual({ numbered: 0, refused: 0, waiting: 0 });
  });

  it('keeps the backstop job (sent in make’s transaction) only while parcels wait; numbered inline, it is cancelled', async () => {
    const backstops = async (userId: number) => {
      const orderId = (await app.db.selectFrom('orders').select('id').where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
      const { rows } = await sql<{ state: string }>`select state from pgboss.job where name = 'waybill-dispatch' and data->>'orderId' = ${String(orderId)} order by created_on`.execute(app.db);
      return rows.map((row) => row.state);
    };
    const numbered = await merchant(app, 100);
    expect((await makeOrder(app, numbered.token, ZTO, recipients(2))).body.code).toBe(0);
    expect(await backstops(numbered.userId)).toEqual(['cancelled']);
    const waiting = await merchant(app, 100);
    courierDown = true;
    try {
      expect((await makeOrder(app, waiting.token, ZTO, recipients(2))).body.code).toBe(0);
    } finally {
      courierDown = false;
    }
    // the backstop stays, beside the job sent at once for the waiting parcels
    expect(await backstops(waiting.userId)).toContain('created');
  });

  it('numbers the waybills a slow courier has not given within the inline budget through the queued job', async () => {
    const user = await merchant(app, 100);
    courierDelayMs = 2000;
    const { body } = await makeOrder(app, user.token, ZTO, recipients(1));
    expect(body.data[0].waybill_code).toBe('');
    courierDelayMs = 0;
    const deadline = Date.now() + 15_000;
    let status = 2;
    while (status !== 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await app.db.selectFrom('parcels').select('status').where('user_id', '=', user.userId).executeTakeFirstOrThrow()).status;
    }
    expect(status).toBe(3);
  });
});

describe('POST /api/gift/order/check', () => {
  it('lists the caller’s shop order numbers bought before, saying whether it was this goods', async () => {
    const user = await merchant(app, 100);
    const rows = recipients(2, 'dup');
    await makeOrder(app, user.token, ZTO, rows);
    const { body } = await call(app, 'POST', '/api/gift/order/check', { shop_order: ['SOdup-1', 'SOdup-2', 'SOnew-1', ''], goods_id: STO.id }, { token: user.token });
    expect(body.data.map((d: { shop_order: string; same_goods: boolean; goods_id: number }) => [d.shop_order, d.same_goods, d.goods_id])).toEqual([
      ['SOdup-1', false, ZTO.id],
      ['SOdup-2', false, ZTO.id],
    ]);
    const same = await call(app, 'POST', '/api/gift/order/check', { shop_order: ['SOdup-1'], goods_id: ZTO.id }, { token: user.token });
    expect(same.body.data[0]).toMatchObject({ shop_order: 'SOdup-1', same_goods: true });
    // another user's numbers are not theirs
    const other = await registerUser(app);
    expect((await call(app, 'POST', '/api/gift/order/check', { shop_order: ['SOdup-1'] }, { token: other.token })).body.data).toEqual([]);
  });
});
