// `npm run bench` (part): tracking event ingestion — 快递100 pushes, signed as it signs them, over HTTP to the
// built server's callback route (its own process, TRACKING_PROVIDER=kuaidi100), on PostgreSQL (a fresh
// database on the server DATABASE_URL names, else the local one). 5,000 dispatched parcels; each gets four pushes as it moves (揽收 → 运输中 → 派件中 → 已签收), each
// push carrying the whole track so far, as 快递100 sends it, 16 in flight at once; then every last push is
// delivered again (a replay stores nothing). Printed: pushes/s, new events stored/s (the goal: ≥ 2,000
// events/s), events carried/s, and that each parcel holds each event once with its latest state.
import http from 'node:http';
import { sql } from 'kysely';
import { signedPush } from '../src/providers/kuaidi100/fake-server';
import { builtServerOnFreshDatabase, seedParcels } from './support';


const PARCELS = Number(process.env.BENCH_TRACK_PARCELS ?? 5000);
const IN_FLIGHT = Number(process.env.BENCH_TRACK_IN_FLIGHT ?? 16);
const SALT = 'bench-salt-0123456789';
const STEPS = [
  [
    { status: '揽收', statusCode: '103', context: '【杭州市】快件已揽收' },
    { status: '在途', statusCode: '0', context: '【杭州市】快件离开杭州分拨中心' },
  ],
  [
    { status: '在途', statusCode: '0', context: '【上海市】快件到达上海分拨中心' },
    { status: '在途', statusCode: '0', context: '【上海市】快件离开上海分拨中心' },
  ],
  [
    { status: '在途', statusCode: '0', context: '【上海市浦东新区】快件到达浦东营业部' },
    { status: '派件', statusCode: '501', context: '【上海市浦东新区】派件员正在派件' },
  ],
  [
    { status: '签收', statusCode: '301', context: '【上海市浦东新区】快件已签收，签收人：本人' },
    { status: '签收', statusCode: '301', context: '【上海市浦东新区】已签收，感谢使用' },
  ],
];
const STATE = ['1', '0', '5', '3'];

/** The push 快递100 sends for `waybill` after `step` steps: every event so far, newest first. */
function pushFor(waybill: string, step: number): string {
  const events = STEPS.slice(0, step + 1)
    .flat()
    .map((event, i) => ({ ...event, time: `2026-06-10 ${String(11 + i).padStart(2, '0')}:00:00` }))
    .reverse();
  const body = { status: 'polling', billstatus: 'got', message: '', lastResult: { message: 'ok', nu: waybill, ischeck: step === 3 ? '1' : '0', com: 'zhongtong', status: '200', state: STATE[step], data: events } };
  return new URLSearchParams(signedPush(body, SALT)).toString();
}

/** Keep-alive connections, as 快递100's pushes arrive; node:http rather than fetch, a lighter client on the same two cores. */
const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

function post(url: string, body: string): Promise<{ status: number; json: { result?: boolean } }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) as { result?: boolean } }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function deliver(url: string, bodies: string[]): Promise<number> {
  let next = 0;
  let refused = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      const answer = await post(url, body);
      if (answer.status !== 200 || answer.json.result !== true) refused += 1;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return refused;
}

async function main() {
  const { base, db, stop } = await builtServerOnFreshDatabase(
    'bench_track',
    {
      TRACKING_PROVIDER: 'kuaidi100',
      KUAIDI100_KEY: 'bench-key',
      KUAIDI100_CUSTOMER: 'BENCHCUSTOMER0000000000000000000',
      KUAIDI100_SALT: SALT,
      KUAIDI100_SITE_URL: 'https://shop.example.com',
      KUAIDI100_ENDPOINT: 'http://127.0.0.1:9',
    },
    process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [],
  );
  try {
    await seedParcels(db, { users: Math.max(1, PARCELS / 100), parcels: PARCELS, paidAt: new Date('2026-06-10T02:00:00Z') });
    // subscribed already (the server's tracking job leaves them to the pushes), nothing picked up yet
    await sql`update parcels set picked_up_at = null, track_state = 'none', track_subscribed_at = now(), track_updated_at = now()`.execute(db);
    const waybills = (await db.selectFrom('parcels').select('waybill_code').orderBy('id').execute()).map((row) => row.waybill_code);
    const callback = `${base}/api/track/kuaidi100/callback`;

    let pushes = 0;
    let refused = 0;
    const started = performance.now();
    for (let step = 0; step < STEPS.length; step += 1) {
      const bodies = waybills.map((waybill) => pushFor(waybill, step));
      refused += await deliver(callback, bodies);
      pushes += bodies.length;
    }
    const took = (performance.now() - started) / 1000;
    const stored = (await sql<{ n: number }>`select count(*)::int as n from tracking_events`.execute(db)).rows[0].n;
    const carried = waybills.length * STEPS.reduce((sum, _, step) => sum + (step + 1) * 2, 0);

    const replayStarted = performance.now();
    refused += await deliver(callback, waybills.map((waybill) => pushFor(waybill, STEPS.length - 1)));
    const replayTook = (performance.now() - replayStarted) / 1000;
    const afterReplay = (await sql<{ n: number }>`select count(*)::int as n from tracking_events`.execute(db)).rows[0].n;
    const signed = (await sql<{ n: number }>`select count(*)::int as n from parcels where track_state = 'signed' and picked_up_at is not null and signed_at is not null`.execute(db)).rows[0].n;

    console.log(`\n物流轨迹推送入库（快递100 签名推送 → /api/track/kuaidi100/callback, ${PARCELS.toLocaleString()} 个包裹 × ${STEPS.length} 次推送, 并发 ${IN_FLIGHT}, PostgreSQL）`);
    console.log(`  pushes                    ${pushes.toLocaleString()} in ${took.toFixed(1)} s = ${Math.round(pushes / took).toLocaleString()} pushes/s (refused: ${refused})`);
    console.log(`  new events stored         ${stored.toLocaleString()} = ${Math.round(stored / took).toLocaleString()} events/s`);
    console.log(`  events carried            ${carried.toLocaleString()} = ${Math.round(carried / took).toLocaleString()} events/s (each push repeats the track so far)`);
    console.log(`  replay of the last pushes ${Math.round(waybills.length / replayTook).toLocaleString()} pushes/s, stored ${afterReplay - stored} new events (goal 0)`);
    console.log(`  parcels signed with pickup and signing times: ${signed.toLocaleString()} / ${PARCELS.toLocaleString()}`);
    console.log(`  goal: ≥ 2,000 new events/s ${stored / took >= 2000 ? 'met' : 'NOT met'}`);
    if (refused > 0 || afterReplay !== stored || stored !== PARCELS * 8 || signed !== PARCELS) process.exitCode = 1;
  } finally {
    agent.destroy();
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
