import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';
import { balanceOf, merchant, recipients, stockUp, ZTO } from '../../test-support/ordering';
import { openCall, openKeyOf } from '../../test-support/open-api';

/** Races need several connections: PGlite's single one would serialise them and hide what this checks. */
const onPostgres = Boolean(process.env.DATABASE_URL);

withTestApp();
beforeAll(async () => {
  await stockUp(app, ZTO.id);
});

(onPostgres ? describe : describe.skip)('Open API orders at once (PostgreSQL)', () => {
  it('makes one order and one debit for 10 identical signed calls with one Idempotency-Key at once', async () => {
    const user = await merchant(app, 100);
    const key = await openKeyOf(app, user.token);
    const body = { goods_id: ZTO.id, goods_num: 1, express_id: ZTO.courierId, platform: 2, order_source: 1, remark: '', rec_list: recipients(3) };
    const answers = await Promise.all(Array.from({ length: 10 }, () => openCall(app, key, 'POST', '/open/v1/orders', { body, headers: { 'idempotency-key': 'open-same-key-at-once' } })));
    expect(answers.map((a) => a.body.code)).toEqual(Array(10).fill(0));
    expect(new Set(answers.flatMap((a) => a.body.data.map((row: { order_sn: string }) => row.order_sn))).size).toBe(1);
    expect(await app.db.selectFrom('orders').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(1);
    const debits = await app.db.selectFrom('ledger_entries').select('id').where('user_id', '=', user.userId).where('type', '=', 'order').execute();
    expect(debits).toHaveLength(1);
    const price = (await app.db.selectFrom('goods').select('price_fen').where('id', '=', ZTO.id).executeTakeFirstOrThrow()).price_fen;
    expect(await balanceOf(app, user.token)).toBeCloseTo(100 - (3 * price) / 100, 2);
    await expectBooksBalanced(app);
  });
});
