import type { MainRole } from 'shared-contracts/admin';
import { call, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';
import { makeOrder, merchant, recipients, stockUp, ZTO } from '../../test-support/ordering';
import { asOperator, operatorOfEachRole, type TestOperator } from '../../test-support/operators';
import { notificationText } from './texts';

// 消息 (issue 21): the merchant is told of money that reached the balance — 超时赔付 (by the job and by hand)
// and parcels refused and refunded — one notification per cause group, counted up, in the transaction that
// moved the money, and never again on a replay.

const clock = testClock();
const t = (china: string) => new Date(`${china}+08:00`);
let ops: Record<MainRole, TestOperator>;

withTestApp({ clock }, { timeout: 120_000 });
beforeAll(async () => {
  clock.set(t('2026-12-31T00:00:00'));
  ops = await operatorOfEachRole(app, clock);
  await stockUp(app, ZTO.id);
}, 120_000);
afterEach(() => expectBooksBalanced(app));

/** A merchant's order of parcels to these addresses, paid at `paidAt` (China time). */
async function order(paidAt: string, addresses: string[], user?: Awaited<ReturnType<typeof merchant>>) {
  clock.set(t(paidAt));
  const who = user ?? (await merchant(app, 20 * addresses.length));
  const rows = recipients(addresses.length).map((row, i) => ({ ...row, rec_address: addresses[i] }));
  const { body } = await makeOrder(app, who.token, ZTO, rows);
  expect(body.code).toBe(0);
  const parcels = await app.db.selectFrom('parcels').select(['id', 'price_fen', 'status']).where('user_id', '=', who.userId).orderBy('id').execute();
  return { user: who, parcels };
}
const notificationsOf = async (token: string, query: Record<string, string> = {}) =>
  (await call(app, 'GET', '/api/user/notification/list', undefined, { token, query: { page_size: '50', ...query } })).body.data;
const unreadOf = async (token: string) => (await call(app, 'GET', '/api/user/work-order/unread', undefined, { token })).body.data;

describe('超时赔付 notifications', () => {
  it('the job tells the merchant once per China day, with the count and the amount; a replay adds nothing', async () => {
    const { user } = await order('2026-06-10T10:00:00', ['不揽收大厦1号', '不揽收大厦2号', '不揽收大厦3号']);
    clock.set(t('2026-06-11T09:30:00'));
    expect((await app.services.compensation.runDue()).compensated).toBe(3);
    await app.services.compensation.runDue();

    const first = await notificationsOf(user.token);
    expect(first.data_count).toBe(1);
    expect(first.list[0]).toMatchObject({
      kind: 'compensation',
      kind_name: '超时赔付',
      title: '超时赔付已到账',
      content: '3 个包裹超时未出单或未揽收，已自动赔付 ¥6.00 到余额',
      link: '/user-center/package-list',
      read: false,
      created_at: '2026-06-11 09:30:00',
    });
    expect(await unreadOf(user.token)).toEqual({ work_orders: 0, notifications: 1 });

    // read, then two more the same day: the same row counts them all and is unread again, on top
    await call(app, 'POST', '/api/user/notification/read', {}, { token: user.token });
    await order('2026-06-10T11:00:00', ['不揽收路4号', '不揽收路5号'], user);
    clock.set(t('2026-06-11T15:00:00'));
    await app.services.compensation.runDue();
    const again = await notificationsOf(user.token);
    expect(again.data_count).toBe(1);
    expect(again.list[0]).toMatchObject({ content: '5 个包裹超时未出单或未揽收，已自动赔付 ¥10.00 到余额', read: false, created_at: '2026-06-11 15:00:00' });

    // another China day: a second notification
    await order('2026-06-11T10:00:00', ['不揽收路6号'], user);
    clock.set(t('2026-06-12T09:30:00'));
    await app.services.compensation.runDue();
    const days = await notificationsOf(user.token);
    expect(days.list.map((row: { content: string }) => row.content)).toEqual(['1 个包裹超时未出单或未揽收，已自动赔付 ¥2.00 到余额', '5 个包裹超时未出单或未揽收，已自动赔付 ¥10.00 到余额']);
  });

  it('a manual compensation from the console tells the merchant too, apart from the job’s', async () => {
    const { user, parcels } = await order('2026-07-01T10:00:00', ['文三路1号']);
    const { body } = await call(app, 'POST', '/api/admin/compensations', { parcel_id: Number(parcels[0].id), amount: 1.5, reason: '客户投诉包裹破损' }, {
      headers: { ...asOperator(ops.support.token).headers, 'idempotency-key': 'manual-notification-1' },
    });
    expect(body.code).toBe(0);
    const list = await notificationsOf(user.token);
    expect(list.list).toEqual([expect.objectContaining({ kind: 'compensation', title: '人工赔付已到账', content: '1 个包裹获得人工赔付，已赔付 ¥1.50 到余额' })]);
  });
});

describe('refused parcels', () => {
  it('one notification per order, counting its parcels refused and refunded', async () => {
    const { user, parcels } = await order('2026-08-01T10:00:00', ['拒收小区1号', '文三路2号', '拒收小区3号']);
    expect(parcels.map((p) => p.status)).toEqual([4, 3, 4]);
    const orderSn = (await app.db.selectFrom('orders').select('order_sn').where('user_id', '=', user.userId).executeTakeFirstOrThrow()).order_sn;
    const price = parcels[0].price_fen;
    const list = await notificationsOf(user.token);
    expect(list.list).toEqual([
      expect.objectContaining({
        kind: 'parcel_refused',
        kind_name: '拒单退款',
        content: `订单 ${orderSn} 有 2 个包裹被快递拒收，已退款 ¥${((2 * price) / 100).toFixed(2)} 到余额`,
        link: '/user-center/order-list',
      }),
    ]);
    // refusing again (a replay) changes nothing
    expect(await app.services.dispatch.refund(Number(parcels[0].id), '再次拒收')).toBe(false);
    expect((await notificationsOf(user.token)).list[0].content).toContain('有 2 个包裹');
  });
});

describe('reading', () => {
  it('marks the given ones read, or all; filters unread; only the caller’s', async () => {
    const { user } = await order('2026-09-01T10:00:00', ['拒收一号', '不揽收二号']);
    clock.set(t('2026-09-02T09:30:00'));
    await app.services.compensation.runDue();
    const { list } = await notificationsOf(user.token);
    expect(list).toHaveLength(2);
    const other = await merchant(app);
    // another user's ids are ignored
    await call(app, 'POST', '/api/user/notification/read', { ids: [list[0].id, list[1].id] }, { token: other.token });
    expect((await unreadOf(user.token)).notifications).toBe(2);
    const one = await call(app, 'POST', '/api/user/notification/read', { ids: [list[0].id] }, { token: user.token });
    expect(one.body.data).toEqual({ work_orders: 0, notifications: 1 });
    expect((await notificationsOf(user.token, { unread: '1' })).list.map((row: { id: number }) => row.id)).toEqual([list[1].id]);
    const all = await call(app, 'POST', '/api/user/notification/read', {}, { token: user.token });
    expect(all.body.data).toEqual({ work_orders: 0, notifications: 0 });
    expect((await notificationsOf(user.token, { unread: '1' })).list).toEqual([]);
    expect((await call(app, 'GET', '/api/user/notification/list')).status).toBe(401);
  });

  it('renders every kind in Chinese from its numbers', () => {
    expect(notificationText('withdrawal', { count: 1, amount_fen: 12345 })).toEqual({ kind_name: '提现到账', title: '提现已到账', content: '提现 ¥123.45 已到账' });
    expect(notificationText('work_order', { count: 1, work_order_sn: 'GD261126000001' }).content).toBe('工单 GD261126000001 有新的客服回复');
    expect(notificationText('work_order', { count: 3, work_order_sn: 'GD261126000001' }).content).toBe('工单 GD261126000001 有 3 条新的客服回复');
  });
});
