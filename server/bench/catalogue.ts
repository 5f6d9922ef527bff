// `npm run bench` (part): goods list calls on a catalogue grown to 20,000 goods — median time per call
// through the real route, and whether PostgreSQL answers it from an index (EXPLAIN). PGlite by default,
// DATABASE_URL for a PostgreSQL server.
import { sql } from 'kysely';
import { buildTestApp, call, openTestDb } from '../src/test-support/harness';

const GOODS = 20_000;
const RUNS = 15;

const CALLS: [label: string, query: Record<string, string>][] = [
  ['default order, page 1', {}],
  ['default order, page 500', { page: '500', page_size: '20' }],
  ['newest first', { sort_name: 'time' }],
  ['price ascending', { sort_name: 'price', sort_order: 'asc' }],
  ['courier filter', { express_name: '中通快递' }],
  ['city filter + price sort', { area_name: '义乌', sort_name: 'price', sort_order: 'desc' }],
  ['price range', { price_min: '1', price_max: '3' }],
  ['shop filter', { shop_id: '2' }],
  ['keyword (substring)', { keyword: '毛巾' }],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const testDb = await openTestDb();
  const app = await buildTestApp(testDb);
  try {
    // grow the seeded catalogue: copies of the seeded goods with new ids and spread dates and counts
    await sql`
      insert into goods (shop_id, courier_id, name, price_fen, weight_g, "limit", stock, tag, city, pics, is_on_sale, created_at, sale_count, collect_count)
      select shop_id, courier_id, name, price_fen + (n % 7), weight_g, "limit", stock, tag, city, pics, true,
             created_at + (n || ' minutes')::interval, (sale_count * n) % 5000, (collect_count + n) % 300
      from goods, generate_series(1, ${Math.ceil(GOODS / 132)}) as n`.execute(testDb.db);
    await sql`analyze goods`.execute(testDb.db);
    const { count } = await testDb.db.selectFrom('goods').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();

    console.log(`\n商品列表查询（GET /api/gift/goods/list, ${count} goods, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, median of ${RUNS}）`);
    for (const [label, query] of CALLS) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        const { status } = await call(app, 'GET', '/api/gift/goods/list', undefined, { query });
        times.push(performance.now() - started);
        if (status !== 200) throw new Error(`${label}: HTTP ${status}`);
      }
      console.log(`  ${label.padEnd(26)} ${median(times).toFixed(1).padStart(7)} ms`);
    }

    // how the planner answers the main shapes (sort + limit should walk an index, not sort the table)
    const plans: [string, ReturnType<typeof sql>][] = [
      ['newest first', sql`explain select id from goods where is_on_sale order by created_at desc, id limit 10`],
      ['price ascending', sql`explain select id from goods where is_on_sale order by price_fen asc, id limit 10`],
      ['city filter', sql`explain select id from goods where is_on_sale and city = '义乌' order by id limit 10`],
      ['keyword (substring)', sql`explain select id from goods where is_on_sale and name ilike '%毛巾%' order by id limit 10`],
    ];
    console.log('  plans:');
    for (const [label, query] of plans) {
      const { rows } = await query.execute(testDb.db);
      const plan = (rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join(' | ');
      const access = /Index Scan|Index Only Scan|Bitmap Index Scan/.exec(plan)?.[0] ?? (/Seq Scan/.test(plan) ? 'Seq Scan' : 'other');
      console.log(`    ${label.padEnd(24)} ${access}`);
    }
    console.log('');
  } finally {
    await app.close();
    await testDb.close();
  }
}

void main();
