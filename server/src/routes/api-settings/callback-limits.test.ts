import { CallerLimitMessages } from 'shared-contracts';
import { startOfChinaDay } from 'shared-contracts/china-time';
import { MANUAL_CALLBACK_QUOTA } from '../../services/caller-limits';
import { MINUTE } from '../../services/limits';
import { enableCallbacks, receiver, withCallbackReceiver } from '../../test-support/callback-receiver';
import { call, testClock } from '../../test-support/harness';
import { app } from '../../test-support/test-app';
import { merchant } from '../../test-support/ordering';

// Issue 35: 发送测试回调 and 重发 make the server POST to a URL of the caller's choosing and wait for it, so
// each member has MANUAL_CALLBACK_QUOTA of them together, a minute and a China day; a refusal sends
// nothing. The test's answer says delivered or not and the status code, never how long it took.
const clock = testClock('2026-06-01T02:00:00Z');

withCallbackReceiver({ clock }, { stock: false });

const sendTest = (token: string) => call(app, 'POST', '/api/user/setting/api/callback/test', undefined, { token });
const resend = (token: string, id: number) => call(app, 'POST', '/api/user/setting/api/callback/resend', { id }, { token });
const firstDelivery = async (token: string) =>
  (await call(app, 'GET', '/api/user/setting/api/callback/list', undefined, { token })).body.data.list[0].id as number;

it('answers only delivered and the status code: no elapsed time', async () => {
  const user = await merchant(app);
  await enableCallbacks(app, user.userId, receiver.url);
  const { body } = await sendTest(user.token);
  expect(body.data).toStrictEqual({ delivered: true, status_code: 200 });
});

it(`发送测试回调 and 重发 together: ${MANUAL_CALLBACK_QUOTA.perMinute} a minute, then 回调发送过于频繁 and nothing sent; another member is not affected`, async () => {
  const [user, other] = [await merchant(app), await merchant(app)];
  await enableCallbacks(app, user.userId, receiver.url);
  await enableCallbacks(app, other.userId, receiver.url);
  expect((await sendTest(user.token)).body.code).toBe(0);
  const id = await firstDelivery(user.token);
  for (let i = 1; i < MANUAL_CALLBACK_QUOTA.perMinute; i += 1) expect((await (i % 2 ? resend(user.token, id) : sendTest(user.token))).body.code).toBe(0);
  const sent = receiver.received.length;
  expect((await sendTest(user.token)).body).toMatchObject({ code: 1, msg: CallerLimitMessages.callbacksTooOften });
  expect((await resend(user.token, id)).body).toMatchObject({ code: 1, msg: CallerLimitMessages.callbacksTooOften });
  expect(receiver.received.length).toBe(sent);
  expect((await sendTest(other.token)).body.code).toBe(0);
  clock.advance(MINUTE + 1);
  expect((await resend(user.token, id)).body.code).toBe(0);
});

it(`${MANUAL_CALLBACK_QUOTA.perDay} a China day, then 今日手动发送回调的次数已达上限 until the next China day`, async () => {
  const user = await merchant(app);
  await enableCallbacks(app, user.userId, receiver.url);
  const dayStart = startOfChinaDay(clock.now());
  await app.db
    .insertInto('rate_events')
    .values(
      Array.from({ length: MANUAL_CALLBACK_QUOTA.perDay - 1 }, (_, i) => ({
        kind: 'callback_manual',
        subject: `user:${user.userId}`,
        created_at: new Date(dayStart.getTime() + i * 1000),
      })),
    )
    .execute();
  expect((await sendTest(user.token)).body.code).toBe(0);
  expect((await sendTest(user.token)).body).toMatchObject({ code: 1, msg: CallerLimitMessages.callbacksDailyLimit });
  clock.set(new Date(dayStart.getTime() + 24 * 60 * MINUTE + 1));
  expect((await sendTest(user.token)).body.code).toBe(0);
});
