import { RechargeMessages } from 'shared-contracts/rules';
import { call, registerUser } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';

/** The server enforces the top-up card's `input` switch (recharge_settings.allow_input), not only the client. */

withTestApp();

const topUp = (token: string, amount: number) => call(app, 'POST', '/api/user/recharge/qrcode', { channel: 1, amount }, { token });
const settings = (allowInput: boolean) =>
  testDb.db.updateTable('recharge_settings').set({ quick_options_fen: JSON.stringify([5000, 30000]), allow_input: allowInput }).execute();

describe('POST /api/user/recharge/qrcode and free input', () => {
  it('with free input off accepts only the quick amounts, with a Chinese message, and creates nothing else', async () => {
    await settings(false);
    const user = await registerUser(app);
    expect((await call(app, 'GET', '/api/user/recharge/info', undefined, { token: user.token })).body.data).toMatchObject({ quick_option: [50, 300], input: false });

    for (const amount of [100, 50.01, 299.99, 20]) {
      const { status, body } = await topUp(user.token, amount);
      expect({ amount, status, body }).toEqual({ amount, status: 200, body: { code: 1, msg: RechargeMessages.quickOnly, data: null } });
    }
    expect((await topUp(user.token, 50)).body).toMatchObject({ code: 0, data: { money: 50 } });
    expect((await topUp(user.token, 300)).body).toMatchObject({ code: 0, data: { money: 300 } });
    const orders = await testDb.db.selectFrom('recharge_orders').select('amount_fen').where('user_id', '=', user.userId).orderBy('amount_fen').execute();
    expect(orders.map((order) => order.amount_fen)).toEqual([5000, 30000]);
  });

  it('with free input on accepts any amount between the minimum and the maximum', async () => {
    await settings(true);
    const user = await registerUser(app);
    expect((await topUp(user.token, 123.45)).body).toMatchObject({ code: 0, data: { money: 123.45 } });
    expect((await topUp(user.token, 9.99)).body.msg).toBe(RechargeMessages.tooSmall('10'));
  });
});
