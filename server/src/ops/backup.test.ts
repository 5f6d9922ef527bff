import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../db';
import { freshDatabase, type FreshDatabase } from '../test-support/databases';
import { buildTestApp, call, openTestDb, tempDir, uniqueIp, type TestDb } from '../test-support/harness';
import { expectBooksBalanced } from '../test-support/money';
import { balanceOf, makeOrder, merchant, recipients, stockUp, ZTO } from '../test-support/ordering';
import { hasCommand, runProgram } from '../test-support/programs';

// docs/backups.md's procedure, done: a database with a merchant, a top-up and an order made through the
// API is dumped (pg_dump -Fc), restored into a fresh database (pg_restore --no-owner), and the restored
// one passes `npm run check-ledger`, lets the merchant log in with their password, shows the order and the
// balance, and takes the next order (sequences and pg-boss's job tables came along).
// PostgreSQL only, and only where pg_dump and pg_restore are installed.
const serverUrl = process.env.DATABASE_URL;
const runnable = Boolean(serverUrl) && hasCommand('pg_dump') && hasCommand('pg_restore');
const REPO = path.resolve(__dirname, '../../..');

(runnable ? describe : describe.skip)('backups: pg_dump -Fc, pg_restore into a fresh database', () => {
  let dir: string | undefined;
  let target: FreshDatabase | undefined;
  let source: TestDb;
  let restored: TestDb | undefined;
  let app: FastifyInstance | undefined;

  afterAll(async () => {
    await app?.close();
    await restored?.close();
    await source?.close();
    await target?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('restores a dump that balances, logs the merchant in and takes the next order', async () => {
    dir = tempDir('backup-');
    const dump = path.join(dir, 'gift-mall.dump');
    source = await openTestDb();
    const before = await buildTestApp(source);
    await stockUp(before, ZTO.id);
    const user = await merchant(before, 200);
    const made = await makeOrder(before, user.token, ZTO, recipients(3));
    expect(made.body.code).toBe(0);
    const orderSn = made.body.data[0].order_sn as string;
    const balance = await balanceOf(before, user.token);

    // of the running site, as docs/backups.md does it: pg_dump reads one snapshot, so nothing stops
    const dumped = await runProgram('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${source.database.url}`], { cwd: dir, env: {} });
    expect({ code: dumped.code, stderr: dumped.stderr }).toEqual({ code: 0, stderr: '' });
    await before.close();
    target = await freshDatabase(serverUrl!, 'r');
    const restoring = await runProgram('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${target.url}`, dump], { cwd: dir, env: {} });
    expect({ code: restoring.code, stderr: restoring.stderr }).toEqual({ code: 0, stderr: '' });

    // `npm run check-ledger` itself (tsx compiles it first: slow on a busy machine)
    const ledger = await runProgram(path.join(REPO, 'node_modules/.bin/tsx'), ['server/scripts/check-ledger.ts'], { cwd: REPO, env: { DATABASE_URL: target.url }, timeoutMs: 60_000 });
    expect({ code: ledger.code, stdout: ledger.stdout, stderr: ledger.stderr }).toEqual({ code: 0, stdout: expect.stringMatching(/^账目平衡：1 个用户/), stderr: '' });

    const db = await openDatabase({ url: target.url });
    restored = { db, database: { url: target.url }, close: () => db.destroy() };
    app = await buildTestApp(restored);
    const login = await call(app, 'POST', '/api/login', { mobile: user.mobile, password: user.password }, { ip: uniqueIp() });
    expect(login.body.code).toBe(0);
    const token = login.body.data.token as string;
    expect(await balanceOf(app, token)).toBe(balance);
    const orders = await call(app, 'POST', '/api/user/order/list', {}, { token });
    expect(orders.body.data.list.map((o: { order_sn: string }) => o.order_sn)).toEqual([orderSn]);
    // the sequences came along (no id taken twice) and so did the job queue
    expect((await makeOrder(app, token, ZTO, recipients(2))).body.code).toBe(0);
    expect(await app.jobs.healthy()).toBe(true);
    await expectBooksBalanced(app);
  });
});
