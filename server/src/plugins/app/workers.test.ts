import sharp from 'sharp';
import { sql } from 'kysely';
import { createSandboxSms, SmsRefusedError, type SmsProvider } from '../../providers/sms';
import { sha256Hex } from '../../lib/tokens';
import { call, registerUser, testClock, uniqueIp, uniqueMobile } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';

const clock = testClock();
const sent: { mobile: string; code: string }[] = [];
let failuresLeft = 0;
let outbox: SmsProvider | undefined;
/** Numbers the gateway refuses for good (a final refusal: not retried), with the attempts made. */
const refused = new Map<string, number>();

/** An SMS gateway that is down for the next `failuresLeft` calls, then works (and fills the dev outbox). */
const flakyGateway: SmsProvider = {
  name: 'flaky-gateway',
  async send(mobile, message) {
    const attempts = refused.get(mobile);
    if (attempts !== undefined) {
      refused.set(mobile, attempts + 1);
      throw new SmsRefusedError('手机号码格式错误', 'isv.MOBILE_NUMBER_ILLEGAL');
    }
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('gateway timeout');
    }
    sent.push({ mobile, code: message.code });
    await outbox?.send(mobile, message);
  },
};

withTestApp({ clock, providers: { sms: flakyGateway } });
beforeAll(async () => {
  outbox = createSandboxSms(app.repos.smsOutbox, clock.now);
});

describe('SMS outbox on the job queue', () => {
  it('sends the code from a job and retries it while the gateway is down', async () => {
    failuresLeft = 1;
    const mobile = uniqueMobile();
    const { body } = await call(app, 'POST', '/api/common/sms/register', { mobile }, { ip: uniqueIp() });
    expect(body.code).toBe(0);
    // the first attempt failed; the retry (after a few seconds of backoff) gets it out
    const deadline = Date.now() + 20_000;
    while (!sent.some((message) => message.mobile === mobile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(sent.filter((message) => message.mobile === mobile)).toHaveLength(1);
    expect(failuresLeft).toBe(0);
  }, 30_000);

  it('does not retry a final refusal: the job completes after one attempt', async () => {
    const mobile = uniqueMobile();
    refused.set(mobile, 0);
    expect((await call(app, 'POST', '/api/common/sms/register', { mobile }, { ip: uniqueIp() })).body.code).toBe(0);
    const deadline = Date.now() + 20_000;
    let state: { state: string; retry_count: number } | undefined;
    while (state?.state !== 'completed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      state = (await sql<{ state: string; retry_count: number }>`select state, retry_count from ${sql.id('pgboss', 'job')} where name = 'sms-send' and data->>'mobile' = ${mobile}`.execute(testDb.db)).rows[0];
    }
    expect(state).toEqual({ state: 'completed', retry_count: 0 });
    expect(refused.get(mobile)).toBe(1);
  }, 30_000);

  it('writes nothing to send when the request fails', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    expect((await call(app, 'POST', '/api/common/sms/register', { mobile }, { ip })).body.code).toBe(0);
    // a second send within a minute is refused: no second job
    expect((await call(app, 'POST', '/api/common/sms/register', { mobile }, { ip })).body.code).toBe(1);
    const jobs = await sql<{ n: number }>`select count(*)::int as n from ${sql.id('pgboss', 'job')} where name = 'sms-send' and data->>'mobile' = ${mobile}`.execute(testDb.db);
    expect(jobs.rows[0].n).toBe(1);
  });
});

describe('housekeeping on the job queue', () => {
  it('is scheduled every ten minutes (one schedule, shared by every process)', async () => {
    const rows = await sql<{ name: string; cron: string }>`select name, cron from ${sql.id('pgboss', 'schedule')} where name = 'housekeeping'`.execute(testDb.db);
    expect(rows.rows).toEqual([{ name: 'housekeeping', cron: '*/10 * * * *' }]);
  });

  it('deletes expired sessions when its job runs', async () => {
    const user = await registerUser(app, 'secret123');
    await testDb.db.updateTable('sessions').set({ expires_at: new Date(clock.now().getTime() - 1000) }).where('token_hash', '=', sha256Hex(user.token)).execute();
    await app.jobs.send('housekeeping', {});
    const deadline = Date.now() + 10_000;
    let left = 1;
    while (left > 0 && Date.now() < deadline) {
      left = (await testDb.db.selectFrom('sessions').select('token_hash').where('token_hash', '=', sha256Hex(user.token)).execute()).length;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(left).toBe(0);
  });

  it('removes pictures uploaded a day ago and never sent (row and file), and callbacks settled 30 days ago', async () => {
    const user = await registerUser(app, 'secret123');
    const owner = { kind: 'user' as const, id: user.userId };
    const png = (await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c63' } }).png().toBuffer()).toString('base64');
    const [old, fresh] = [await app.services.attachments.upload(owner, png), await app.services.attachments.upload(owner, png)];
    const keyOf = async (id: number) => (await app.repos.workOrders.findAttachment(id))?.storage_key;
    const oldKey = (await keyOf(old.id))!;
    await testDb.db.updateTable('work_order_attachments').set({ created_at: new Date(clock.now().getTime() - 25 * 3_600_000) }).where('id', '=', old.id).execute();

    const log = (status: 'pending' | 'delivered' | 'failed', daysAgo: number) =>
      testDb.db
        .insertInto('callback_deliveries')
        .values({ user_id: user.userId, event: 'order.dispatched', event_id: `evt-${status}-${daysAgo}-${Math.random()}`, url: 'https://example.com/cb', body: '{}', status, created_at: new Date(clock.now().getTime() - daysAgo * 86_400_000), next_attempt_at: clock.now() } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
    const [, , pendingOld, settledRecent] = [await log('delivered', 31), await log('failed', 31), await log('pending', 31), await log('delivered', 29)];

    await app.jobs.send('housekeeping', {});
    const deadline = Date.now() + 10_000;
    // the row goes first, then its file
    while (((await keyOf(old.id)) || (await app.providers.storage.get(oldKey))) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await keyOf(old.id)).toBeUndefined();
    expect(await app.providers.storage.get(oldKey)).toBeNull();
    expect(await keyOf(fresh.id)).toBeDefined();
    expect(await app.providers.storage.get((await keyOf(fresh.id))!)).not.toBeNull();

    for (;;) {
      const left = (await testDb.db.selectFrom('callback_deliveries').select('id').where('user_id', '=', user.userId).orderBy('id').execute()).map((r) => r.id);
      if (left.length === 2 || Date.now() > deadline) {
        expect(left).toEqual([pendingOld.id, settledRecent.id]);
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  });
});
