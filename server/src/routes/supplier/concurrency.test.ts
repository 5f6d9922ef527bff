import { call } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';
import { balanceOf, makeOrder, merchant, recipients } from '../../test-support/ordering';
import { goodsOfShop, supplierOf } from '../../test-support/suppliers';

/** Races need several connections: PGlite's single one would serialise them and hide what this checks. */
const onPostgres = Boolean(process.env.DATABASE_URL);

withTestApp();

(onPostgres ? describe : describe.skip)('stock edited while orders take it (PostgreSQL)', () => {
  it('loses no update: 10 orders of one piece and 10 restocks of 10 at once end at 1000 − 10 + 100', async () => {
    const goods = await goodsOfShop(app, 1);
    await app.db.updateTable('goods').set({ stock: 1000 }).where('id', '=', goods.id).execute();
    const supplier = await supplierOf(app, 1);
    const buyer = await merchant(app, 500);
    const stockNow = async () => (await app.db.selectFrom('goods').select('stock').where('id', '=', goods.id).executeTakeFirstOrThrow()).stock;
    // a supplier restocking as the page does: read what is shown, set it 10 higher; told it changed, read again
    const restock = async () => {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const seen = await stockNow();
        const answer = await call(app, 'PUT', `/api/supplier/goods/${goods.id}/stock`, { stock: seen + 10, expected_stock: seen }, { token: supplier.token });
        if (answer.body.code === 0) return true;
        expect(answer.body.msg).toBe('库存已被订单更新，请刷新后重新设置');
      }
      return false;
    };
    const results = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => makeOrder(app, buyer.token, goods, recipients(1, `race${i}`)).then((answer) => answer.body.code === 0)),
      ...Array.from({ length: 10 }, restock),
    ]);
    expect(results).toEqual(Array(20).fill(true));
    expect(await stockNow()).toBe(1000 - 10 + 100);
    await expectBooksBalanced(app);
  });

  it('refunds a parcel once when 无法发货 is pressed 10 times at once beside 发货, and books its supply price back once', async () => {
    const goods = await goodsOfShop(app, 1);
    const supplier = await supplierOf(app, 1);
    const buyer = await merchant(app, 100);
    expect((await makeOrder(app, buyer.token, goods, recipients(2, 'twice'))).body.code).toBe(0);
    const [one, two] = (await app.db.selectFrom('parcels').select(['id', 'price_fen']).where('user_id', '=', buyer.userId).orderBy('id').execute()).map((p) => p);
    const before = await balanceOf(app, buyer.token);
    const refuse = (id: number) => call(app, 'POST', '/api/supplier/refuse', { parcel_ids: [id], reason: '仓库缺货' }, { token: supplier.token });
    const ship = (id: number) => call(app, 'POST', '/api/supplier/ship', { parcel_ids: [id] }, { token: supplier.token });
    const answers = await Promise.all([...Array.from({ length: 10 }, () => refuse(one.id)), ...Array.from({ length: 5 }, () => refuse(two.id)), ...Array.from({ length: 5 }, () => ship(two.id))]);
    expect(answers.filter((a, i) => i < 10 && a.body.data.done.length === 1)).toHaveLength(1);
    const second = await app.db.selectFrom('parcels').select(['status', 'shipped_at']).where('id', '=', two.id).executeTakeFirstOrThrow();
    // the second was either refused (and never shipped) or shipped (and never refused)
    const secondRefused = second.status === 4;
    expect(secondRefused ? second.shipped_at : second.status).toBe(secondRefused ? null : 3);
    const refunded = one.price_fen + (secondRefused ? two.price_fen : 0);
    expect(await balanceOf(app, buyer.token)).toBeCloseTo(before + refunded / 100, 2);
    const reversals = await app.db.selectFrom('ledger_entries').select('source_id').where('type', '=', 'supply_reverse').where('source_id', 'in', [String(one.id), String(two.id)]).execute();
    expect(reversals).toHaveLength(secondRefused ? 2 : 1);
    await expectBooksBalanced(app);
  });
});
