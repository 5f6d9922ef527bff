import { sql } from 'kysely';
import { registerUser } from '../test-support/harness';
import { app, testDb, withTestApp } from '../test-support/test-app';
import { TransactionEscapedError } from './unit-of-work';

// On both databases (PGlite by default, PostgreSQL with DATABASE_URL): the transaction travels with the call.

withTestApp();
beforeAll(async () => {
  await sql`create table uow_probe (id serial primary key, label text not null)`.execute(testDb.db);
});

const labels = async () =>
  (await sql<{ label: string }>`select label from uow_probe order by id`.execute(testDb.db)).rows.map((row) => row.label);
const insert = (label: string) => sql`insert into uow_probe (label) values (${label})`.execute(testDb.db);
const favourite = (userId: number, goodsId: number) =>
  testDb.db.selectFrom('favourites').select('goods_id').where('user_id', '=', userId).where('goods_id', '=', goodsId).executeTakeFirst();
const collectCount = async (goodsId: number) =>
  (await testDb.db.selectFrom('goods').select('collect_count').where('id', '=', goodsId).executeTakeFirstOrThrow()).collect_count;

beforeEach(async () => {
  await sql`delete from uow_probe`.execute(testDb.db);
});

describe('transactions that compose', () => {
  it('rolls a nested service call back with the transaction around it', async () => {
    const user = await registerUser(app);
    const before = await collectCount(3);
    // the service opens its own transaction and reads through the app's repositories: both join this one
    await expect(
      app.repos.transaction(async () => {
        await app.services.catalogue.collect(user.userId, 3);
        expect(await favourite(user.userId, 3)).toBeDefined();
        throw new Error('the order failed after the favourite was written');
      }),
    ).rejects.toThrow('the order failed');
    expect(await favourite(user.userId, 3)).toBeUndefined();
    expect(await collectCount(3)).toBe(before);
  });

  it('commits a nested service call with the transaction around it', async () => {
    const user = await registerUser(app);
    const before = await collectCount(4);
    await app.repos.transaction(async () => {
      await insert('outer');
      await app.services.catalogue.collect(user.userId, 4);
    });
    expect(await favourite(user.userId, 4)).toBeDefined();
    expect(await collectCount(4)).toBe(before + 1);
    expect(await labels()).toEqual(['outer']);
  });

  it('undoes only a failed inner transaction that the caller catches (a savepoint)', async () => {
    await app.repos.transaction(async () => {
      await insert('kept');
      await app.repos
        .transaction(async () => {
          await insert('undone');
          throw new Error('inner fails');
        })
        .catch(() => undefined);
      await insert('after');
    });
    expect(await labels()).toEqual(['kept', 'after']);
  });

  it('runs nested transactions started at once one after another', async () => {
    await app.repos.transaction(async () => {
      await Promise.all(
        ['a', 'b', 'c'].map((label) =>
          app.repos.transaction(async () => {
            await insert(label);
            if (label === 'b') throw new Error('b fails');
          }).catch(() => undefined),
        ),
      );
    });
    expect((await labels()).sort()).toEqual(['a', 'c']);
  });

  it('runs a savepoint begun inside a savepoint (three levels: 补单 → credit → ledger entry) instead of waiting on itself', async () => {
    const deep = app.repos.transaction(() =>
      app.repos.transaction(async () => {
        await insert('outer savepoint');
        await app.repos.transaction(() => insert('inner savepoint'));
        await Promise.all(['x', 'y'].map((label) => app.repos.transaction(() => app.repos.transaction(() => insert(label)))));
      }),
    );
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('nested savepoints waited on each other')), 5_000).unref());
    await Promise.race([deep, timeout]);
    expect((await labels()).sort()).toEqual(['inner savepoint', 'outer savepoint', 'x', 'y']);
  });

  it('refuses a query that outlives its transaction instead of running it outside', async () => {
    let escaped: Promise<unknown> = Promise.resolve();
    await app.repos.transaction(async () => {
      await insert('inside');
      // started inside, not awaited: it must not silently run on the pool after COMMIT
      escaped = new Promise((resolve) => setTimeout(resolve, 50)).then(() => insert('escaped'));
    });
    await expect(escaped).rejects.toBeInstanceOf(TransactionEscapedError);
    expect(await labels()).toEqual(['inside']);
  });

  it('keeps concurrent transactions apart', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = app.repos.transaction(async () => {
      await insert('first');
      await gate;
      throw new Error('first rolls back');
    });
    // on PostgreSQL this runs beside the first; on PGlite it waits for it — either way it never joins it
    const second = app.repos.transaction(async () => insert('second'));
    setTimeout(release, 30);
    await expect(first).rejects.toThrow('first rolls back');
    await second;
    expect(await labels()).toEqual(['second']);
  });
});

describe('PostgreSQL session limits', () => {
  const onPostgres = Boolean(process.env.DATABASE_URL);
  (onPostgres ? it : it.skip)('sets statement_timeout and idle_in_transaction_session_timeout on every pooled connection', async () => {
    const row = (
      await sql<{ statement: string; idle: string }>`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`.execute(
        testDb.db,
      )
    ).rows[0];
    expect(row).toEqual({ statement: '15s', idle: '30s' });
  });
});
