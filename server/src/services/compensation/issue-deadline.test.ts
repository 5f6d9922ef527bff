import { testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';
import { makeOrder, merchant, recipients, stockUp, ZTO } from '../../test-support/ordering';

// 出单截止时间 per courier, kept per order (migration 0028): changing a courier's deadline moves the
// promise for orders paid after the change, never for the parcels already on their way.
const clock = testClock();
const t = (china: string) => new Date(`${china}+08:00`);

withTestApp({ clock });
beforeAll(async () => {
  await stockUp(app, ZTO.id);
});
afterEach(() => expectBooksBalanced(app));

const setDeadline = (time: string) => app.db.updateTable('couriers').set({ issue_deadline: time }).where('id', '=', ZTO.courierId).execute();

async function paidAt(china: string) {
  clock.set(t(china));
  const user = await merchant(app, 20);
  expect((await makeOrder(app, user.token, ZTO, recipients(1))).body.code).toBe(0);
  return user;
}

const compensated = async (userId: number) =>
  (await app.db.selectFrom('ledger_entries').select('amount').where('user_id', '=', userId).where('type', '=', 'compensation').execute()).length;

it('judges a parcel by the deadline of the day it was paid, not by a later change', async () => {
  // deadline 16:00: paid at 16:30 it is issued the next day, its pickup due before 08:00 the day after that
  await setDeadline('16:00');
  const early = await paidAt('2026-06-10T16:30:00');
  await setDeadline('17:00');
  // deadline 17:00 again: the same time of payment is issued that day, pickup due before 08:00 the next day
  const late = await paidAt('2026-06-10T16:30:00');

  clock.set(t('2026-06-11T09:30:00'));
  await app.services.compensation.runDue();
  expect(await compensated(late.userId)).toBe(1);
  expect(await compensated(early.userId)).toBe(0);

  clock.set(t('2026-06-12T09:30:00'));
  await app.services.compensation.runDue();
  expect(await compensated(early.userId)).toBe(1);
  await setDeadline('17:00');
});
