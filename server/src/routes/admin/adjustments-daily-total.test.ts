import { AdjustmentMessages } from 'shared-contracts/admin';
import {
  adjustment,
  app,
  approve,
  balance,
  clock,
  finance2,
  headersOf,
  list,
  onPostgres,
  ops,
  request,
  THRESHOLD_FEN,
  userWith,
  withAdjustmentsApp,
} from '../../test-support/adjustments';
import { newOperator } from '../../test-support/operators';

// 资金调整 by total, not by entry (issue 35): past the threshold of the China day's at-once adjustments of one
// requester, or for one user, every further adjustment waits for a second operator. Threshold 100 yuan.
withAdjustmentsApp();

const credit = (user: { mobile: string }, amount: number, who: Parameters<typeof request>[1] = 'finance') =>
  request(adjustment(user, 'credit', amount, '活动补贴'), who);

describe('the day’s total per requester and per user', () => {
  it('books small ones at once up to the threshold; the one that would pass it waits, with the reason', async () => {
    const [a, b, c, d] = [await userWith(0), await userWith(0), await userWith(0), await userWith(0)];
    expect((await credit(a, 60)).body.data).toMatchObject({ status: 'booked', review_reason: null });
    expect((await credit(b, 40)).body.data.status).toBe('booked');
    // 100 yuan booked at once today by this requester: the next small one waits
    const third = await credit(c, 0.01);
    expect(third.body).toMatchObject({ code: 0, msg: AdjustmentMessages.submittedDailyTotal, data: { status: 'pending', review_reason: 'daily_total' } });
    expect(await balance(c.token)).toBe(0);
    // a debit counts as much as a credit (absolute amounts)
    const other = await newOperator(app, clock, 'finance');
    await credit(d, 50, other);
    expect((await request(adjustment(d, 'debit', 40, '收回部分'), other)).body.data.status).toBe('booked');
    expect((await credit(d, 10.01, other)).body.data.status).toBe('pending');
    // the list tells why; a second operator approves as for a large one, and that does not count as at once
    const pending = (await list({ status: 'pending' })).data.list.find((row: { id: number }) => row.id === third.body.data.id);
    expect(pending.review_reason).toBe('daily_total');
    expect((await approve(third.body.data.id, finance2)).body.data.status).toBe('booked');
    expect(await balance(c.token)).toBe(0.01);
  });

  it('counts one user’s at-once adjustments whoever asks them', async () => {
    const user = await userWith(0);
    expect((await credit(user, 70, 'finance')).body.data.status).toBe('booked');
    expect((await credit(user, 30, 'admin')).body.data.status).toBe('booked');
    const third = await credit(user, 1, finance2);
    expect(third.body.data).toMatchObject({ status: 'pending', review_reason: 'daily_total' });
    // a large one keeps its own reason
    expect((await credit(await userWith(0), 100.01, 'admin')).body.data).toMatchObject({ status: 'pending', review_reason: 'amount' });
    expect(await balance(user.token)).toBe(100);
  });

  it('starts again on the next China day', async () => {
    const user = await userWith(0);
    expect((await credit(user, 100)).body.data.status).toBe('booked');
    expect((await credit(user, 1)).body.data.status).toBe('pending');
    // 23:59 China time is still today; midnight begins a new day
    const now = clock.now().getTime();
    const chinaMidnight = Math.ceil((now + 8 * 3_600_000) / 86_400_000) * 86_400_000 - 8 * 3_600_000;
    clock.set(chinaMidnight - 5 * 60_000);
    // signed in again: a console session ends 12 hours after sign-in
    const late = await newOperator(app, clock, 'admin');
    expect((await credit(user, 1, late)).body.data.status).toBe('pending');
    clock.set(chinaMidnight + 60_000);
    expect((await credit(user, 1, late)).body.data.status).toBe('booked');
  });
});

(onPostgres ? describe : describe.skip)('at once (PostgreSQL)', () => {
  it('books at most the threshold’s worth at once when one requester sends many small ones together', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => userWith(0)));
    const answers = await Promise.all(users.map((user) => credit(user, 30)));
    const statuses = answers.map((answer) => answer.body.data.status as string);
    // 3 × 30 yuan fit in 100 yuan; the other 9 wait
    expect(statuses.filter((status) => status === 'booked')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'pending')).toHaveLength(9);
    const booked = await app.db
      .selectFrom('balance_adjustments')
      .select((eb) => eb.fn.sum<string>('amount_fen').as('total'))
      .where('requested_by', '=', ops.finance.id)
      .where('status', '=', 'booked')
      .executeTakeFirstOrThrow();
    expect(Number(booked.total)).toBeLessThanOrEqual(THRESHOLD_FEN);
  });

  it('books at most the threshold’s worth at once for one user when several operators send together', async () => {
    const user = await userWith(0);
    const who = [ops.finance, ops.admin, finance2, await newOperator(app, clock, 'finance'), await newOperator(app, clock, 'admin')];
    const answers = await Promise.all(who.map((op) => credit(user, 40, op)));
    expect(answers.filter((answer) => answer.body.data.status === 'booked')).toHaveLength(2);
    expect(await balance(user.token)).toBe(80);
    expect(headersOf('admin')).toBeDefined();
  });
});
