import { sql } from 'kysely';
import { fen, ResultCode } from 'shared-contracts';
import { BusinessError } from '../lib/errors';
import { registerUser } from '../test-support/harness';
import { app, testDb, withTestApp } from '../test-support/test-app';
import { expectBooksBalanced } from '../test-support/money';

// The wallet's rules under load. The concurrency cases need several connections: PostgreSQL only
// (PGlite's single connection runs everything one at a time and would hide a race).
const onPostgres = Boolean(process.env.DATABASE_URL);

withTestApp();
afterEach(async () => {
  await expectBooksBalanced(app);
});

const credit = (userId: number, amount: number, id: string) =>
  app.services.wallet.post({ userId, type: 'adjust', amount: fen(amount), source: { type: 'test', id }, remark: '测试入账' });
const debit = (userId: number, amount: number, id: string) =>
  app.services.wallet.post({ userId, type: 'order', amount: fen(-amount), source: { type: 'order', id }, remark: '测试扣款' });
const balance = async (userId: number) => (await app.repos.wallet.find(userId))?.balance ?? 0;

describe('wallet postings', () => {
  it('books each cause once, refuses to go below zero with code 23, and keeps the totals', async () => {
    const { userId } = await registerUser(app);
    expect(await credit(userId, 1000, 'c1')).toEqual({ balance: 1000 });
    expect(await credit(userId, 1000, 'c1')).toBeNull(); // the same cause again: nothing
    expect(await debit(userId, 300, 'o1')).toEqual({ balance: 700 });
    await expect(debit(userId, 701, 'o2')).rejects.toEqual(new BusinessError(ResultCode.BALANCE_INSUFFICIENT, '余额不足，请充值'));
    expect(await app.repos.wallet.find(userId)).toEqual({ balance: 700, recharge_total: 0, spend_total: 300 });
  });

  it('books many credits at once: each cause once, running balances per user, a cause booked before left alone', async () => {
    const [a, b] = [(await registerUser(app)).userId, (await registerUser(app)).userId];
    await credit(a, 100, 'many-0');
    const posting = (userId: number, amount: number, id: string) => ({ userId, type: 'adjust' as const, amount: fen(amount), source: { type: 'test', id }, remark: '批量入账' });
    const first = await app.services.wallet.creditMany([posting(b, 50, 'many-3'), posting(a, 20, 'many-1'), posting(a, 0.5 * 60, 'many-2'), posting(a, 999, 'many-0')]);
    expect([...first.booked.keys()].sort()).toEqual(['many-1', 'many-2', 'many-3']);
    expect([...first.before.keys()]).toEqual(['many-0']);
    expect(first.before.get('many-0')).toMatchObject({ user_id: a, amount: 100 });
    const entries = await app.db.selectFrom('ledger_entries').select(['user_id', 'source_id', 'amount', 'balance_after']).where('source_type', '=', 'test').where('source_id', 'like', 'many-%').orderBy('id').execute();
    expect(entries).toEqual([
      { user_id: a, source_id: 'many-0', amount: 100, balance_after: 100 },
      { user_id: a, source_id: 'many-1', amount: 20, balance_after: 120 },
      { user_id: a, source_id: 'many-2', amount: 30, balance_after: 150 },
      { user_id: b, source_id: 'many-3', amount: 50, balance_after: 50 },
    ]);
    expect([await balance(a), await balance(b)]).toEqual([150, 50]);
    // replayed: nothing moves
    const again = await app.services.wallet.creditMany([posting(a, 20, 'many-1'), posting(b, 50, 'many-3')]);
    expect(again.booked.size).toBe(0);
    expect([await balance(a), await balance(b)]).toEqual([150, 50]);
    await expect(app.services.wallet.creditMany([posting(a, 1, 'x'), posting(a, 1, 'x')])).rejects.toThrow('each source once');
    await expect(app.services.wallet.creditMany([{ ...posting(a, 1, 'y'), amount: fen(-1) }])).rejects.toThrow('credits');
  });

  it('keeps each account apart: commission booked frozen, moved to available once, never below zero; the balance untouched', async () => {
    const { userId } = await registerUser(app);
    await credit(userId, 100, 'acct-balance');
    const earn = (amount: number, id: string) =>
      app.services.wallet.post({ userId, account: 'commission_frozen', type: 'commission', amount: fen(amount), source: { type: 'test', id }, remark: '推广佣金' });
    const release = (amount: number, id: string) =>
      app.services.wallet.move({ userId, from: 'commission_frozen', to: 'commission_available', amount: fen(amount), type: 'commission', source: { type: 'test-release', id }, remark: '佣金解冻', insufficient: '冻结佣金不足' });
    expect(await earn(300, 'acct-1')).toEqual({ balance: 300 });
    expect(await earn(300, 'acct-1')).toBeNull();
    expect(await release(200, 'acct-r1')).toEqual({ from: 100, to: 200 });
    expect(await release(200, 'acct-r1')).toBeNull(); // the same cause again: nothing moves
    await expect(release(101, 'acct-r2')).rejects.toMatchObject({ message: '冻结佣金不足' });
    expect(await app.repos.wallet.lock(userId)).toMatchObject({ balance: 100, commission_frozen: 100, commission_available: 200, withdrawing: 0 });
    // the prepaid balance's ledger shows none of it
    const page = await app.services.wallet.ledger(userId, { account: 'balance' }, { page: 1, page_size: 10 });
    expect(page.list.map((entry) => entry.amount)).toEqual([1]);
    // 资金变动 (no account) shows every account's, newest first
    const all = await app.services.wallet.ledger(userId, {}, { page: 1, page_size: 10 });
    expect(all.list.map((entry) => [entry.account, entry.amount])).toEqual([
      ['commission_available', 2],
      ['commission_frozen', -2],
      ['commission_frozen', 3],
      ['balance', 1],
    ]);
    const entries = await app.db.selectFrom('ledger_entries').select(['account', 'amount', 'balance_after']).where('user_id', '=', userId).orderBy('id').execute();
    expect(entries).toEqual([
      { account: 'balance', amount: 100, balance_after: 100 },
      { account: 'commission_frozen', amount: 300, balance_after: 300 },
      { account: 'commission_frozen', amount: -200, balance_after: 100 },
      { account: 'commission_available', amount: 200, balance_after: 200 },
    ]);
  });

  it('finds an account whose total is not its entries', async () => {
    const { userId } = await registerUser(app);
    await app.services.wallet.post({ userId, account: 'commission_available', type: 'commission', amount: fen(50), source: { type: 'test', id: `breach-${userId}` }, remark: '推广佣金' });
    await sql`update wallets set commission_available = 49 where user_id = ${userId}`.execute(app.db);
    expect(await app.repos.wallet.invariantBreaches()).toEqual([{ user_id: userId, problem: 'commission_available 49 ≠ sum of entries 50' }]);
    await sql`update wallets set commission_available = 50 where user_id = ${userId}`.execute(app.db);
  });

  it('rolls a posting back with the transaction around it', async () => {
    const { userId } = await registerUser(app);
    await expect(
      app.repos.transaction(async () => {
        await credit(userId, 500, 'rolled-back');
        throw new Error('the order failed after the debit');
      }),
    ).rejects.toThrow('the order failed');
    expect(await balance(userId)).toBe(0);
  });

  it('keeps the ledger append-only: entries cannot be changed or deleted', async () => {
    const { userId } = await registerUser(app);
    await credit(userId, 100, 'kept');
    await expect(sql`update ledger_entries set amount = 1000000 where user_id = ${userId}`.execute(testDb.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_entries where user_id = ${userId}`.execute(testDb.db)).rejects.toThrow(/append-only/);
    await expect(sql`update wallets set balance = -1 where user_id = ${userId}`.execute(testDb.db)).rejects.toThrow(/check/i);
  });

  it('finds a wallet whose balance does not match its entries', async () => {
    const { userId } = await registerUser(app);
    await credit(userId, 100, 'drift');
    await sql`update wallets set balance = 150 where user_id = ${userId}`.execute(testDb.db);
    expect(await app.repos.wallet.invariantBreaches()).toEqual([{ user_id: userId, problem: 'balance 150 ≠ sum of entries 100' }]);
    await sql`update wallets set balance = 100 where user_id = ${userId}`.execute(testDb.db);
  });
});

(onPostgres ? describe : describe.skip)('wallet postings at once (PostgreSQL)', () => {
  it('lets a balance that covers 7 of 20 simultaneous orders pay exactly 7', async () => {
    const { userId } = await registerUser(app);
    await credit(userId, 700, 'seed');
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => debit(userId, 100, `race-${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(13);
    for (const r of refused) expect(r.reason).toMatchObject({ code: ResultCode.BALANCE_INSUFFICIENT });
    expect(await balance(userId)).toBe(0);
  });

  it('books one entry for the same cause posted ten times at once', async () => {
    const { userId } = await registerUser(app);
    const results = await Promise.all(Array.from({ length: 10 }, () => credit(userId, 250, 'same-cause')));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await balance(userId)).toBe(250);
  });

  it('moves out of an account holding 7 for 20 simultaneous causes exactly 7 times, never below zero', async () => {
    const { userId } = await registerUser(app);
    await app.services.wallet.post({ userId, account: 'commission_available', type: 'commission', amount: fen(700), source: { type: 'test', id: `race-seed-${userId}` }, remark: '推广佣金' });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        app.services.wallet.move({ userId, from: 'commission_available', to: 'withdrawing', amount: fen(100), type: 'commission', source: { type: 'test-race', id: `${userId}-${i}` }, remark: '提现', insufficient: '可提现佣金不足' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) expect(r.reason).toMatchObject({ message: '可提现佣金不足' });
    expect(await app.repos.wallet.lock(userId)).toMatchObject({ commission_available: 0, withdrawing: 700 });
  });

  it('keeps many users’ concurrent postings apart', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => registerUser(app)));
    await Promise.all(users.flatMap(({ userId }, u) => Array.from({ length: 10 }, (_, i) => credit(userId, (u + 1) * 10, `many-${u}-${i}`))));
    for (const [u, { userId }] of users.entries()) expect(await balance(userId)).toBe((u + 1) * 100);
  });
});
