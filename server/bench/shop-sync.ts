// `npm run bench` (part): a sandbox shop at about 3,000 orders a day synced for 7 days (~20,000 orders)
// through the real route and the `shop-order-sync` job, then the authorised tab's list call (first page;
// with a flag filter; with a keyword) — on the embedded PGlite, and on PostgreSQL when DATABASE_URL is set.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, openTestDb, registerUser } from '../src/test-support/harness';
import { chinaText, connectShop, waitForSync } from '../src/test-support/shops';

const DAY = 86_400_000;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** The median of five warm calls. */
async function median(work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) times.push((await timed(work))[1]);
  return times.sort((a, b) => a - b)[2];
}

async function run(label: string, url: string | undefined) {
  if (url) process.env.DATABASE_URL = url;
  else delete process.env.DATABASE_URL;
  const testDb = await openTestDb();
  const app: FastifyInstance = await buildTestApp(testDb);
  try {
    const user = await registerUser(app);
    const store = await connectShop(app, user.token, { key: 'tb', density: 3000, shopName: '压测大店' });
    const now = app.clock.now();
    const [, syncTook] = await timed(async () => {
      const started = await call(app, 'POST', '/api/gift/auth/order/sync', { store_id: store.id, start_time: chinaText(new Date(now.getTime() - 7 * DAY)), end_time: chinaText(now) }, { token: user.token });
      if (started.body.code !== 0) throw new Error(`sync refused: ${started.body.msg}`);
      const { failed } = await waitForSync(app, user.token, store.id, 600_000);
      if (failed) throw new Error(`sync failed: ${failed}`);
    });
    const listed = (await call(app, 'GET', '/api/user/store/list', undefined, { token: user.token })).body.data.list[0];
    const list = (body: Record<string, unknown>) => async () => {
      const { body: answer } = await call(app, 'POST', '/api/gift/auth/order', { store_id: store.id, page: 1, page_size: 50, ...body }, { token: user.token });
      if (answer.code !== 0) throw new Error(answer.msg);
      return answer.data.data_count as number;
    };
    const keyword = '保温杯';
    const [first, flag, word] = [await list({})(), await list({ flag: 2 })(), await list({ keyword })()];

    console.log(`\n授权店铺同步（${label}）`);
    console.log(`  sync 7 days at ~3,000/day  ${syncTook.toFixed(0)} ms, ${listed.order_count.toLocaleString()} orders synced`);
    console.log(`  list, first page of 50     median ${(await median(list({}))).toFixed(0)} ms (${first.toLocaleString()} orders)`);
    console.log(`  list, flag 2               median ${(await median(list({ flag: 2 }))).toFixed(0)} ms (${flag.toLocaleString()} orders)`);
    console.log(`  list, keyword ${keyword}       median ${(await median(list({ keyword }))).toFixed(0)} ms (${word.toLocaleString()} orders)`);
  } finally {
    await app.close();
    await testDb.close();
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  await run('PGlite, embedded', undefined);
  if (url) await run('PostgreSQL', url);
  else console.log('  (PostgreSQL: set DATABASE_URL to run it there too)');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
