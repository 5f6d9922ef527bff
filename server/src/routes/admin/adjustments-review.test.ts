import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { fen } from 'shared-contracts';
import { AdjustmentMessages } from 'shared-contracts/admin';
import { call } from '../../test-support/harness';
import { expectBooksBalanced } from '../../test-support/money';
import { makeOrder, merchant, recipients } from '../../test-support/ordering';
import {
  adjustment,
  app,
  approve,
  auditOf,
  balance,
  clock,
  entriesOf,
  finance2,
  headersOf,
  list,
  masked,
  onPostgres,
  reject,
  request,
  testDb,
  userLedger,
  userWith,
  withAdjustmentsApp,
  ZTO,
} from '../../test-support/adjustments';

// 资金调整 (issue 20): the two-person rule, the list and the races (PostgreSQL). Setting, permissions and
// requests: adjustments.test.ts.
withAdjustmentsApp();

describe('the two-person rule', () => {
  it('keeps an adjustment above the threshold 待复核; the requester cannot review it; a second finance operator approves once', async () => {
    const user = await userWith(0);
    const asked = await request(adjustment(user, 'credit', 100.01, '大额补偿'));
    expect(asked.body).toMatchObject({
      code: 0,
      msg: '已提交，待另一位财务人员复核',
      data: { status: 'pending', ledger_entry_id: null, reviewed_by: null },
    });
    const id = asked.body.data.id as number;
    expect(await balance(user.token)).toBe(0);
    expect(await userLedger(user.token)).toEqual([]);

    expect((await approve(id, 'finance')).body).toMatchObject({
      code: 1,
      msg: '不能复核自己发起的调整，请由另一位财务人员复核',
    });
    expect((await reject(id, '不同意', 'finance')).body.msg).toBe('不能复核自己发起的调整，请由另一位财务人员复核');
    expect(await balance(user.token)).toBe(0);

    const approved = await approve(id);
    expect(approved.body).toMatchObject({
      code: 0,
      msg: '已复核通过并入账',
      data: {
        status: 'booked',
        reviewed_by: finance2.id,
        reviewer_name: '测试finance',
        ledger_entry_id: expect.any(Number),
      },
    });
    expect(approved.body.data.reviewed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await approve(id)).body).toMatchObject({
      code: 1,
      msg: AdjustmentMessages.alreadyBooked,
    });
    expect((await approve(id, 'admin')).body.msg).toBe(AdjustmentMessages.alreadyBooked);
    expect((await reject(id, '晚了一步', 'admin')).body.msg).toBe(AdjustmentMessages.alreadyBooked);
    expect(await balance(user.token)).toBe(100.01);
    expect(await entriesOf(id)).toEqual([{ amount: 10_001 }]);
    expect((await userLedger(user.token))[0]).toMatchObject({
      type_name: '人工调整',
      amount: 100.01,
      remark: '大额补偿',
    });

    const audit = await auditOf(id);
    expect(audit.map((r: { action: string }) => r.action)).toEqual(['adjustment.approve', 'adjustment.request']);
    expect(audit[1].after).toMatchObject({
      status: 'pending',
      needs_review: true,
      amount: 100.01,
    });
    expect(audit[0]).toMatchObject({
      operator_id: finance2.id,
      before: { status: 'pending', amount: 100.01 },
      after: {
        status: 'booked',
        ledger_entry_id: approved.body.data.ledger_entry_id,
        balance_after: 100.01,
      },
    });
    expect((await list({ status: 'booked', mobile: user.mobile })).data.list.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('rejects with a note (nothing booked), refuses a note-less rejection, and a rejected one stays rejected', async () => {
    const user = await userWith(300);
    const id = (await request(adjustment(user, 'debit', 200, '违规收益收回'))).body.data.id as number;
    expect((await reject(id, '')).body.msg).toBe('驳回原因应为 2–200 个字');
    expect((await reject(id, undefined)).body.msg).toBe('请填写驳回原因');
    const rejected = await reject(id, '证据不足');
    expect(rejected.body).toMatchObject({
      code: 0,
      msg: '已驳回',
      data: {
        status: 'rejected',
        review_note: '证据不足',
        reviewed_by: finance2.id,
        ledger_entry_id: null,
      },
    });
    expect((await approve(id, 'admin')).body.msg).toBe(AdjustmentMessages.alreadyRejected);
    expect(await balance(user.token)).toBe(300);
    expect(await entriesOf(id)).toEqual([]);
    const audit = await auditOf(id);
    expect(audit[0]).toMatchObject({
      action: 'adjustment.reject',
      operator_id: finance2.id,
      before: { status: 'pending' },
      after: { status: 'rejected', review_note: '证据不足' },
    });
    expect((await approve(999999)).status).toBe(404);
  });

  it('checks a debit again when it is booked: the balance spent meanwhile refuses it, and it stays pending', async () => {
    const user = await userWith(300);
    const id = (await request(adjustment(user, 'debit', 250, '违规收益收回'))).body.data.id as number;
    // the user's balance moves before the review (a small debit booked at once)
    expect((await request(adjustment(user, 'debit', 60, '其他扣款'), 'admin')).body.data.status).toBe('booked');
    expect((await approve(id)).body).toMatchObject({
      code: 1,
      msg: '用户余额不足：当前余额 ¥240.00，不能扣款 ¥250.00',
    });
    expect((await list({ status: 'pending', mobile: user.mobile })).data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(await balance(user.token)).toBe(240);
    expect((await auditOf(id)).map((r: { action: string }) => r.action)).toEqual(['adjustment.request']);
    expect((await reject(id, '余额不足，改为线下处理')).body.data.status).toBe('rejected');
  });

  it('lets check-ledger find an adjustment entry without its booked row', async () => {
    const user = await userWith(0);
    const rolledBack = new Error('rolled back');
    await expect(
      app.repos.transaction(async () => {
        await app.services.wallet.post({
          userId: user.userId,
          type: 'adjust',
          amount: fen(500),
          source: { type: 'adjustment', id: '999999' },
          remark: '绕过调整',
        });
        expect(await app.repos.adjustments.breaches()).toEqual([
          { user_id: user.userId, problem: expect.stringMatching(/^entry \d+: an adjustment entry without a booked adjustment$/) },
        ]);
        throw rolledBack;
      })
    ).rejects.toBe(rolledBack);
  });

  it('keeps a row final in the database: no edit after review, no delete', async () => {
    const user = await userWith(0);
    const id = (await request(adjustment(user, 'credit', 5, '小额补偿'))).body.data.id as number;
    await expect(sql`update balance_adjustments set amount_fen = 999999 where id = ${id}`.execute(testDb.db)).rejects.toThrow(/only leave pending/);
    await expect(sql`delete from balance_adjustments where id = ${id}`.execute(testDb.db)).rejects.toThrow(/only leave pending/);
  });
});

describe('the list', () => {
  it('filters by status, the user’s whole mobile or last 4 digits, and time; masks mobiles', async () => {
    const user = await userWith(0);
    const small = (await request(adjustment(user, 'credit', 1, '小额补偿'))).body.data;
    clock.advance(2 * 3600_000);
    const big = (await request(adjustment(user, 'credit', 1000, '大额补偿'))).body.data;
    const mine = (rows: { id: number }[]) => rows.map((r) => r.id).filter((id) => id === small.id || id === big.id);
    expect(mine((await list({ mobile: user.mobile })).data.list)).toEqual([big.id, small.id]);
    expect(mine((await list({ mobile: user.mobile.slice(-4) }, 'admin')).data.list)).toEqual([big.id, small.id]);
    expect(mine((await list({ status: 'pending' })).data.list)).toEqual([big.id]);
    expect(mine((await list({ status: 'booked' })).data.list)).toEqual([small.id]);
    expect(mine((await list({ start_time: big.requested_at })).data.list)).toEqual([big.id]);
    expect(mine((await list({ end_time: small.requested_at })).data.list)).toEqual([small.id]);
    expect((await list({ status: 'lost' })).msg).toBe('状态不正确');
    expect((await list({ mobile: '12' })).msg).toBe('请输入完整手机号或后 4 位');
    const body = await list({ mobile: user.mobile });
    expect(body.data.list[0]).toMatchObject({
      mobile: masked(user.mobile),
      username: expect.any(String),
      requester_name: '测试finance',
    });
    expect(JSON.stringify(body)).not.toContain(user.mobile);
  });

  it('finds the user for the dialog and tells the threshold', async () => {
    const user = await userWith(12.34);
    const found = await call(app, 'GET', '/api/admin/adjustments/user', undefined, { headers: headersOf('finance'), query: { mobile: user.mobile } });
    expect(found.body.data).toEqual({
      id: user.userId,
      username: expect.any(String),
      mobile: masked(user.mobile),
      balance: 12.34,
      frozen: false,
    });
    expect(
      (
        await call(app, 'GET', '/api/admin/adjustments/user', undefined, {
          headers: headersOf('finance'),
          query: { mobile: '13900000001' },
        })
      ).status
    ).toBe(404);
    expect(
      (
        await call(app, 'GET', '/api/admin/adjustments/settings', undefined, {
          headers: headersOf('admin'),
        })
      ).body.data
    ).toEqual({ review_threshold: 100 });
  });
});

(onPostgres ? describe : describe.skip)('at once (PostgreSQL)', () => {
  it('books one entry when ten approvals of one adjustment arrive at once', async () => {
    const user = await userWith(0);
    const id = (await request(adjustment(user, 'credit', 150, '大额补偿'))).body.data.id as number;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => approve(id, i % 2 ? finance2 : 'admin')));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 0)) expect(a.body.msg).toBe(AdjustmentMessages.alreadyBooked);
    expect(await entriesOf(id)).toHaveLength(1);
    expect(await balance(user.token)).toBe(150);
    expect((await auditOf(id)).filter((r: { action: string }) => r.action === 'adjustment.approve')).toHaveLength(1);
  });

  it('makes one adjustment for the same key sent ten times at once', async () => {
    const user = await userWith(0);
    const key = `adj-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(adjustment(user, 'credit', 9.99, '活动奖励'), 'finance', key)));
    expect(answers.map((a) => a.body.code)).toEqual(Array(10).fill(0));
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await balance(user.token)).toBe(9.99);
  });

  it('never goes below zero when a debit is approved while the user spends on orders', async () => {
    const price = (await app.db.selectFrom('goods').select('price_fen').where('id', '=', ZTO.id).executeTakeFirstOrThrow()).price_fen;
    const perOrder = Math.max(1, Math.ceil(3000 / price));
    const orderCost = price * perOrder;
    for (let round = 0; round < 4; round++) {
      const user = await merchant(app);
      const start = 20_000; // fen
      await app.services.wallet.post({
        userId: user.userId,
        type: 'adjust',
        amount: fen(start),
        source: { type: 'test', id: `race-${user.userId}` },
        remark: '测试入账',
      });
      const id = (await request(adjustment(user, 'debit', 150, '违规收益收回'))).body.data.id as number;
      const orders = Array.from({ length: 4 }, (_, i) => makeOrder(app, user.token, ZTO, recipients(perOrder, `r${round}-${i}`)));
      const [review, ...made] = await Promise.all([approve(id), ...orders]);
      const paid = made.filter((m) => m.body.code === 0).length;
      for (const m of made.filter((x) => x.body.code !== 0)) expect(m.body.code).toBe(23);
      const booked = review.body.code === 0;
      if (!booked) expect(review.body.msg).toMatch(/^用户余额不足：当前余额 ¥[\d.]+，不能扣款 ¥150\.00$/);
      // what was taken never exceeds what was there
      expect((booked ? 15_000 : 0) + paid * orderCost).toBeLessThanOrEqual(start);
      const after = (await app.repos.wallet.find(user.userId))!.balance;
      expect(after).toBeGreaterThanOrEqual(0);
      expect(await entriesOf(id)).toHaveLength(booked ? 1 : 0);
      await expectBooksBalanced(app);
    }
  });

  it('leaves the books balanced for `npm run check-ledger`, which reads this database', () => {
    const root = path.resolve(__dirname, '../../../..');
    const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['server/scripts/check-ledger.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: testDb.database.url },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^账目平衡：\d+ 个用户、\d+ 个分站，\d+ 条流水，各账户余额均等于流水之和/);
    expect(result.status).toBe(0);
  });
});
