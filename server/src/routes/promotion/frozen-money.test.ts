import { randomUUID } from 'node:crypto';
import { yuanToFen } from 'shared-contracts';
import { ACCOUNT_FROZEN } from 'shared-contracts/admin';
import { call, registerUser, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';

// Issue 35: freezing stops every money movement the user starts. Purchases (ordering.ts) and withdrawal
// applications (withdraw.test.ts) refused already; moving commission into the balance and starting a top-up
// are refused here, with the same message, and nothing moves. Run on PostgreSQL too.
const clock = testClock();

withTestApp({ clock });
afterEach(() => expectBooksBalanced(app));

const FROZEN = { code: 1, msg: ACCOUNT_FROZEN, data: null };
const freeze = (userId: number, frozen = true) => app.db.updateTable('users').set({ frozen }).where('id', '=', userId).execute();
const entriesOf = async (userId: number) => (await app.db.selectFrom('ledger_entries').select('id').where('user_id', '=', userId).execute()).length;

async function earn(userId: number, yuan: number) {
  await app.services.wallet.post({
    userId,
    account: 'commission_available',
    type: 'commission_release',
    amount: yuanToFen(yuan),
    source: { type: 'test', id: randomUUID() },
    remark: '佣金解冻',
  });
}

describe('a frozen user', () => {
  it('cannot move available commission into the balance; unfrozen, the same call works', async () => {
    const user = await registerUser(app);
    await earn(user.userId, 30);
    await freeze(user.userId);
    const entries = await entriesOf(user.userId);
    const transfer = (key = randomUUID()) =>
      call(app, 'POST', '/api/user/spread/transfer', { amount: 10 }, { token: user.token, headers: { 'idempotency-key': key } });

    expect((await transfer()).body).toEqual(FROZEN);
    expect(await app.repos.wallet.lock(user.userId)).toMatchObject({ commission_available: 3000, balance: 0 });
    expect(await entriesOf(user.userId)).toBe(entries);
    expect(await app.db.selectFrom('commission_transfers').select('id').where('user_id', '=', user.userId).execute()).toEqual([]);

    await freeze(user.userId, false);
    expect((await transfer()).body).toMatchObject({ code: 0, data: { balance: 10, available: 20 } });
  });

  it('cannot start a top-up', async () => {
    const user = await registerUser(app);
    await freeze(user.userId);
    const reply = await call(app, 'POST', '/api/user/recharge/qrcode', { channel: 1, amount: 100 }, { token: user.token });
    expect(reply.body).toEqual(FROZEN);
    expect(await app.db.selectFrom('recharge_orders').select('trade_no').where('user_id', '=', user.userId).execute()).toEqual([]);
  });
});
