import { fen } from 'shared-contracts';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';
import { balanceOf, makeOrder, merchant, recipients, stockUp, ZTO } from '../../test-support/ordering';

/** Races need several connections: PGlite's single one would serialise them and hide what this checks. */
const onPostgres = Boolean(process.env.DATABASE_URL);

withTestApp();
beforeAll(async () => {
  await stockUp(app, ZTO.id);
});

(onPostgres ? describe : describe.skip)('orders at once (PostgreSQL)', () => {
  it('makes exactly as many of 20 simultaneous orders as the balance covers, never below zero, books balanced', async () => {
    // one recipient costs the goods' price; top up exactly 7 orders' worth of 2 recipients
    const price = (await app.db.selectFrom('goods').select('price_fen').where('id', '=', ZTO.id).executeTakeFirstOrThrow()).price_fen;
    const user = await merchant(app);
    await app.services.wallet.post({ userId: user.userId, type: 'adjust', amount: fen(price * 2 * 7), source: { type: 'test', id: `seed-${user.userId}` }, remark: '测试充值' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => makeOrder(app, user.token, ZTO, recipients(2, `c${i}`))));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(7);
    expect(codes.filter((c) => c === 23)).toHaveLength(13);
    expect(await balanceOf(app, user.token)).toBe(0);
    expect(await app.db.selectFrom('orders').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(7);
    expect(await app.db.selectFrom('parcels').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(14);
    await expectBooksBalanced(app);
  });

  it('makes one order for the same key pressed 10 times at once', async () => {
    const user = await merchant(app, 100);
    const rows = recipients(3);
    const answers = await Promise.all(Array.from({ length: 10 }, () => makeOrder(app, user.token, ZTO, rows, { key: 'same-key-at-once' })));
    // every press answers the one order (a replay shows it as it stands: waybill numbers may still be coming)
    expect(answers.map((a) => a.body.code)).toEqual(Array(10).fill(0));
    expect(new Set(answers.flatMap((a) => a.body.data.map((row: { order_sn: string }) => row.order_sn))).size).toBe(1);
    expect(await app.db.selectFrom('orders').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(1);
    await expectBooksBalanced(app);
  });
});
