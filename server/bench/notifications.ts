// `npm run bench` (part): 1,000 payment notifications for 100 top-ups, all at once, at the built server on
// PostgreSQL (a fresh database): each top-up must be credited exactly once, the books must balance, and
// the time it took is printed. The notifications are the sandbox gateway's, signed as it signs them.
import { fen } from 'shared-contracts';
import { sql } from 'kysely';
import { createSandboxPayment, memoryBooks } from '../src/providers/sandbox/payment';
import { walletRepository } from '../src/repositories/wallet';
import { builtServerOnFreshDatabase } from './support';

const TOP_UPS = 100;
const DELIVERIES = 10;
const SECRET = 'bench-sandbox-secret-0123456789';



async function main() {
  const { base, db, stop } = await builtServerOnFreshDatabase('bench_notify', { SANDBOX_SECRET: SECRET });
  try {
    // 100 users, each with one pending top-up of 1–500 yuan (made directly: this measures the notifications)
    const orders: { trade_no: string; user_id: number; amount_fen: number }[] = [];
    for (let i = 0; i < TOP_UPS; i += 1) {
      const user = await db
        .insertInto('users')
        .values({ mobile: `1390000${String(i).padStart(4, '0')}`, password_hash: 'x', username: `bench${i}`, type: 1, group_id: 1, refer_code: `BENCH${String(i).padStart(3, '0')}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      const order = { trade_no: `R20261123000000${String(i).padStart(6, '0')}`, user_id: user.id, amount_fen: 100 * (1 + ((i * 37) % 500)) };
      await db.insertInto('recharge_orders').values({ ...order, channel: 1, provider: 'sandbox', created_at: new Date() }).execute();
      orders.push(order);
    }
    const gateway = createSandboxPayment(SECRET, memoryBooks());
    const deliveries = orders.flatMap((order) =>
      Array.from({ length: DELIVERIES }, () => new URLSearchParams(gateway.notification({ tradeNo: order.trade_no, amount: fen(order.amount_fen), gatewayTradeNo: `G${order.trade_no}` })).toString()),
    );
    // shuffled, so the replays of one top-up arrive mixed with the others'
    for (let i = deliveries.length - 1; i > 0; i -= 1) {
      const j = Math.floor(((i * 7919) % 104729) / 104729 * (i + 1));
      [deliveries[i], deliveries[j]] = [deliveries[j], deliveries[i]];
    }
    const started = performance.now();
    const answers = await Promise.all(
      deliveries.map((body) => fetch(`${base}/api/pay/notify/sandbox`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }).then((r) => r.text())),
    );
    const elapsed = performance.now() - started;

    const accepted = answers.filter((a) => a === 'success').length;
    const credits = await sql<{ n: number }>`select count(*)::int as n from ledger_entries where type = 'recharge'`.execute(db);
    const paid = await sql<{ n: number }>`select count(*)::int as n from recharge_orders where status = 'paid'`.execute(db);
    const wrong = await sql<{ n: number }>`
      select count(*)::int as n from recharge_orders o
      where (select coalesce(sum(amount), 0) from ledger_entries e where e.source_id = o.trade_no and e.type = 'recharge') <> o.amount_fen`.execute(db);
    const breaches = await walletRepository(db).invariantBreaches();
    console.log(`\n支付通知并发（${TOP_UPS} 笔充值 × ${DELIVERIES} 次通知 = ${deliveries.length} 个同时到达, PostgreSQL）`);
    console.log(`  answered success        ${accepted} / ${deliveries.length}`);
    console.log(`  top-ups paid            ${paid.rows[0].n} / ${TOP_UPS}`);
    console.log(`  credits booked          ${credits.rows[0].n} (exactly one per top-up: ${credits.rows[0].n === TOP_UPS && wrong.rows[0].n === 0 ? 'yes' : 'NO'})`);
    console.log(`  books balanced          ${breaches.length === 0 ? 'yes' : `NO (${breaches.length} breaches)`}`);
    console.log(`  time                    ${elapsed.toFixed(0)} ms (${((deliveries.length / elapsed) * 1000).toFixed(0)} notifications/s)\n`);
    if (credits.rows[0].n !== TOP_UPS || wrong.rows[0].n !== 0 || breaches.length || accepted !== deliveries.length) process.exitCode = 1;
  } finally {
    await stop();
  }
}

void main();
