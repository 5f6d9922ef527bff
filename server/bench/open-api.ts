// `npm run bench` (part): the Open API under load at the built server on PostgreSQL (a fresh database). One
// merchant's system — 20 clients at once for 30 s — signs POST /open/v1/orders of 100 recipients each, every
// call with its own Idempotency-Key: calls/s, p50/p99, every accepted call booked exactly once (one order, one
// debit of its total) and the books balanced. Then, the API's callback URL pointing at a receiver of the
// bench's own, orders of 10 parcels one after another: the lag from each parcel.waybill event being recorded
// (in the waybill's transaction) to the receiver having it, p50/p99 (goal < 2 s while the receiver is up).
import http from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openSignature } from '../src/lib/open-signature';
import { walletRepository } from '../src/repositories/wallet';
import { recipients } from '../src/test-support/ordering';
import { builtServerOnFreshDatabase } from './support';

const CLIENTS = 20;
const SECONDS = 30;
const PER_ORDER = 100;
const LAG_ORDERS = 20;
const LAG_PARCELS = 10;
const GOODS = { id: 1, courierId: 1 };
const FUNDS_FEN = 100_000_000_00;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface Key {
  appKey: string;
  secret: string;
}

/** One signed call (the article's rules through the server's own lib: the examples test checks the lib against independent code). */
async function signed(base: string, key: Key, method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(12).toString('hex');
  const signature = openSignature(key.secret, { method, path, rawQuery: '', timestamp, nonce, body: text });
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-app-key': key.appKey, 'x-timestamp': timestamp, 'x-nonce': nonce, 'x-signature': signature, ...headers },
    body: body === undefined ? undefined : text,
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: unknown } };
}

/** A verified merchant made through the site (demo mode: the SMS outbox, the sandbox real-name check), funded, with an API key. */
async function merchantWithKey(base: string, db: Awaited<ReturnType<typeof builtServerOnFreshDatabase>>['db']): Promise<{ userId: number; token: string; key: Key }> {
  const mobile = `1390${String(Date.now() % 1e7).padStart(7, '0')}`;
  const post = async (path: string, body: unknown, token?: string) =>
    (await (await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })).json()) as {
      code: number;
      msg: string;
      data: Record<string, unknown>;
    };
  await post('/api/common/sms/register', { mobile });
  // the text goes out through the SMS job: its code shows in the demo's outbox a moment later
  let code: string | undefined;
  for (let tries = 0; !code && tries < 100; tries += 1) {
    const outbox = (await (await fetch(`${base}/api/dev/sms-outbox?mobile=${mobile}`)).json()) as { data: { list: { text: string }[] } };
    code = /\d{6}/.exec(outbox.data.list[0]?.text ?? '')?.[0];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const registered = await post('/api/register', { mobile, password: 'bench12345', sms_code: code });
  if (registered.code !== 0) throw new Error(`register: ${registered.msg}`);
  const token = String(registered.data.token);
  const verified = await post('/api/user/authentication', { real_name: '张小三', id_number: '110101199003076632' }, token);
  if (verified.code !== 0) throw new Error(`real name: ${verified.msg}`);
  const user = await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
  // funds for the run, as one 人工调整 entry (the bench measures ordering, not top-ups)
  await sql`insert into wallets (user_id) values (${user.id}) on conflict do nothing`.execute(db);
  await sql`insert into ledger_entries (user_id, account, type, amount, balance_after, source_type, source_id, remark)
            values (${user.id}, 'balance', 'adjust', ${FUNDS_FEN}, ${FUNDS_FEN}, 'bench', ${`bench-${user.id}`}, 'bench')`.execute(db);
  await sql`update wallets set balance = ${FUNDS_FEN} where user_id = ${user.id}`.execute(db);
  await db.updateTable('goods').set({ stock: 100_000_000, limit: 0 }).where('id', '=', GOODS.id).execute();
  const auth = { authorization: `Bearer ${token}` };
  const key = (await (await fetch(`${base}/api/user/setting/api/key`, { headers: auth })).json()) as { data: { app_key: string; app_secret: string } };
  return { userId: user.id, token, key: { appKey: key.data.app_key, secret: key.data.app_secret } };
}

async function saveSettings(base: string, token: string, callbackUrl: string) {
  const res = await fetch(`${base}/api/user/setting/api`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ enabled: true, callback_url: callbackUrl, ip_whitelist: [] }),
  });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 0) throw new Error(`API设置: ${body.msg}`);
}

const orderBody = (rows: number, prefix: string) => ({ goods_id: GOODS.id, goods_num: 1, express_id: GOODS.courierId, platform: 2, order_source: 1, remark: '', rec_list: recipients(rows, prefix) });

async function load(base: string, key: Key) {
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const keys: string[] = [];
  const until = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; Date.now() < until; n += 1) {
        const idempotencyKey = `bench-${client}-${n}-${randomUUID().slice(0, 8)}`;
        const at = performance.now();
        const answer = await signed(base, key, 'POST', '/open/v1/orders', orderBody(PER_ORDER, `${client}-${n}`), { 'idempotency-key': idempotencyKey });
        latencies.push(performance.now() - at);
        if (answer.status === 200 && answer.body.code === 0) keys.push(idempotencyKey);
        else failures.set(`${answer.status} ${answer.body.msg}`, (failures.get(`${answer.status} ${answer.body.msg}`) ?? 0) + 1);
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), failures, keys, elapsed: performance.now() - started };
}

/** Orders of LAG_PARCELS parcels one after another, the receiver up: ms from each event's record to its arrival. */
async function callbackLag(base: string, key: Key, token: string): Promise<number[]> {
  const lags: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const arrived = Date.now();
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { event: string; created_at: string };
      if (event.event === 'parcel.waybill') lags.push(arrived - Date.parse(event.created_at));
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await saveSettings(base, token, `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`);
    for (let i = 0; i < LAG_ORDERS; i += 1) {
      const answer = await signed(base, key, 'POST', '/open/v1/orders', orderBody(LAG_PARCELS, `lag-${i}`), { 'idempotency-key': `bench-lag-${i}-${randomUUID().slice(0, 8)}` });
      if (answer.body.code !== 0) throw new Error(`order: ${answer.body.msg}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const deadline = Date.now() + 30_000;
    while (lags.length < LAG_ORDERS * LAG_PARCELS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return lags.sort((a, b) => a - b);
}

async function main() {
  // the per-key limit (600 a minute by default) raised: this measures what the server sustains
  const { base, db, stop } = await builtServerOnFreshDatabase('bench_open', { OPEN_API_RATE_PER_MINUTE: '1000000' });
  try {
    const { userId, token, key } = await merchantWithKey(base, db);
    // the load without a callback URL: the figure is the API's, not the receiver's
    await saveSettings(base, token, '');
    const run = await load(base, key);

    const accepted = run.keys.length;
    const orders = await sql<{ n: number; total: string }>`select count(*)::int as n, coalesce(sum(total_fen), 0) as total from orders where user_id = ${userId}`.execute(db);
    const once = await sql<{ n: number }>`select count(*)::int as n from orders where user_id = ${userId} and idempotency_key = any(${run.keys}::text[])`.execute(db);
    const debits = await sql<{ n: number; total: string }>`select count(*)::int as n, coalesce(-sum(amount), 0) as total from ledger_entries where user_id = ${userId} and account = 'balance' and type = 'order'`.execute(db);
    const breaches = await walletRepository(db).invariantBreaches();
    const lags = await callbackLag(base, key, token);

    const ms = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(0)} ms`);
    console.log(`\nOpen API 下单（${CLIENTS} 个客户端并发 ${SECONDS} s，每单 ${PER_ORDER} 个收件人，签名请求，PostgreSQL）`);
    console.log(`  calls                   ${run.latencies.length} (${((run.latencies.length / run.elapsed) * 1000).toFixed(1)} calls/s, ${((accepted * PER_ORDER * 1000) / run.elapsed).toFixed(0)} parcels/s)`);
    console.log(`  latency                 p50 ${ms(percentile(run.latencies, 50))}, p99 ${ms(percentile(run.latencies, 99))}, max ${ms(run.latencies.at(-1))}`);
    console.log(`  refused                 ${[...run.failures].map(([why, n]) => `${n} × ${why}`).join('; ') || 'none'}`);
    console.log(`  booked once             ${once.rows[0].n === accepted && orders.rows[0].n === accepted + 0 && debits.rows[0].n === accepted ? 'yes' : 'NO'} (${accepted} accepted, ${orders.rows[0].n} orders, ${debits.rows[0].n} debits)`);
    console.log(`  debits = order totals   ${debits.rows[0].total === orders.rows[0].total ? 'yes' : 'NO'}`);
    console.log(`  books balanced          ${breaches.length === 0 ? 'yes' : `NO (${breaches.length} breaches)`}`);
    console.log(`\n回调延迟（${LAG_ORDERS} 单 × ${LAG_PARCELS} 个包裹依次下单，parcel.waybill 记录 → 接收方收到）`);
    console.log(`  delivered               ${lags.length} / ${LAG_ORDERS * LAG_PARCELS}`);
    console.log(`  lag                     p50 ${ms(percentile(lags, 50))}, p99 ${ms(percentile(lags, 99))} (goal < 2000 ms)\n`);
    const bookedOnce = once.rows[0].n === accepted && debits.rows[0].n === accepted && debits.rows[0].total === orders.rows[0].total;
    if (!bookedOnce || breaches.length || lags.length < LAG_ORDERS * LAG_PARCELS) process.exitCode = 1;
  } finally {
    await stop();
  }
}

void main();
