// `npm run bench` (part): ordering at 10,000 recipients, on the embedded PGlite and on PostgreSQL
// (DATABASE_URL, else the local server), in process through app.inject: the price call (goal < 1 s),
// make (goal < 3 s; it waits up to 1.5 s for waybill numbers, the rest go to the job), and dispatching
// 10,000 parcels that are still waiting (the job's work), with the books checked after.
import type { FastifyInstance } from 'fastify';
import { fen } from 'shared-contracts';
import type { CourierProvider } from '../src/providers/courier';
import { createSandboxCourier } from '../src/providers/sandbox/courier';
import { buildTestApp, call, openTestDb } from '../src/test-support/harness';
import { makeOrder, merchant, recipients, stockUp } from '../src/test-support/ordering';
import { SERVER_URL } from './support';

const N = 10_000;
const GOODS = { id: 1, courierId: 1 };

const sandbox = createSandboxCourier();
let courierDown = false;
const courier: CourierProvider = {
  name: 'bench',
  createWaybill: (request) => (courierDown ? Promise.reject(new Error('down')) : sandbox.createWaybill(request)),
};

const ms = (since: number) => `${(performance.now() - since).toFixed(0)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function run(label: string, url: string | undefined) {
  if (url) process.env.DATABASE_URL = url;
  else delete process.env.DATABASE_URL;
  const testDb = await openTestDb();
  const app: FastifyInstance = await buildTestApp(testDb, { providers: { courier } });
  try {
    await stockUp(app, GOODS.id, 10_000_000);
    const user = await merchant(app);
    await app.services.wallet.post({ userId: user.userId, type: 'adjust', amount: fen(1_000_000_000), source: { type: 'bench', id: `b${user.userId}` }, remark: 'bench' });
    const rows = recipients(N, 'bench');
    const body = { goods_id: GOODS.id, goods_num: 1, express_id: GOODS.courierId, rec_list: rows };

    // a running server is warm: two calls first, as JIT warm-up
    for (let i = 0; i < 2; i += 1) await call(app, 'POST', '/api/gift/order/price', body, { token: user.token });
    const priceTimes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const [answer, took] = await timed(() => call(app, 'POST', '/api/gift/order/price', body, { token: user.token }));
      if (answer.body.code !== 0 || answer.body.data.rec_list.length !== N) throw new Error(`price failed: ${answer.body.msg}`);
      priceTimes.push(took);
    }
    priceTimes.sort((a, b) => a - b);

    const [made, makeTook] = await timed(() => makeOrder(app, user.token, GOODS, rows));
    if (made.body.code !== 0) throw new Error(`make failed: ${made.body.msg}`);
    const numberedInline = made.body.data.filter((r: { waybill_code: string }) => r.waybill_code !== '').length;

    courierDown = true;
    const waiting = await makeOrder(app, user.token, GOODS, recipients(N, 'bench2'));
    courierDown = false;
    if (waiting.body.code !== 0) throw new Error(`make failed: ${waiting.body.msg}`);
    const orderId = (await app.db.selectFrom('orders').select('id').where('order_sn', '=', waiting.body.data[0].order_sn).executeTakeFirstOrThrow()).id;
    const started = performance.now();
    const outcome = await app.services.dispatch.dispatchOrder(orderId);
    const dispatchTook = ms(started);
    const breaches = await app.repos.wallet.invariantBreaches();

    console.log(`\n下单 ${N.toLocaleString()} 个收件人（${label}）`);
    console.log(`  price call               median ${priceTimes[2].toFixed(0)} ms (of 5, warm; goal < 1,000 ms)`);
    console.log(`  make                     ${makeTook.toFixed(0)} ms (goal < 3,000 ms; ${numberedInline.toLocaleString()} waybills numbered while it waited)`);
    console.log(`  dispatch ${N.toLocaleString()} parcels    ${dispatchTook} (${outcome.numbered.toLocaleString()} numbered, ${outcome.waiting} left)`);
    console.log(`  books balanced           ${breaches.length === 0 ? 'yes' : `NO (${breaches.length})`}`);
  } finally {
    await app.close();
    await testDb.close();
  }
}

async function main() {
  await run('PGlite, embedded', undefined);
  await run('PostgreSQL', SERVER_URL);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
