import { fen, fenToYuan, goodsPrice, yuanToFen, type SitePricing } from 'shared-contracts';
import { call, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { openCall, openKeyOf } from '../../test-support/open-api';
import { merchant, recipients, stockUp } from '../../test-support/ordering';
import { getOn, newSubstation, onSite, type TestSite } from '../../test-support/sites';

/** Fen of any number, in yuan (what the wire carries). */
const yuanOf = (amount: number) => fenToYuan(fen(amount));

/**
 * A 分站's prices at every door (issue 32): the goods list, the detail, the purchase dialog's info, the order's
 * price and the Open API all answer what the one rule (shared-contracts goodsPrice) says for the 分站's terms,
 * its fixed prices and its member's group; a goods it hides is nowhere; the main site's prices are untouched.
 */
const clock = testClock();
const pricing: SitePricing = { cost_percent: 85, markup_percent: 20 };
let hz: TestSite;
const FIXED = { id: 2, courierId: 2, fixedFen: 2999 };
const HIDDEN = { id: 3 };
const PLAIN = { id: 1, courierId: 1 };

const listFenOf = async (id: number) => (await app.db.selectFrom('goods').select('price_fen').where('id', '=', id).executeTakeFirstOrThrow()).price_fen;
const sellingOf = async (id: number) => yuanOf(goodsPrice(await listFenOf(id), pricing, id === FIXED.id ? FIXED.fixedFen : null).selling);

withTestApp({ clock });
beforeAll(async () => {
  hz = await newSubstation(app, 'hz.prices.example.com', pricing);
  for (const goods of [PLAIN, FIXED]) await stockUp(app, goods.id);
  // a fixed price well above cost (cost of a ≤ 30 yuan goods is ≤ 25.50), and a hidden goods
  await app.db.insertInto('site_goods').values([{ site_id: hz.id, goods_id: FIXED.id, price_fen: FIXED.fixedFen }, { site_id: hz.id, goods_id: HIDDEN.id, price_fen: null, hidden: true }]).execute();
});

describe('a visitor on the 分站', () => {
  it('sees every listed goods at the rule\'s selling price, and the main site keeps its list prices (cache kept apart)', async () => {
    for (const round of [1, 2]) {
      const page = (await getOn(app, hz.domain, '/api/gift/goods/list', { page: '1', page_size: '100' })).body.data;
      expect(page.list.length).toBeGreaterThan(50);
      for (const goods of page.list) expect([round, goods.goods_id, goods.price]).toEqual([round, goods.goods_id, await sellingOf(goods.goods_id)]);
      const main = (await getOn(app, undefined, '/api/gift/goods/list', { page: '1', page_size: '100' })).body.data;
      for (const goods of main.list) expect(goods.price).toBe(yuanOf(await listFenOf(goods.goods_id)));
      expect(page.data_count).toBe(main.data_count - 1);
    }
  });

  it('sorts and filters by the selling price it shows (the SQL mirror agrees with the rule)', async () => {
    const asc = (await getOn(app, hz.domain, '/api/gift/goods/list', { page: '1', page_size: '100', sort_name: 'price', sort_order: 'asc' })).body.data.list as { price: number }[];
    expect(asc.map((g) => g.price)).toEqual([...asc.map((g) => g.price)].sort((a, b) => a - b));
    const fixedPrice = await sellingOf(FIXED.id);
    const exact = (await getOn(app, hz.domain, '/api/gift/goods/list', { page: '1', page_size: '100', price_min: String(fixedPrice), price_max: String(fixedPrice) })).body.data.list as { goods_id: number; price: number }[];
    expect(exact.map((g) => g.goods_id)).toContain(FIXED.id);
    for (const goods of exact) expect(goods.price).toBe(fixedPrice);
  });

  it('sees the detail at the selling price; a hidden goods is not found, nor listed, nor ranked', async () => {
    expect((await getOn(app, hz.domain, '/api/gift/goods/detail', { goods_id: String(FIXED.id) })).body.data.price).toBe(yuanOf(FIXED.fixedFen));
    expect((await getOn(app, hz.domain, '/api/gift/goods/detail', { goods_id: String(HIDDEN.id) })).status).toBe(404);
    expect((await getOn(app, undefined, '/api/gift/goods/detail', { goods_id: String(HIDDEN.id) })).status).toBe(200);
    for (const kind of ['sale', 'new', 'collect', 'recommend']) {
      const top = (await getOn(app, hz.domain, `/api/gift/goods/top/${kind}`)).body.data as { goods_id: number; price: number }[];
      expect(top.map((g) => g.goods_id)).not.toContain(HIDDEN.id);
      for (const goods of top) expect(goods.price).toBe(await sellingOf(goods.goods_id));
    }
  });
});

describe('a member of the 分站', () => {
  it('is priced by the rule in the purchase dialog, the order price and the Open API; the main site\'s member at list price', async () => {
    const member = await merchant(app, 0, { host: hz.domain });
    const mainMember = await merchant(app);
    for (const goods of [PLAIN, FIXED]) {
      const selling = await sellingOf(goods.id);
      const info = await getOn(app, hz.domain, '/api/gift/purchase/info', { goods_id: String(goods.id) }, member.token);
      expect(info.body.data.goods_info.price).toBe(selling);
      const priced = await call(app, 'POST', '/api/gift/order/price', { goods_id: goods.id, goods_num: 3, express_id: goods.courierId, rec_list: recipients(2) }, onSite(hz.domain, member.token));
      expect(priced.body.data).toMatchObject({ unit_price: selling, total_price: yuanOf(yuanToFen(selling) * 6) });
      for (const row of priced.body.data.rec_list) expect(row.price).toBe(yuanOf(yuanToFen(selling) * 3));
      const mainInfo = await getOn(app, undefined, '/api/gift/purchase/info', { goods_id: String(goods.id) }, mainMember.token);
      expect(mainInfo.body.data.goods_info.price).toBe(yuanOf(await listFenOf(goods.id)));
    }
    expect((await getOn(app, hz.domain, '/api/gift/purchase/info', { goods_id: String(HIDDEN.id) }, member.token)).status).toBe(404);

    // the Open API answers the member's site's prices wherever it is called from
    const key = await openKeyOf(app, member.token, {}, hz.domain);
    const list = await openCall(app, key, 'GET', '/open/v1/goods', { query: [['page', '1'], ['page_size', '100']] });
    for (const goods of list.body.data.list as { goods_id: number; price: number }[]) expect(goods.price).toBe(await sellingOf(goods.goods_id));
    expect((list.body.data.list as { goods_id: number }[]).map((g) => g.goods_id)).not.toContain(HIDDEN.id);
    const openPriced = await openCall(app, key, 'POST', '/open/v1/orders/price', { body: { goods_id: FIXED.id, goods_num: 1, express_id: FIXED.courierId, rec_list: recipients(1) } });
    expect(openPriced.body.data.unit_price).toBe(yuanOf(FIXED.fixedFen));
  });

  it('pays the 分站 group\'s discount of the selling price, never below cost', async () => {
    const member = await merchant(app, 0, { host: hz.domain });
    const group = await app.db.selectFrom('users').select('group_id').where('id', '=', member.userId).executeTakeFirstOrThrow();
    const priceAt = async (percent: number) => {
      await app.db.updateTable('user_groups').set({ price_percent: percent }).where('id', '=', group.group_id).execute();
      return (await getOn(app, hz.domain, '/api/gift/purchase/info', { goods_id: String(PLAIN.id) }, member.token)).body.data.goods_info.price;
    };
    const list = await listFenOf(PLAIN.id);
    expect(await priceAt(90)).toBe(yuanOf(goodsPrice(list, pricing, null, 90).unit));
    expect(await priceAt(10)).toBe(yuanOf(goodsPrice(list, pricing, null).cost!));
    await priceAt(100);
  });
});
