import { randomUUID } from 'node:crypto';
import { AdjustmentMessages, OPERATOR_ROLES, can, type Permission } from 'shared-contracts/admin';
import { loadConfig } from '../../config';
import { call, registerUser } from '../../test-support/harness';
import {
  adjustment,
  app,
  auditOf,
  balance,
  entriesOf,
  headersOf,
  list,
  masked,
  nextDay,
  ops,
  request,
  userLedger,
  userWith,
  withAdjustmentsApp,
} from '../../test-support/adjustments';

// 资金调整 (issue 20): the setting, who may call what, and requests. The review, the list and the races:
// adjustments-review.test.ts.
withAdjustmentsApp();

describe('the setting', () => {
  it('reads ADJUSTMENT_REVIEW_THRESHOLD_YUAN as exact fen, 1000 yuan by default, and refuses nonsense', () => {
    expect(loadConfig({}).adjustmentReviewThresholdFen).toBe(100_000);
    expect(loadConfig({ ADJUSTMENT_REVIEW_THRESHOLD_YUAN: '50.05' }).adjustmentReviewThresholdFen).toBe(5005);
    expect(loadConfig({ ADJUSTMENT_REVIEW_THRESHOLD_YUAN: '0' }).adjustmentReviewThresholdFen).toBe(0);
    expect(() => loadConfig({ ADJUSTMENT_REVIEW_THRESHOLD_YUAN: '1.005' })).toThrow(/ADJUSTMENT_REVIEW_THRESHOLD_YUAN/);
    expect(() => loadConfig({ ADJUSTMENT_REVIEW_THRESHOLD_YUAN: '-1' })).toThrow(/ADJUSTMENT_REVIEW_THRESHOLD_YUAN/);
  });
});

describe('permissions', () => {
  it('answers each adjustments route as PERMISSIONS says: admin and finance, never ops or support', async () => {
    const routes = app.routeAccess.filter((route) => route.url.startsWith('/api/admin/adjustments') && route.method !== 'HEAD');
    expect(routes.length).toBe(6);
    for (const route of routes) {
      const permission = route.permission as Permission;
      expect(permission).toBe('money.write');
      for (const role of OPERATOR_ROLES) {
        const url = route.url.replace(':id', '999999');
        const reply = await app.inject({
          method: route.method as 'GET',
          url,
          payload: route.method === 'GET' ? undefined : {},
          headers: headersOf(role),
        });
        expect([route.method, url, role, reply.statusCode === 403]).toEqual([route.method, url, role, !can(role, permission)]);
      }
      expect(
        (
          await app.inject({
            method: route.method as 'GET',
            url: route.url.replace(':id', '1'),
          })
        ).statusCode
      ).toBe(401);
    }
    expect(can('ops', 'money.write') || can('support', 'money.write')).toBe(false);
    // a shop user's token is not an operator's
    const user = await registerUser(app);
    expect(
      (
        await call(app, 'GET', '/api/admin/adjustments', undefined, {
          token: user.token,
        })
      ).status
    ).toBe(401);
  });
});

describe('requests', () => {
  it('refuses bad input with Chinese messages, before anything is written', async () => {
    const user = await userWith(0);
    const body = adjustment(user, 'credit', 10, '补偿运费');
    const noKey = await call(app, 'POST', '/api/admin/adjustments', body, {
      headers: headersOf('finance'),
    });
    expect(noKey.body.msg).toBe('缺少幂等键（Idempotency-Key）');
    expect((await request({ ...body, amount: 1.005 })).body.msg).toBe('调整金额最多保留两位小数');
    expect((await request({ ...body, amount: 0 })).body.msg).toBe('调整金额超出范围');
    expect((await request({ ...body, amount: -5 })).body.msg).toBe('调整金额超出范围');
    expect((await request({ ...body, reason: '补' })).body.msg).toBe('调整原因应为 2–200 个字');
    expect((await request({ ...body, reason: '补'.repeat(201) })).body.msg).toBe('调整原因应为 2–200 个字');
    expect((await request({ ...body, direction: 'steal' })).body.msg).toBe('请选择加款或扣款');
    expect((await request({ direction: 'credit', amount: 10, reason: '补偿运费' })).body.msg).toBe(AdjustmentMessages.userRequired);
    expect((await request({ ...body, mobile: '13900000000' })).body.msg).toBe('用户不存在');
    expect((await request({ ...body, mobile: undefined, user_id: 999999 })).body.msg).toBe('用户不存在');
    expect((await list({ mobile: user.mobile })).data.data_count).toBe(0);
    expect(await balance(user.token)).toBe(0);
  });

  it('books a credit at or below the threshold at once: the user sees 人工调整 with the reason, and the balance', async () => {
    const user = await userWith(0);
    const answer = await request(adjustment(user, 'credit', 100, '物流破损补偿'));
    expect(answer.body).toMatchObject({ code: 0, msg: '已入账' });
    const row = answer.body.data;
    expect(row).toMatchObject({
      user_id: user.userId,
      mobile: masked(user.mobile),
      direction: 'credit',
      amount: 100,
      status: 'booked',
      requested_by: ops.finance.id,
      requester_name: '测试finance',
      reviewed_by: null,
      reviewer_name: null,
      ledger_entry_id: expect.any(Number),
    });
    expect(row.requested_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(answer.body)).not.toContain(user.mobile);

    expect(await balance(user.token)).toBe(100);
    const ledger = await userLedger(user.token);
    expect(ledger[0]).toMatchObject({
      type: 'adjust',
      type_name: '人工调整',
      amount: 100,
      balance: 100,
      remark: '物流破损补偿',
    });
    expect(JSON.stringify(ledger)).not.toContain('测试finance');
    expect(await entriesOf(row.id)).toEqual([{ amount: 10_000 }]);

    // a debit by user id, also at once — on the next day (today's 100 yuan for this user reached the threshold)
    await nextDay();
    const debit = await request(
      {
        user_id: user.userId,
        direction: 'debit',
        amount: 30.5,
        reason: '重复补偿收回',
      },
      'admin'
    );
    expect(debit.body.data).toMatchObject({
      status: 'booked',
      direction: 'debit',
      amount: 30.5,
    });
    expect(await balance(user.token)).toBe(69.5);
    expect((await userLedger(user.token))[0]).toMatchObject({
      type_name: '人工调整',
      amount: -30.5,
      balance: 69.5,
      remark: '重复补偿收回',
    });

    const audit = await auditOf(row.id);
    expect(audit.map((r: { action: string }) => r.action)).toEqual(['adjustment.book', 'adjustment.request']);
    expect(audit[1]).toMatchObject({
      operator_id: row.requested_by,
      before: null,
      after: {
        user_id: user.userId,
        mobile: masked(user.mobile),
        direction: 'credit',
        amount: 100,
        status: 'pending',
        needs_review: false,
      },
    });
    expect(audit[0]).toMatchObject({
      operator_id: row.requested_by,
      before: { status: 'pending' },
      after: {
        status: 'booked',
        ledger_entry_id: row.ledger_entry_id,
        balance_after: 100,
      },
    });
    expect(JSON.stringify(audit)).not.toContain(user.mobile);
  });

  it('refuses a debit beyond the balance when asked, with the balance in the message', async () => {
    const user = await userWith(20);
    const refused = await request(adjustment(user, 'debit', 20.01, '收回补偿'));
    expect(refused.body).toMatchObject({
      code: 1,
      msg: '用户余额不足：当前余额 ¥20.00，不能扣款 ¥20.01',
    });
    // above the threshold too: not even recorded
    const big = await request(adjustment(user, 'debit', 500, '收回补偿'));
    expect(big.body.msg).toBe('用户余额不足：当前余额 ¥20.00，不能扣款 ¥500.00');
    expect((await list({ mobile: user.mobile })).data.data_count).toBe(0);
    expect(await balance(user.token)).toBe(20);
    expect((await request(adjustment(user, 'debit', 20, '收回补偿'))).body.data.status).toBe('booked');
    expect(await balance(user.token)).toBe(0);
  });

  it('answers a retry with the same Idempotency-Key with the same adjustment and books nothing twice', async () => {
    const user = await userWith(0);
    const body = adjustment(user, 'credit', 88, '活动奖励');
    const key = `adj-${randomUUID()}`;
    const first = await request(body, 'finance', key);
    const again = await request(body, 'finance', key);
    expect(again.body.code).toBe(0);
    expect(again.body.data).toEqual(first.body.data);
    expect(await balance(user.token)).toBe(88);
    expect(await entriesOf(first.body.data.id)).toHaveLength(1);
    expect((await request({ ...body, amount: 99 }, 'finance', key)).body.msg).toBe('该幂等键已用于另一笔调整');
    // the key is the requester's: another operator's same key is another adjustment
    const other = (await request(body, 'admin', key)).body.data;
    expect(other.id).not.toBe(first.body.data.id);
    // (it waits for review: with the first, today's adjustments for this user would pass the threshold)
    expect(other).toMatchObject({ status: 'pending', review_reason: 'daily_total' });
    expect(await balance(user.token)).toBe(88);
    expect((await auditOf(first.body.data.id)).filter((r: { action: string }) => r.action === 'adjustment.book')).toHaveLength(1);
  });
});
