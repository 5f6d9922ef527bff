// `npm run bench` (part): a merchant with 1,000,000 parcels (issue 24), on PostgreSQL (a fresh database on the
// server DATABASE_URL names, else the local one) behind the built server. Seeded by the database itself
// (INSERT … SELECT generate_series, never through the API): 100,000 users, SCALE_TOTAL_PARCELS parcels
// (default 10,000,000; a multiple of 1,000,000) in orders of 100, one merchant holding 1,000,000 of them in
// 10,000 orders spread over 180 days; one top-up per user, one debit per order, one refund per refused parcel,
// wallets set to the sums, so check-ledger has real books to check. Then, as the merchant through HTTP with a
// session from /api/login: the parcel list's first page and each filter (p95 of 20), the order list, the
// workbench counters, the export of all 1,000,000 parcels (streamed; the server's peak RSS) and check-ledger
// over every user. Prints each figure beside its goal; exits 1 when a result is wrong.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createPasswordHasher } from '../src/lib/password';
import { builtServerOnFreshDatabase, type BenchServer } from './support';

const TOTAL = Number(process.env.SCALE_TOTAL_PARCELS ?? 10_000_000);
const MERCHANT_PARCELS = 1_000_000;
const PER_ORDER = 100;
const USERS = 100_000;
const ORDERS = TOTAL / PER_ORDER;
const MERCHANT_ORDERS = MERCHANT_PARCELS / PER_ORDER;
/** every STRIDE-th order is the merchant's: their parcels are spread through the table as a real one's are */
const STRIDE = ORDERS / MERCHANT_ORDERS;
const DAYS = 180;
const PRICE_FEN = 250;
const PASSWORD = 'bench12345';
const RUNS = 20;
const SERVER_HEAP_MB = Number(process.env.SCALE_SERVER_HEAP_MB ?? 160);
/** parcels written per statement */
const SLICE = 500_000;

if (!Number.isInteger(STRIDE) || TOTAL < MERCHANT_PARCELS) throw new Error('SCALE_TOTAL_PARCELS must be a multiple of 1,000,000');

const lit = (n: number) => sql.lit(n);
// recipients' names as merchants' lists hold them: a common surname and one or two given characters
// (35 × 42 × 43 names; a whole name finds tens of a million parcels, a surname tens of thousands)
const SURNAMES = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董'];
const GIVEN = [...'伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红玲建国志文斌辉鹏飞宇浩然晨欣'];
const pgArray = (list: string[]) => `(array[${list.map((c) => `'${c}'`).join(',')}])`;
const recipientName = sql.raw(
  `${pgArray(SURNAMES)}[1 + i % ${SURNAMES.length}] || ${pgArray(GIVEN)}[1 + (i / ${SURNAMES.length}) % ${GIVEN.length}]` +
    ` || coalesce(${pgArray(GIVEN)}[(i / ${SURNAMES.length * GIVEN.length}) % ${GIVEN.length + 1}], '')`,
);

/** Seeds everything; answers the merchant's id and mobile. */
async function seed(pool: BenchServer['db']): Promise<{ merchantId: number; mobile: string }> {
  // one connection: its session settings hold for every statement (a slice of 500,000 parcels outlasts the app's statement timeout)
  return pool.connection().execute(async (db) => {
    await sql`set statement_timeout = 0`.execute(db);
    await sql`set maintenance_work_mem = '512MB'`.execute(db);
    const mobile = '13900000000';
    const hash = await createPasswordHasher().hash(PASSWORD);
    // the merchant first, then the others: users ids are contiguous (one statement each)
    const merchant = await db
      .insertInto('users')
      .values({
        mobile,
        password_hash: hash,
        username: 'scale-merchant',
        type: 1,
        group_id: 1,
        refer_code: 'SCALE00',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`
    insert into users (mobile, password_hash, username, type, group_id, refer_code)
    select '16' || lpad(i::text, 9, '0'), 'x', 'scale' || i, 1, 1, 'S' || lpad(i::text, 7, '0')
    from generate_series(1, ${lit(USERS - 1)}) i order by i`.execute(db);
    const others = await sql<{
      first: number;
      n: number;
    }>`select min(id) as first, count(*)::int as n from users where username like 'scale%' and username <> 'scale-merchant'`.execute(db);
    const firstOther = others.rows[0].first;
    // order k (1-based) belongs to: the merchant every STRIDE-th, else one of the others in turn
    const ownerOf = (k: string) => sql.raw(`(case when ${k} % ${STRIDE} = 0 then ${merchant.id} else ${firstOther} + ${k} % ${USERS - 1} end)`);
    const start = new Date(Date.now() - (DAYS + 1) * 86_400_000);
    // order k was paid at start + k/ORDERS of DAYS; its parcels numbered 10 minutes later
    const atOf = (k: string) => sql`(${start}::timestamptz + (${sql.raw(k)} * ${lit((DAYS * 86_400) / ORDERS)}::float8) * interval '1 second')`;
    // a refused parcel (status 4, refunded): line 7 of every third order
    const refusedOrder = (k: string) => sql.raw(`(${k} % 3 = 1)`);

    await sql`
    insert into orders (order_sn, user_id, goods_id, goods_name, goods_pic, courier_id, express_name, goods_num, unit_price_fen, total_fen, refund_fen,
                        rec_count, platform, order_source, remark, status, idempotency_key, request_hash, rejected, created_at, issue_deadline)
    select 'SC' || lpad(k::text, 12, '0'), ${ownerOf('k')}, 1, '压测商品', '', 1, '中通快递', 1, ${lit(PRICE_FEN)}, ${lit(PRICE_FEN * PER_ORDER)},
           case when ${refusedOrder('k')} then ${lit(PRICE_FEN)} else 0 end,
           ${lit(PER_ORDER)}, 1 + k % 9, 1, '', 3, 'scale-' || k, 'x', '[]', ${atOf('k')}, '17:00'
    from generate_series(1, ${lit(ORDERS)}) k order by k`.execute(db);
    const firstOrder = (
      await sql<{
        id: number;
      }>`select min(id) as id from orders where order_sn like 'SC%'`.execute(db)
    ).rows[0].id;

    const provinces = sql.raw(`(array['浙江省','江苏省','广东省','上海市','北京市','四川省','湖北省','山东省'])[1 + i % 8]`);
    for (let from = 1; from <= TOTAL; from += SLICE) {
      const to = Math.min(TOTAL, from + SLICE - 1);
      // parcel i: order k = (i-1)/100 + 1, line (i-1)%100 + 1; refused lines have no waybill; the older ones signed,
      // one in 997 an exception; tracking already subscribed and fresh so no background job picks them up
      await sql`
      insert into parcels (order_id, user_id, parcel_sn, line, row_id, shop_order, rec_name, rec_mobile, rec_province, rec_city, rec_district,
                           rec_address, lp_reissue_sn, price_fen, status, waybill_code, error, created_at, dispatched_at, picked_up_at, signed_at,
                           track_state, track_state_at, track_updated_at, track_subscribed_at)
      select ${lit(firstOrder - 1)} + k, ${ownerOf('k')}, 'SP' || lpad(i::text, 12, '0'), line, 'r' || line, '', ${recipientName},
             '1' || (3 + i % 6) || lpad(((i::bigint * 7919) % 1000000000)::text, 9, '0'), ${provinces}, '某某市', '某某区', '幸福路 ' || i || ' 号', '',
             ${lit(PRICE_FEN)}, case when refused then 4 else 3 end, case when refused then '' else 'ZT' || lpad(i::text, 12, '0') end,
             case when refused then '地址超区' else '' end, at, case when refused then null else at + interval '10 minutes' end,
             case when refused then null else at + interval '3 hours' end, case when refused or not old then null else at + interval '3 days' end,
             case when refused then 'none' when i % 997 = 3 then 'exception' when old then 'signed' else 'in_transit' end,
             case when refused then null else at + interval '3 hours' end, now(), case when refused then null else at + interval '10 minutes' end
      from (
        select i, k, line, ${atOf('k')} as at, ${refusedOrder('k')} and line = 7 as refused, ${atOf('k')} < now() - interval '7 days' as old
        from (select i, (i - 1) / ${lit(PER_ORDER)} + 1 as k, (i - 1) % ${lit(PER_ORDER)} + 1 as line from generate_series(${lit(from)}::int, ${lit(
        to
      )}::int) i) n
      ) p`.execute(db);
    }

    // the books: a top-up per user (what they spent and 1,000 yuan more), a debit per order, a refund per refused
    // parcel, each entry's balance_after the running sum in id order, the wallets their sums
    await sql`
    insert into ledger_entries (user_id, account, type, amount, balance_after, source_type, source_id, remark, created_at)
    select user_id, 'balance', type, amount, sum(amount) over (partition by user_id order by seq), source_type, source_id, '', at
    from (
      select u.id as user_id, 'recharge' as type, coalesce(s.spent, 0) + 100000 as amount, 'recharge' as source_type, 'SCALE' || u.id as source_id,
             ${start}::timestamptz as at, 0::bigint as seq
      from users u left join (select user_id, sum(total_fen - refund_fen) as spent from orders group by user_id) s on s.user_id = u.id
      where u.username like 'scale%'
      union all
      select user_id, 'order', -total_fen, 'order', order_sn, created_at, id::bigint * 2 from orders where order_sn like 'SC%'
      union all
      select p.user_id, 'refund', p.price_fen, 'parcel', p.parcel_sn, p.created_at + interval '10 minutes', p.order_id::bigint * 2 + 1
      from parcels p where p.status = 4 and p.parcel_sn like 'SP%'
    ) e
    order by user_id, seq`.execute(db);
    await sql`
    insert into wallets (user_id, balance, recharge_total, spend_total)
    select user_id, sum(amount), coalesce(sum(amount) filter (where type = 'recharge'), 0), coalesce(-sum(amount) filter (where type in ('order', 'refund')), 0)
    from ledger_entries where user_id in (select id from users where username like 'scale%') group by user_id
    on conflict (user_id) do update set balance = excluded.balance, recharge_total = excluded.recharge_total, spend_total = excluded.spend_total`.execute(db);
    // a real database is vacuumed and analysed by autovacuum: do it now rather than wait for it
    for (const table of ['users', 'orders', 'parcels', 'ledger_entries', 'wallets']) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    return { merchantId: merchant.id, mobile };
  });
}

/** p95 (and median) of `runs` timed calls, after two untimed ones. */
async function timed(runs: number, call: () => Promise<void>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 2; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const began = performance.now();
    await call();
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return {
    p50: times[Math.floor(runs / 2)],
    p95: times[Math.min(runs - 1, Math.ceil(runs * 0.95) - 1)],
  };
}

/** VmHWM of a process: its peak resident memory, in MB. */
/** The server's resident memory now (VmRSS) or at its highest since it started (VmHWM), in MB. */
function rssMb(pid: number, which: 'VmRSS' | 'VmHWM'): number {
  const kb = new RegExp(`${which}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

interface Row {
  what: string;
  figure: string;
  goal: string;
  met: boolean;
}

async function main() {
  // SCALE_DATABASE=<name>: measure a database a run with SCALE_KEEP=1 seeded and kept (the server migrates it first)
  const existing = process.env.SCALE_DATABASE;
  // the server's heap is capped: the export must stream in it (a buffered 1,000,000-parcel file needed 0.5–1 GB)
  const server = await builtServerOnFreshDatabase('bench_scale', {}, [`--max-old-space-size=${SERVER_HEAP_MB}`], existing);
  const rows: Row[] = [];
  const table = (what: string, ms: number, goalMs: number, detail = '') =>
    rows.push({
      what,
      figure: `${ms.toFixed(1)} ms${detail}`,
      goal: `< ${goalMs.toLocaleString()} ms`,
      met: ms < goalMs,
    });
  let failed = false;
  try {
    const seeding = performance.now();
    const { mobile, merchantId } = existing ? await seeded(server.db) : await seed(server.db);
    const seedTook = performance.now() - seeding;
    const size = await sql<{
      size: string;
    }>`select pg_size_pretty(pg_database_size(current_database())) as size`.execute(server.db);
    console.log(`\n商家百万包裹（${TOTAL.toLocaleString()} 个包裹, ${USERS.toLocaleString()} 个用户, PostgreSQL）`);
    console.log(`  ${existing ? 'kept from an earlier run' : `seeded in ${(seedTook / 1000).toFixed(0)} s`}, database ${size.rows[0].size}`);

    const login = await (
      await fetch(`${server.base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile, password: PASSWORD }),
      })
    ).json();
    if (login.code !== 0) throw new Error(`login: ${login.msg}`);
    const auth = { authorization: `Bearer ${login.data.token as string}` };
    const post = async (url: string, body: unknown) => {
      const response = await fetch(`${server.base}${url}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await response.json()) as {
        code: number;
        msg: string;
        data: { list: unknown[]; data_count: number };
      };
      if (json.code !== 0) throw new Error(`${url}: ${json.msg}`);
      return json.data;
    };

    // what each filter should find, read from the database the list reads
    const sample = await server.db
      .selectFrom('parcels')
      .select(['waybill_code', 'rec_mobile', 'rec_name'])
      .where('user_id', '=', merchantId)
      .where('status', '=', 3)
      .orderBy('id')
      .offset(MERCHANT_PARCELS / 2)
      .limit(1)
      .executeTakeFirstOrThrow();
    const chinaDay = (daysAgo: number, end: boolean) =>
      new Date(Date.now() - daysAgo * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10) + (end ? ' 23:59:59' : ' 00:00:00');
    const parcelCases: [string, Record<string, unknown>, (count: number) => boolean][] = [
      ['包裹列表 first page', {}, (n) => n === MERCHANT_PARCELS],
      ['  status 已发货 (3)', { status: 3 }, (n) => n > MERCHANT_PARCELS * 0.99],
      ['  status 已退款 (4)', { status: 4 }, (n) => n > 0 && n < MERCHANT_PARCELS / 100],
      ['  waybill', { waybill_code: sample.waybill_code }, (n) => n === 1],
      ['  phone', { rec: sample.rec_mobile }, (n) => n >= 1],
      ['  phone, middle 6 digits', { rec: sample.rec_mobile.slice(3, 9) }, (n) => n >= 1],
      ['  name', { rec: sample.rec_name }, (n) => n >= 1],
      ['  surname', { rec: sample.rec_name.slice(0, 1) }, (n) => n > MERCHANT_PARCELS / 100],
      ['  date range (one day)', { start_time: chinaDay(30, false), end_time: chinaDay(30, true) }, (n) => n > 0],
      ['  date range (30 days)', { start_time: chinaDay(60, false), end_time: chinaDay(31, true) }, (n) => n > MERCHANT_PARCELS / 10],
      ['  物流状态 异常', { track_state: 'exception' }, (n) => n > 0],
      // antd's pager lets a merchant jump anywhere: OFFSET reads every row before the page
      ['  page 2,500 (rows to 50,000)', { page: 2_500 }, (n) => n === MERCHANT_PARCELS],
      ['  last page (rows to 1,000,000)', { page: MERCHANT_PARCELS / 20 }, (n) => n === MERCHANT_PARCELS],
    ];
    for (const [what, filter, expected] of parcelCases) {
      let count = 0;
      const { p50, p95 } = await timed(RUNS, async () => {
        count = (
          await post('/api/user/order/parcel', {
            page: 1,
            page_size: 20,
            ...filter,
          })
        ).data_count;
      });
      if (!expected(count)) {
        console.error(`${what}: ${count} parcels is wrong`);
        failed = true;
      }
      table(what, p95, 150, ` p95 (p50 ${p50.toFixed(1)}, ${count.toLocaleString()} found)`);
    }
    {
      let count = 0;
      const { p50, p95 } = await timed(RUNS, async () => {
        count = (await post('/api/user/order/list', { page: 1, page_size: 20 })).data_count;
      });
      if (count !== MERCHANT_PARCELS / PER_ORDER) failed = true;
      table('订单列表 first page', p95, 150, ` p95 (p50 ${p50.toFixed(1)}, ${count.toLocaleString()} orders)`);
    }
    {
      let info: { package_info: Record<string, number> } | undefined;
      const { p50, p95 } = await timed(RUNS, async () => {
        info = ((await (await fetch(`${server.base}/api/home/user/info`, { headers: auth })).json()) as { data: { package_info: Record<string, number> } })
          .data;
      });
      const counted = Object.values(info!.package_info)
        .slice(0, 3)
        .reduce((a, b) => a + b, 0);
      if (counted + (await countRefused(server.db, merchantId)) !== MERCHANT_PARCELS) failed = true;
      table('工作台 counters', p95, 50, ` p95 (p50 ${p50.toFixed(1)}; ${JSON.stringify(info!.package_info)})`);
    }
    {
      const rssBefore = rssMb(server.pid, 'VmRSS');
      const peakBefore = rssMb(server.pid, 'VmHWM');
      const began = performance.now();
      const response = await fetch(`${server.base}/api/user/order/parcel/download`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: '{}',
      });
      let bytes = 0;
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
      }
      if (!response.ok) failed = true;
      const took = performance.now() - began;
      const rss = rssMb(server.pid, 'VmHWM');
      rows.push({
        what: '导出 all parcels',
        figure: `${(took / 1000).toFixed(1)} s, ${(bytes / 1e6).toFixed(0)} MB xlsx, server RSS ${rssBefore.toFixed(0)} MB before (peak so far ${peakBefore.toFixed(0)} MB), peak ${rss.toFixed(0)} MB`,
        goal: '< 90 s',
        met: took < 90_000,
      });
    }
    {
      const began = performance.now();
      const ledger = spawnSync('npx', ['tsx', 'scripts/check-ledger.ts'], {
        cwd: path.resolve(__dirname, '..'),
        env: { ...process.env, DATABASE_URL: server.url },
        encoding: 'utf8',
      });
      const took = performance.now() - began;
      if (ledger.status !== 0) failed = true;
      const out = (ledger.stdout + ledger.stderr).trim().split('\n')[0];
      rows.push({
        what: 'check-ledger',
        figure: `${(took / 1000).toFixed(1)} s: ${out}`,
        goal: '< 60 s, balanced',
        met: took < 60_000,
      });
    }
  } finally {
    await server.stop({ keepDatabase: Boolean(process.env.SCALE_KEEP || existing) });
  }
  const width = Math.max(...rows.map((r) => r.what.length)) + 2;
  for (const row of rows) console.log(`  ${row.what.padEnd(width)}${row.figure}   goal ${row.goal} ${row.met ? 'met' : 'NOT met'}`);
  // a goal missed is printed; a wrong result (a count, the export, unbalanced books) fails the bench
  if (failed) process.exitCode = 1;
}

/** The merchant of a kept database. */
async function seeded(db: BenchServer['db']): Promise<{ merchantId: number; mobile: string }> {
  const merchant = await db.selectFrom('users').select(['id', 'mobile']).where('username', '=', 'scale-merchant').executeTakeFirstOrThrow();
  return { merchantId: merchant.id, mobile: merchant.mobile };
}

async function countRefused(db: BenchServer['db'], userId: number): Promise<number> {
  const row = await db
    .selectFrom('parcels')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 4)
    .executeTakeFirstOrThrow();
  return row.n;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
