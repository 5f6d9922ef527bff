import { databaseUrl, freshDatabase, onServer } from '../src/test-support/databases';

/** The PostgreSQL server the benches make their databases on (src/test-support/databases.ts; a free port: ports.ts). */
export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Parcels written per statement by seedParcels. */
const SEED_SLICE = 100_000;

/** How the bench parcels of `seedParcels` go: the share of each fate, by parcel number. */
export interface ParcelFates {
  /** every n-th parcel is never picked up (超时未揽收) */
  neverPickedUpEvery: number;
  /** every n-th parcel gets its waybill too late (超时未出单) */
  lateWaybillEvery: number;
}

/**
 * `parcels` dispatched parcels of `users` merchants (one order each), paid at `paidAt`, numbered ten minutes
 * later and picked up three hours later — except the fates' shares — written by the database itself
 * (generate_series), so a million takes seconds. Goods 1 / courier 1 of the demo catalogue, 2.50 yuan each.
 */
export async function seedParcels(db: import('kysely').Kysely<import('../src/db/schema').Database>, options: { users: number; parcels: number; paidAt: Date; fates?: ParcelFates }): Promise<void> {
  const { sql } = await import('kysely');
  const { users, parcels, paidAt } = options;
  const fates = options.fates ?? { neverPickedUpEvery: 1_000_000_000, lateWaybillEvery: 1_000_000_000 };
  const perOrder = Math.ceil(parcels / users);
  await sql`
    insert into users (mobile, password_hash, username, type, group_id, refer_code)
    select '17' || lpad(i::text, 9, '0'), 'x', 'bench' || i, 1, 1, 'B' || lpad(i::text, 7, '0')
    from generate_series(1, ${users}) i`.execute(db);
  await sql`insert into wallets (user_id) select id from users where username like 'bench%'`.execute(db);
  await sql`
    insert into orders (order_sn, user_id, goods_id, goods_name, goods_pic, courier_id, express_name, goods_num, unit_price_fen, total_fen,
                        rec_count, platform, order_source, remark, status, idempotency_key, request_hash, rejected, created_at, issue_deadline)
    select 'B' || lpad(u.id::text, 12, '0'), u.id, 1, '压测商品', '', 1, '中通快递', ${perOrder}, 250, 250 * ${perOrder},
           ${perOrder}, 1, 1, '', 3, 'bench-' || u.id, 'x', '[]', ${paidAt}, '17:00'
    from users u where u.username like 'bench%'`.execute(db);
  // in slices: each statement stays well inside the app's statement timeout
  for (let from = 1; from <= parcels; from += SEED_SLICE) {
    const to = Math.min(parcels, from + SEED_SLICE - 1);
    await sql`
    insert into parcels (order_id, user_id, parcel_sn, line, row_id, shop_order, rec_name, rec_mobile, rec_province, rec_city, rec_district,
                         rec_address, lp_reissue_sn, price_fen, status, waybill_code, created_at, dispatched_at, picked_up_at, track_state)
    select o.id, o.user_id, 'BP' || lpad(i::text, 12, '0'), i, 'r' || i, '', '收件人', '13800138000', '浙江省', '杭州市', '西湖区',
           '文三路 ' || i || ' 号', '', 250, 3, 'ZT' || lpad(i::text, 12, '0'), ${paidAt},
           case when i % ${fates.lateWaybillEvery} = 0 then ${paidAt}::timestamptz + interval '30 hours' else ${paidAt}::timestamptz + interval '10 minutes' end,
           case when i % ${fates.neverPickedUpEvery} = 0 then null else ${paidAt}::timestamptz + interval '3 hours' end,
           case when i % ${fates.neverPickedUpEvery} = 0 then 'none' else 'picked_up' end
    from generate_series(${from}::int, ${to}::int) i
    join orders o on o.order_sn = 'B' || lpad(((i - 1) / ${perOrder} + (select min(id) from users where username like 'bench%'))::text, 12, '0')`.execute(db);
  }
  await sql`insert into compensation_pending (parcel_id) select id from parcels where parcel_sn like 'BP%'`.execute(db);
  await sql`analyze parcels`.execute(db);
  await sql`analyze compensation_pending`.execute(db);
  await sql`analyze orders`.execute(db);
}

/** The built server (server/dist) in its own process on a fresh database, answering on 127.0.0.1. */
export interface BenchServer {
  base: string;
  db: import('kysely').Kysely<import('../src/db/schema').Database>;
  /** the server process's id (its memory: /proc/<pid>/status) */
  pid: number;
  /** the fresh database's URL (for scripts run beside the server) */
  url: string;
  /** Stops the server, closes `db` and drops the database (kept when `keepDatabase`: a bench's data to look into). */
  stop(options?: { keepDatabase?: boolean }): Promise<void>;
}

/**
 * Creates database `<prefix>_<random>` on the server DATABASE_URL names, starts server/dist/server.js on it
 * in the demo mode (a free port, DATA_DIR in a temporary folder, LOG_LEVEL warn, `env` on top), waits for /api/health and
 * opens a connection of the bench's own to the same database.
 */
export async function builtServerOnFreshDatabase(prefix: string, env: Record<string, string>, nodeArgs: string[] = [], existing?: string): Promise<BenchServer> {
  const { spawn } = await import('node:child_process');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { openDatabase } = await import('../src/db');
  const { freePort } = await import('../src/test-support/ports');
  const root = path.resolve(__dirname, '../..');
  // `existing`: a database a bench seeded and kept before (its data measured again after a change)
  const database = existing
    ? { url: databaseUrl(SERVER_URL, existing), drop: () => onServer(SERVER_URL, `drop database if exists ${existing} with (force)`) }
    : await freshDatabase(SERVER_URL, prefix);
  const port = await freePort();
  const server = spawn(process.execPath, [...nodeArgs, path.join(root, 'server/dist/server.js')], {
    cwd: root,
    // the demo mode: the benches pay, notify and push through the sandboxes (production refuses them)
    env: { ...process.env, APP_ENV: 'development', DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')), STATIC_ROOT: root, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const db = await openDatabase({ url: database.url });
  const stop = async (options?: { keepDatabase?: boolean }) => {
    await db.destroy();
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    if (options?.keepDatabase) console.log(`database kept: ${database.url}`);
    else await database.drop();
  };
  try {
    for (let i = 0; ; i += 1) {
      if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
      // a kept database may first build a new migration's index over millions of rows
      if (i > (existing ? 7200 : 240)) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop({ keepDatabase: Boolean(existing) }); // a seeded database took minutes: never lost to a failed start
    throw error;
  }
  return { base, db, pid: server.pid!, url: database.url, stop };
}
