// `npm run bench` (part): the 超时赔付 job over 1,000,000 parcels on PostgreSQL (a fresh database on the
// server DATABASE_URL names, else the local one). 10,000 merchants, 100 parcels each, all paid at 10:00 one
// day; one in 20 is never picked up, one in 50 gets its waybill too late. The job runs once two days later,
// when every verdict is due. Printed: how long the run took, its batches, the longest transaction seen on
// the database meanwhile (sampled every 20 ms from pg_stat_activity: how long a batch holds its parcels'
// locks), what was booked against what was due, the books, and a replay that books nothing. Goal: under 60 s.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { BATCH_SIZE } from '../src/services/compensation/compensation';
import { buildTestApp, openTestDb, testClock } from '../src/test-support/harness';
import { SERVER_URL, seedParcels } from './support';

const PARCELS = Number(process.env.BENCH_PARCELS ?? 1_000_000);
const USERS = Math.max(1, Math.round(PARCELS / 100));
const NEVER_PICKED_UP_EVERY = 20;
const LATE_WAYBILL_EVERY = 50;
const t = (china: string) => new Date(`${china}+08:00`);

async function main() {
  process.env.DATABASE_URL = SERVER_URL;
  const testDb = await openTestDb();
  const clock = testClock();
  const app: FastifyInstance = await buildTestApp(testDb, { clock });
  try {
    const seeding = performance.now();
    await seedParcels(app.db, { users: USERS, parcels: PARCELS, paidAt: t('2026-06-10T10:00:00'), fates: { neverPickedUpEvery: NEVER_PICKED_UP_EVERY, lateWaybillEvery: LATE_WAYBILL_EVERY } });
    const seeded = performance.now() - seeding;
    const due = await sql<{ n: number; fen: number }>`
      select count(*)::int as n, coalesce(sum(least(price_fen, 200)), 0)::int as fen from parcels
      where user_id in (select id from users where username like 'bench%') and (picked_up_at is null or dispatched_at > created_at + interval '9 hours')`.execute(app.db);

    // the longest open transaction on this database, sampled while the job runs
    let longest = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await sql<{ ms: number | null }>`
          select max(extract(epoch from clock_timestamp() - xact_start) * 1000)::float8 as ms from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null and state <> 'idle'`.execute(app.db);
        longest = Math.max(longest, rows[0].ms ?? 0);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();

    clock.set(t('2026-06-12T12:00:00'));
    const started = performance.now();
    const run = await app.services.compensation.runDue();
    const took = performance.now() - started;
    sampling = false;
    await sampler;

    const replayStarted = performance.now();
    const replay = await app.services.compensation.runDue();
    const replayTook = performance.now() - replayStarted;
    const booked = await sql<{ n: number; fen: number }>`select count(*)::int as n, coalesce(sum(amount), 0)::int as fen from ledger_entries where type = 'compensation'`.execute(app.db);
    const breaches = [...(await app.repos.wallet.invariantBreaches()), ...(await app.repos.compensations.breaches())];

    console.log(`\n超时赔付任务（${PARCELS.toLocaleString()} 个包裹, ${USERS.toLocaleString()} 个商家, PostgreSQL）`);
    console.log(`  seeded in                 ${(seeded / 1000).toFixed(1)} s`);
    console.log(`  run                       ${(took / 1000).toFixed(1)} s, ${run.examined.toLocaleString()} parcels judged in ${Math.ceil(run.examined / BATCH_SIZE).toLocaleString()} batches of ${BATCH_SIZE}`);
    console.log(`  rate                      ${Math.round(run.examined / (took / 1000)).toLocaleString()} parcels/s`);
    console.log(`  longest transaction seen  ${longest.toFixed(0)} ms (a batch's locks are held this long at most)`);
    console.log(`  compensated               ${run.compensated.toLocaleString()} parcels, ¥${(run.amountFen / 100).toLocaleString()} (due: ${due.rows[0].n.toLocaleString()}, ¥${(due.rows[0].fen / 100).toLocaleString()}) ${run.compensated === due.rows[0].n && run.amountFen === due.rows[0].fen ? 'exact' : 'MISMATCH'}`);
    console.log(`  ledger entries            ${booked.rows[0].n.toLocaleString()} (one per compensated parcel: ${booked.rows[0].n === run.compensated ? 'yes' : 'NO'})`);
    console.log(`  replay                    ${(replayTook / 1000).toFixed(2)} s, booked ${replay.compensated} (goal 0)`);
    console.log(`  books balanced            ${breaches.length === 0 ? 'yes' : `NO (${breaches.length} breaches)`}`);
    console.log(`  goal: under 60 s ${took < 60_000 ? 'met' : 'NOT met'}`);
    if (run.compensated !== due.rows[0].n || breaches.length > 0 || replay.compensated !== 0) process.exitCode = 1;
  } finally {
    await app.close();
    await testDb.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
