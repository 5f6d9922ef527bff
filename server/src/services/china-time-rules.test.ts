import { fen, Messages } from 'shared-contracts';
import { call, registerUser, testClock, uniqueIp, uniqueMobile } from '../test-support/harness';
import { app, withTestApp } from '../test-support/test-app';
import { expectBooksBalanced } from '../test-support/money';

// Rules that turn on China days and months, on the app's settable clock: the test moves it across China
// midnight (16:00 UTC) and the 1st of a month instead of waiting, and nothing here sleeps.
const clock = testClock();

withTestApp({ clock });
afterEach(async () => {
  await expectBooksBalanced(app);
});

describe('a day limit', () => {
  it('rolls over at 00:00 China time: the eleventh code of the day is sent once it is 16:00 UTC', async () => {
    // 23:40 on 31 March in China
    clock.set('2026-03-31T15:40:00Z');
    const mobile = uniqueMobile();
    const send = () => call(app, 'POST', '/api/common/sms/register', { mobile }, { ip: uniqueIp() });
    for (let i = 0; i < 10; i += 1) {
      expect((await send()).body.code).toBe(0);
      clock.advance(61_000);
    }
    expect((await send()).body).toEqual({ code: 1, msg: Messages.sendDailyLimit, data: null });
    clock.set('2026-03-31T15:59:59.999Z');
    expect((await send()).body).toEqual({ code: 1, msg: Messages.sendDailyLimit, data: null });
    clock.set('2026-03-31T16:00:00.000Z');
    expect((await send()).body).toEqual({ code: 0, msg: expect.any(String), data: expect.anything() });
  });
});

describe('the wallet summary', () => {
  it('counts today and this month in China time: 1 April starts at 16:00 UTC on 31 March', async () => {
    const { userId, token } = await registerUser(app);
    // the figures of today and this month (the accounts' totals are the wallet tests')
    const summary = async () => {
      const { today_recharge, today_spend, month_recharge, month_spend } = (await call(app, 'GET', '/api/finance/statistics/summary', undefined, { token })).body.data;
      return { today_recharge, today_spend, month_recharge, month_spend };
    };
    const post = (type: 'recharge' | 'order', yuan: number, id: string) =>
      app.services.wallet.post({ userId, type, amount: fen(type === 'order' ? -yuan * 100 : yuan * 100), source: { type: 'test', id }, remark: '测试' });

    // 23:59 on 31 March in China
    clock.set('2026-03-31T15:59:00Z');
    await post('recharge', 50, 'r1');
    await post('order', 20, 'o1');
    expect(await summary()).toEqual({ today_recharge: 50, today_spend: 20, month_recharge: 50, month_spend: 20 });

    // 00:00 on 1 April in China (still 31 March in UTC): a new day and a new month
    clock.set('2026-03-31T16:00:00Z');
    expect(await summary()).toEqual({ today_recharge: 0, today_spend: 0, month_recharge: 0, month_spend: 0 });
    await post('recharge', 10, 'r2');

    // 00:00 on 2 April in China: that top-up is this month's, not today's
    clock.set('2026-04-01T16:00:00Z');
    expect(await summary()).toEqual({ today_recharge: 0, today_spend: 0, month_recharge: 10, month_spend: 0 });
  });
});
