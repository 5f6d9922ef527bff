import { sql } from 'kysely';
import { enableCallbacks, receiver, waitForDeliveries, withCallbackReceiver } from '../../test-support/callback-receiver';
import { testClock } from '../../test-support/harness';
import { app } from '../../test-support/test-app';
import { createTopUp } from '../../test-support/money';
import { makeOrder, merchant, recipients, ZTO } from '../../test-support/ordering';
import { metricsRepository } from '../../repositories/metrics';

// The mall's figures on /metrics (business-metrics.ts) after what an operator would watch happen:
// top-ups paid and one left unpaid, a forged payment notification, orders whose waybills are called
// back to merchants' systems — one answering, one down. Both databases.
const clock = testClock();

withCallbackReceiver({ clock });

async function scrape(): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one series, e.g. value(text, 'topups_last_hour{state="paid"}'). */
function value(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  if (!line) throw new Error(`no ${series} in /metrics`);
  return Number(line.slice(series.length + 1));
}

describe('GET /metrics: payments, payouts, callbacks, waybills, jobs', () => {
  it('counts top-ups, notifications, callbacks by outcome and the waybill latency as they happen', async () => {
    const before = await scrape();
    expect(value(before, 'topups_last_hour{state="created"}')).toBe(0);
    expect(value(before, 'waybills_numbered_last_hour')).toBe(0);
    expect(before).not.toMatch(/^waybill_latency_seconds\{/m);

    // two merchants topped up through the sandbox cashier (its notification takes the gateway's route), a third top-up left unpaid
    const answering = await merchant(app, 200);
    const down = await merchant(app, 200);
    await createTopUp(app, answering.token, 50);
    const forged = await app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'out_trade_no=R1&total_amount=1.00&sign=forged' });
    expect(forged.statusCode).toBe(400);

    // one merchant's system answers its callbacks, the other's is down
    await enableCallbacks(app, answering.userId, receiver.url);
    await enableCallbacks(app, down.userId, receiver.url.replace(/:\d+\//, ':1/'));
    expect((await makeOrder(app, answering.token, ZTO, recipients(2))).body.code).toBe(0);
    expect((await makeOrder(app, down.token, ZTO, recipients(1))).body.code).toBe(0);
    await waitForDeliveries(app, answering.userId, (rows) => rows.length === 2 && rows.every((row) => row.status === 'delivered'));
    await waitForDeliveries(app, down.userId, (rows) => rows.length === 1 && rows[0].attempts >= 1);
    clock.advance(90_000);

    const text = await scrape();
    expect(value(text, 'topups_last_hour{state="created"}')).toBe(3);
    expect(value(text, 'topups_last_hour{state="paid"}')).toBe(2);
    expect(value(text, 'payment_notifications_total{gateway="sandbox",outcome="accepted"}')).toBe(2);
    expect(value(text, 'payment_notifications_total{gateway="sandbox",outcome="refused"}')).toBe(1);
    expect(value(text, 'callback_deliveries_last_hour{status="delivered"}')).toBe(2);
    expect(value(text, 'callback_deliveries_last_hour{status="pending"}')).toBe(1);
    expect(value(text, 'callback_deliveries_last_hour{status="failed"}')).toBe(0);
    expect(value(text, 'callback_attempts_last_hour')).toBeGreaterThanOrEqual(3);
    expect(value(text, 'callback_deliveries_pending')).toBe(1);
    // made 90 s of business time ago
    expect(value(text, 'callback_oldest_pending_age_seconds')).toBe(90);
    expect(value(text, 'waybills_numbered_last_hour')).toBe(3);
    // numbered in make's own transaction: no wait at all on this clock
    for (const quantile of ['0.5', '0.95', '0.99', '1']) expect(value(text, `waybill_latency_seconds{quantile="${quantile}"}`)).toBe(0);
    expect(value(text, 'waybill_oldest_waiting_age_seconds')).toBe(0);
    for (const status of ['pending', 'paying', 'paid', 'rejected', 'failed']) expect(value(text, `withdrawals{status="${status}"}`)).toBe(0);
    expect(value(text, 'jobs_oldest_queued_age_seconds{queue="callback-deliver"}')).toBeGreaterThanOrEqual(0);
  });

  it('leaves an hour-old top-up out of the last hour', async () => {
    clock.advance(3_600_000);
    const text = await scrape();
    expect(value(text, 'topups_last_hour{state="created"}')).toBe(0);
    expect(value(text, 'topups_last_hour{state="paid"}')).toBe(0);
    expect(value(text, 'callback_deliveries_last_hour{status="delivered"}')).toBe(0);
    expect(value(text, 'waybills_numbered_last_hour')).toBe(0);
    // still pending, and older
    expect(value(text, 'callback_oldest_pending_age_seconds')).toBe(3690);
  });

  it("ages a queue's oldest due job, not a job deferred to later", async () => {
    const id = await app.jobs.send('sms-send', { mobile: '13800000000', text: 'metrics probe' } as never, { startAfter: new Date(Date.now() + 3_600_000) });
    const repo = metricsRepository(app.db, 'pgboss');
    expect((await repo.oldestQueuedJobs())['sms-send'] ?? 0).toBe(0);
    // no worker may take it once it is due: the queue stops first
    await app.jobs.stop();
    await sql`update pgboss.job set start_after = now() - interval '75 seconds' where id = ${id}::uuid`.execute(app.db);
    const age = (await repo.oldestQueuedJobs())['sms-send'];
    expect(age).toBeGreaterThanOrEqual(75);
    expect(age).toBeLessThan(90);
  });
});
