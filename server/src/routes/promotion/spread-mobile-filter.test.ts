import { SpreadMessages } from 'shared-contracts';
import { call, registerUser, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';

// Issue 35: a referrer filters the users they brought (and their orders) by the last 4 digits only — a whole
// number would tell them whether their guess of a referee's hidden middle digits is right.
const clock = testClock();

withTestApp({ clock });

const referCodeOf = async (userId: number) =>
  (await app.db.selectFrom('users').select('refer_code').where('id', '=', userId).executeTakeFirstOrThrow()).refer_code;

describe('the referee mobile filter', () => {
  it.each(['/api/user/spread/user', '/api/user/order'])('%s refuses a whole mobile and anything but 4 digits, and finds the last 4', async (path) => {
    const referrer = await registerUser(app);
    const referee = await registerUser(app, 'secret123', { referral: await referCodeOf(referrer.userId) });
    const get = (mobile: string) => call(app, 'GET', path, undefined, { token: referrer.token, query: { mobile } });

    for (const mobile of [referee.mobile, '12', '12345', 'abcd', referee.mobile.slice(-5)]) {
      expect(await get(mobile)).toMatchObject({ status: 400, body: { code: 400, msg: SpreadMessages.mobileLast4, data: null } });
    }
    expect((await get(referee.mobile.slice(-4))).body.code).toBe(0);
    if (path === '/api/user/spread/user') {
      expect((await get(referee.mobile.slice(-4))).body.data.list).toEqual([
        expect.objectContaining({ mobile: `${referee.mobile.slice(0, 3)}****${referee.mobile.slice(-4)}` }),
      ]);
    }
  });
});
