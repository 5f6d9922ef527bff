import { call, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';
import { makeOrder, merchant, recipients, stockUp } from '../../test-support/ordering';
import { shareOf } from './commissions';

// 推广佣金 on the ledger (issue 22): booked frozen with a referred user's order, a refused parcel's share
// taken back, released to available once the parcels were dispatched freeze_days ago (the business clock).
const clock = testClock();
const GOODS = { id: 1, courierId: 1 };
const DAY = 86_400_000;

withTestApp({ clock });
beforeAll(async () => {
  await stockUp(app, GOODS.id);
});
afterEach(() => expectBooksBalanced(app));

const referCodeOf = async (userId: number) => (await app.db.selectFrom('users').select('refer_code').where('id', '=', userId).executeTakeFirstOrThrow()).refer_code;
const accounts = (userId: number) => app.repos.wallet.lock(userId);
const parcelsOf = (userId: number) => app.db.selectFrom('parcels').select(['id', 'price_fen', 'status']).where('user_id', '=', userId).orderBy('id').execute();

/** A referrer and the merchant they brought (verified, topped up). */
async function pair() {
  const referrer = await merchant(app, 50);
  const referred = await merchant(app, 200, { referral: await referCodeOf(referrer.userId) });
  return { referrer, referred };
}

describe('commission', () => {
  it('is booked frozen with a referred user’s order: each parcel’s share at the rate, rounded down', async () => {
    const { referrer, referred } = await pair();
    const { body } = await makeOrder(app, referred.token, GOODS, recipients(3));
    expect(body.code).toBe(0);
    const parcels = await parcelsOf(referred.userId);
    const expected = parcels.reduce((sum, p) => sum + shareOf(p.price_fen, 500), 0);
    expect(expected).toBeGreaterThan(0);
    expect(await accounts(referrer.userId)).toMatchObject({ balance: 5000, commission_frozen: expected, commission_available: 0 });
    const row = await app.db.selectFrom('commissions').selectAll().where('referrer_id', '=', referrer.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: referred.userId, rate_bp: 500, amount_fen: expected, status: 'frozen' });
    // the referrer's own order earns nobody anything, and nothing for the referrer
    expect((await makeOrder(app, referrer.token, GOODS, recipients(1))).body.code).toBe(0);
    expect((await accounts(referrer.userId)).commission_frozen).toBe(expected);
  });

  it('uses the referrer’s VIP group rate when it has one', async () => {
    const { referrer, referred } = await pair();
    const group = (await app.db.selectFrom('users').select('group_id').where('id', '=', referrer.userId).executeTakeFirstOrThrow()).group_id;
    await app.db.updateTable('user_groups').set({ commission_bp: 1000 }).where('id', '=', group).execute();
    try {
      await makeOrder(app, referred.token, GOODS, recipients(2));
      const parcels = await parcelsOf(referred.userId);
      expect((await accounts(referrer.userId)).commission_frozen).toBe(parcels.reduce((sum, p) => sum + shareOf(p.price_fen, 1000), 0));
    } finally {
      await app.db.updateTable('user_groups').set({ commission_bp: null }).where('id', '=', group).execute();
    }
  });

  it('takes a refused parcel’s share back, and releases the rest freeze_days after dispatch, once', async () => {
    clock.set(new Date('2026-08-01T02:00:00Z'));
    await app.services.commissions.releaseDue(); // the earlier tests' orders, long due
    const { referrer, referred } = await pair();
    const rows = recipients(3);
    rows[1].rec_address = '拒收路1号';
    expect((await makeOrder(app, referred.token, GOODS, rows)).body.code).toBe(0);
    const parcels = await parcelsOf(referred.userId);
    expect(parcels.map((p) => p.status)).toEqual([3, 4, 3]);
    const booked = parcels.reduce((sum, p) => sum + shareOf(p.price_fen, 500), 0);
    const refused = shareOf(parcels[1].price_fen, 500);
    expect(await accounts(referrer.userId)).toMatchObject({ commission_frozen: booked - refused, commission_available: 0 });

    // 7 days after dispatch, not a second before
    clock.set(new Date(new Date('2026-08-01T02:00:00Z').getTime() + 7 * DAY - 1000));
    expect((await app.services.commissions.releaseDue()).released).toBe(0);
    clock.set(new Date('2026-08-08T02:00:00Z'));
    const run = await app.services.commissions.releaseDue();
    expect(run).toMatchObject({ released: 1, amountFen: booked - refused });
    expect(await accounts(referrer.userId)).toMatchObject({ commission_frozen: 0, commission_available: booked - refused });
    expect((await app.services.commissions.releaseDue()).released).toBe(0);
    expect(await app.db.selectFrom('commissions').select(['status', 'reversed_fen', 'released_fen']).where('referrer_id', '=', referrer.userId).executeTakeFirstOrThrow()).toEqual({
      status: 'available',
      reversed_fen: refused,
      released_fen: booked - refused,
    });
  });

  it('推广信息 and 佣金汇总: the link with the code, the rate, whom the caller brought, frozen and earned today (their own only)', async () => {
    clock.set(new Date('2026-09-10T04:00:00Z'));
    const { referrer, referred } = await pair();
    await merchant(app, 0, { referral: await referCodeOf(referrer.userId) });
    await makeOrder(app, referred.token, GOODS, recipients(2));
    const frozen = (await accounts(referrer.userId)).commission_frozen / 100;
    const info = await call(app, 'GET', '/api/user/spread/info', undefined, { token: referrer.token, headers: { host: 'shop.example.com' } });
    const code = await referCodeOf(referrer.userId);
    expect(info.body.data).toEqual({ code, link: `http://shop.example.com/?i=${code}`, rate: 5, freeze_days: 7, invited: 2, ordered: 1 });
    const summary = await call(app, 'GET', '/api/user/spread/summary', undefined, { token: referrer.token });
    expect(summary.body.data).toEqual({ frozen, available: 0, withdrawing: 0, earned: frozen, today: frozen, month: frozen });
    // the referred user earned nothing, and cannot see the referrer's figures
    expect((await call(app, 'GET', '/api/user/spread/summary', undefined, { token: referred.token })).body.data).toMatchObject({ frozen: 0, earned: 0 });
    expect((await call(app, 'GET', '/api/user/spread/info')).status).toBe(401);

    // 我邀请的用户: newest first, masked, with what they paid and what they earned the referrer
    const users = await call(app, 'GET', '/api/user/spread/user', undefined, { token: referrer.token, query: { page: '1', page_size: '10' } });
    expect(users.body.data.data_count).toBe(2);
    const [newest, first] = users.body.data.list;
    expect(newest).toMatchObject({ orders: 0, amount: 0, commission: 0 });
    expect(first).toMatchObject({ mobile: `${referred.mobile.slice(0, 3)}****${referred.mobile.slice(-4)}`, orders: 1, commission: frozen });
    expect(first.amount).toBeGreaterThan(0);
    const byMobile = await call(app, 'GET', '/api/user/spread/user', undefined, { token: referrer.token, query: { mobile: referred.mobile.slice(-4) } });
    expect(byMobile.body.data.list.map((u: { orders: number }) => u.orders)).toContain(1);
    expect((await call(app, 'GET', '/api/user/spread/user', undefined, { token: referrer.token, query: { mobile: '12' } })).status).toBe(400);
    // the referred user brought nobody
    expect((await call(app, 'GET', '/api/user/spread/user', undefined, { token: referred.token })).body.data.data_count).toBe(0);
  });

  it('佣金记录, 资金变动, the summary and the log by account: what the referrer sees of each step (their own only)', async () => {
    clock.set(new Date('2026-10-01T02:00:00Z'));
    await app.services.commissions.releaseDue();
    const { referrer, referred } = await pair();
    await makeOrder(app, referred.token, GOODS, recipients(2));
    const booked = (await accounts(referrer.userId)).commission_frozen;
    const records = async (token: string, query: Record<string, string> = {}) => (await call(app, 'GET', '/api/user/order', undefined, { token, query })).body.data;

    const [frozen] = (await records(referrer.token)).list;
    const paid = (await parcelsOf(referred.userId)).reduce((sum, p) => sum + p.price_fen, 0);
    expect(frozen).toMatchObject({ mobile: `${referred.mobile.slice(0, 3)}****${referred.mobile.slice(-4)}`, parcels: 2, amount: paid / 100, rate: 5, commission: booked / 100, reversed: 0, status: 'frozen', released_at: null });
    // dispatched at once by the sandbox courier: available 7 days later
    expect(frozen.release_at).toBe('2026-10-08 10:00:00');
    expect((await records(referrer.token, { status: 'available' })).data_count).toBe(0);
    expect((await records(referred.token)).data_count).toBe(0);

    // a visit midway keeps the session (7 days, sliding)
    clock.set(new Date('2026-10-05T02:00:00Z'));
    expect((await records(referrer.token)).data_count).toBe(1);
    clock.set(new Date('2026-10-08T02:00:00Z'));
    await app.services.commissions.releaseDue();
    const [released] = (await records(referrer.token, { status: 'available' })).list;
    expect(released).toMatchObject({ status: 'available', release_at: null, released_at: '2026-10-08 10:00:00' });

    const summary = (await call(app, 'GET', '/api/finance/statistics/summary', undefined, { token: referrer.token })).body.data;
    expect(summary).toMatchObject({ balance: 50, commission_frozen: 0, commission_available: booked / 100, withdrawing: 0, withdrawn: 0 });

    // 资金明细 stays the prepaid balance's; account= reads another; 资金变动 reads every account, newest first
    const log = async (query: Record<string, string>) => (await call(app, 'GET', '/api/finance/log/list', undefined, { token: referrer.token, query })).body.data.list;
    expect((await log({})).every((e: { account: string }) => e.account === 'balance')).toBe(true);
    expect((await log({ account: 'commission_frozen' })).map((e: { type: string; amount: number }) => [e.type, e.amount])).toEqual([
      ['commission_release', -booked / 100],
      ['commission', booked / 100],
    ]);
    const changes = (await call(app, 'GET', '/api/money/change', undefined, { token: referrer.token })).body.data.list;
    expect(changes.slice(0, 3).map((e: { account: string; type_name: string }) => [e.account, e.type_name])).toEqual([
      ['commission_available', '佣金解冻'],
      ['commission_frozen', '佣金解冻'],
      ['commission_frozen', '推广佣金'],
    ]);
    expect(changes.at(-1)).toMatchObject({ account: 'balance', type: 'recharge' });
    const other = await merchant(app, 10);
    expect((await call(app, 'GET', '/api/money/change', undefined, { token: other.token })).body.data.list.map((e: { type: string; amount: number }) => [e.type, e.amount])).toEqual([['recharge', 10]]);
    expect((await call(app, 'GET', '/api/money/change', undefined, { token: referrer.token, query: { account: 'nope' } })).status).toBe(400);
  });

  it('binds a new user once: an unknown code binds nobody, and nobody is their own referrer', async () => {
    const stranger = await merchant(app, 100, { referral: 'NOSUCHCODE' });
    expect((await app.db.selectFrom('users').select('referrer_id').where('id', '=', stranger.userId).executeTakeFirstOrThrow()).referrer_id).toBeNull();
    await makeOrder(app, stranger.token, GOODS, recipients(1));
    expect(await app.db.selectFrom('commissions').select('id').where('user_id', '=', stranger.userId).execute()).toEqual([]);
  });
});
