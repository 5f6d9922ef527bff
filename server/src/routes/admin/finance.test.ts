import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import * as XLSX from 'xlsx';
import { fen, fenToYuan, parseYuan } from 'shared-contracts';
import {
  FINANCE_ACCOUNT_KEYS,
  FINANCE_ACCOUNTS,
  FINANCE_FIGURE_KEYS,
  type AdminFinanceDaily,
  type AdminFinanceMonthly,
  type FinanceFigure,
} from 'shared-contracts/admin';
import { WITHDRAWAL_SOURCE } from '../../repositories/withdrawals';
import { call, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced, withdrawalSettled } from '../../test-support/money';
import { asOperator, newOperator, type TestOperator } from '../../test-support/operators';
import { makeOrder, merchant, recipients, stockUp, topUp } from '../../test-support/ordering';
import { newSubstation, type TestSite } from '../../test-support/sites';

/**
 * 财务报表 (money.read): one China day built through the real paths — top-ups through both channels (the sandbox
 * cashier for 支付宝; a paid 微信支付 order credited as the notification credits it), a referred member's order with a
 * parcel the courier refuses (debit, commission, refund, commission back, supply booked), a 分站 member's order (its
 * margin), adjustments, a compensation, a withdrawal paid out and one rejected — with a top-up at 23:59:59 the day
 * before and one at 00:00:00 the day after (China midnight is 16:00 UTC). Each figure must equal what was booked.
 */
const clock = testClock('2026-03-01T15:00:00Z');
const t = (china: string) => new Date(`${china}+08:00`);
const DAY = '2026-03-02';
const GOODS = { id: 1, courierId: 1 };
const yuan = (amount: number) => fenToYuan(fen(amount));
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

let site: TestSite;
let wechatPayer: { mobile: string; userId: number };
let referredId: number;
let memberId: number;
let finance: TestOperator;
let admin: TestOperator;
let support: TestOperator;
let ops: TestOperator;
let siteOwner: TestOperator;

/** A paid 微信支付 top-up, credited as the payment notification credits one (order paid, then the entry from it). */
async function wechatTopUp(userId: number, amountFen: number) {
  const tradeNo = `RW${randomUUID().replace(/-/g, '').slice(0, 18)}`;
  const at = clock.now();
  await app.repos.transaction(async () => {
    await app.db
      .insertInto('recharge_orders')
      .values({
        trade_no: tradeNo,
        user_id: userId,
        channel: 2,
        provider: 'wechatpay',
        amount_fen: amountFen,
        status: 'paid',
        gateway_trade_no: `WX${tradeNo}`,
        created_at: at,
        paid_at: at,
      })
      .execute();
    await app.services.wallet.post({
      userId,
      type: 'recharge',
      amount: fen(amountFen),
      source: { type: 'recharge', id: tradeNo },
      remark: `在线充值 ${tradeNo}`,
    });
  });
}

/** A pending withdrawal of the member's available commission, as the application books it. */
async function applied(userId: number, amountFen: number) {
  return app.repos.transaction(async () => {
    const id = await app.repos.withdrawals.insert({
      user_id: userId,
      amount_fen: amountFen,
      alipay_account: 'payee@example.com',
      alipay_name: '张小三',
      idempotency_key: randomUUID(),
      request_hash: 'test',
      created_at: clock.now(),
    });
    await app.services.wallet.move({
      userId,
      from: 'commission_available',
      to: 'withdrawing',
      amount: fen(amountFen),
      type: 'withdraw',
      source: { type: WITHDRAWAL_SOURCE, id: String(id) },
      remark: '申请提现',
      insufficient: '可提现佣金不足',
    });
    return id;
  });
}

const settled = (id: number) => withdrawalSettled(app, id);

const post = (userId: number, type: 'adjust' | 'compensation', amountFen: number) =>
  app.services.wallet.post({
    userId,
    type,
    amount: fen(amountFen),
    source: { type: type === 'adjust' ? 'test-adjust' : 'test-comp', id: randomUUID() },
    remark: '测试',
  });

withTestApp({ clock }, { timeout: 180_000, beforeClose: () => expectBooksBalanced(app) });
beforeAll(async () => {
  await stockUp(app, GOODS.id);

  // the day before, one second before China midnight; then the day itself from its first second
  clock.set(t('2026-03-01T23:59:59'));
  const early = await merchant(app, 11);
  clock.set(t('2026-03-02T00:00:00'));
  await topUp(app, early.token, 12);

  clock.set(t('2026-03-02T10:00:00'));
  const payer = await merchant(app, 500); // 支付宝 500, 赠送 10 (recharge_welfare 500 → 10)
  const wechat = await merchant(app);
  wechatPayer = wechat;
  await wechatTopUp(wechat.userId, 30_000);
  const referrer = await merchant(app);
  const referCode = (await app.db.selectFrom('users').select('refer_code').where('id', '=', referrer.userId).executeTakeFirstOrThrow()).refer_code;
  const referred = await merchant(app, 100, { referral: referCode });
  referredId = referred.userId;
  const rows = recipients(3).map((row, i) => (i === 2 ? { ...row, rec_address: '拒收小区3号' } : row));
  expect((await makeOrder(app, referred.token, GOODS, rows)).body.code).toBe(0);
  site = await newSubstation(app, 'finance.example.com', { cost_percent: 80, markup_percent: 25 });
  const member = await merchant(app, 100, { host: site.domain });
  memberId = member.userId;
  expect((await makeOrder(app, member.token, GOODS, recipients(2), { host: site.domain })).body.code).toBe(0);
  await post(wechat.userId, 'adjust', 2000);
  await post(wechat.userId, 'adjust', -500);
  await post(payer.userId, 'compensation', 300);
  // the referrer withdraws 100 (approved, paid) and 20 (rejected: back to available)
  await app.services.wallet.post({
    userId: referrer.userId,
    account: 'commission_available',
    type: 'commission_release',
    amount: fen(15_000),
    source: { type: 'test-grant', id: randomUUID() },
    remark: '测试佣金',
  });
  const paidId = await applied(referrer.userId, 10_000);
  const rejectedId = await applied(referrer.userId, 2000);
  finance = await newOperator(app, clock, 'finance');
  expect((await call(app, 'POST', '/api/admin/withdrawals/approve', { ids: [paidId] }, asOperator(finance.token))).body.code).toBe(0);
  expect((await settled(paidId)).status).toBe('paid');
  expect((await call(app, 'POST', '/api/admin/withdrawals/reject', { ids: [rejectedId], reason: '账户信息有误' }, asOperator(finance.token))).body.code).toBe(
    0
  );

  // the day after, from its first second (16:00 UTC)
  clock.set(new Date('2026-03-02T16:00:00Z'));
  await topUp(app, payer.token, 13);

  [finance, admin, support, ops] = await Promise.all((['finance', 'admin', 'support', 'ops'] as const).map((role) => newOperator(app, clock, role)));
  siteOwner = await newOperator(app, clock, 'site_owner', { site });
}, 180_000);

const get = (url: string, query: Record<string, string> = {}, who: TestOperator = finance) =>
  call(app, 'GET', `/api/admin/finance/${url}`, undefined, { ...asOperator(who.token, who.host), query });
const daily = async (date = DAY) => (await get('daily', { date })).body.data as AdminFinanceDaily;
const monthly = async (month: string) => (await get('monthly', { month })).body.data as AdminFinanceMonthly;
const toFen = (amount: number) => Number(parseYuan(amount));

describe('the day', () => {
  it('each figure equals what was booked on that China day, the days before and after left out', async () => {
    const parcels = await app.db
      .selectFrom('parcels')
      .select(['user_id', 'status', 'price_fen', 'supply_fen', 'site_margin_fen'])
      .where('user_id', 'in', [referredId, memberId])
      .execute();
    const commission = await app.db
      .selectFrom('commissions')
      .select(['amount_fen', 'reversed_fen'])
      .where('user_id', '=', referredId)
      .executeTakeFirstOrThrow();
    const spent = await app.db
      .selectFrom('ledger_entries')
      .select(sql<number>`-sum(amount)`.as('fen'))
      .where('type', '=', 'order')
      .where('user_id', 'in', [referredId, memberId])
      .executeTakeFirstOrThrow();
    const shipped = parcels.filter((p) => p.status === 3);
    const refused = parcels.filter((p) => p.status === 4);
    expect(shipped).toHaveLength(4);
    expect(refused).toHaveLength(1);
    const sum = (values: (number | null)[]) => values.reduce<number>((total, value) => total + Number(value ?? 0), 0);
    const expected: Record<FinanceFigure, number> = {
      top_up_total: 12 + 500 + 300 + 100 + 100,
      bonus_total: 10,
      spending_total: yuan(Number(spent.fen)),
      refund_total: yuan(refused[0].price_fen),
      compensation_total: 3,
      commission_total: yuan(commission.amount_fen),
      commission_reverse_total: yuan(commission.reversed_fen),
      adjust_in_total: 20,
      adjust_out_total: 5,
      withdraw_total: 120,
      payout_total: 100,
      withdraw_return_total: 20,
      supply_total: yuan(sum(shipped.map((p) => p.supply_fen))),
      supply_reverse_total: 0,
      supply_deduct_total: 0,
      site_margin_total: yuan(sum(shipped.map((p) => p.site_margin_fen))),
      site_margin_reverse_total: 0,
    };
    for (const key of ['spending_total', 'refund_total', 'commission_total', 'commission_reverse_total', 'supply_total', 'site_margin_total'] as const)
      expect(expected[key]).toBeGreaterThan(0);

    const data = await daily();
    expect(data.date).toBe(DAY);
    expect(Object.fromEntries(FINANCE_FIGURE_KEYS.map((key) => [key, data[key]]))).toEqual(expected);
    expect(data.top_up_by_channel).toEqual([
      { channel: 1, name: '支付宝', amount: 712, count: 4 },
      { channel: 2, name: '微信支付', amount: 300, count: 1 },
    ]);
    expect(data.counts).toMatchObject({
      top_up_total: 5,
      bonus_total: 1,
      adjust_in_total: 1,
      adjust_out_total: 1,
      withdraw_total: 2,
      payout_total: 1,
      withdraw_return_total: 1,
      supply_total: 4,
    });

    // the day before holds only its 23:59:59 top-up, the day after only its 00:00:00 one
    expect((await daily('2026-03-01')).top_up_total).toBe(11);
    expect((await daily('2026-03-03')).top_up_total).toBe(13);
    // today by default (the business clock: 2026-03-03)
    expect((await get('daily')).body.data).toMatchObject({ date: '2026-03-03', top_up_total: 13 });
  });

  it('closing: every account summed over its owners at the day’s end — each owner’s last balance_after, the signed amounts — and now the wallets’ totals', async () => {
    const end = t('2026-03-03T00:00:00');
    const { rows: lastAfter } = await sql<{ account: string; total: number }>`
      select account, sum(balance_after) as total from (
        select distinct on (user_id, site_id, shop_id, account) account, balance_after from ledger_entries
        where created_at < ${end} order by user_id, site_id, shop_id, account, id desc) last
      group by account`.execute(app.db);
    const { rows: signed } = await sql<{
      account: string;
      total: number;
    }>`select account, sum(amount) as total from ledger_entries where created_at < ${end} group by account`.execute(app.db);
    const byAccount = (rows: { account: string; total: number }[]) =>
      Object.fromEntries(FINANCE_ACCOUNT_KEYS.map((key) => [key, yuan(Number(rows.find((row) => row.account === key)?.total ?? 0))]));
    expect(byAccount(lastAfter)).toEqual(byAccount(signed));

    const data = await daily();
    expect(data.closing.map((row) => row.account)).toEqual(FINANCE_ACCOUNT_KEYS);
    expect(data.closing.map((row) => row.name)).toEqual(FINANCE_ACCOUNT_KEYS.map((key) => FINANCE_ACCOUNTS[key]));
    const closing = Object.fromEntries(data.closing.map((row) => [row.account, row.total]));
    expect(closing).toEqual(byAccount(signed));
    for (const account of ['balance', 'commission_frozen', 'commission_available', 'site_earnings_frozen', 'supplier_payable'] as const)
      expect(closing[account]).toBeGreaterThan(0);

    // today's closing is what the wallets hold now: the day after's 13 more in the prepaid balance
    const [wallets, sites, shops] = await Promise.all([
      app.db
        .selectFrom('wallets')
        .select([
          sql<number>`sum(balance)`.as('balance'),
          sql<number>`sum(commission_frozen)`.as('commission_frozen'),
          sql<number>`sum(commission_available)`.as('commission_available'),
          sql<number>`sum(withdrawing)`.as('withdrawing'),
        ])
        .executeTakeFirstOrThrow(),
      app.db
        .selectFrom('site_wallets')
        .select([
          sql<number>`sum(site_earnings_frozen)`.as('site_earnings_frozen'),
          sql<number>`sum(site_earnings_available)`.as('site_earnings_available'),
          sql<number>`sum(site_withdrawing)`.as('site_withdrawing'),
        ])
        .executeTakeFirstOrThrow(),
      app.db
        .selectFrom('supplier_wallets')
        .select([sql<number>`sum(supplier_payable)`.as('supplier_payable'), sql<number>`sum(supplier_withdrawing)`.as('supplier_withdrawing')])
        .executeTakeFirstOrThrow(),
    ]);
    const now = { ...wallets, ...sites, ...shops } as Record<string, number | null>;
    const today = Object.fromEntries((await daily('2026-03-03')).closing.map((row) => [row.account, row.total]));
    expect(today).toEqual(Object.fromEntries(FINANCE_ACCOUNT_KEYS.map((key) => [key, yuan(Number(now[key] ?? 0))])));
    expect(toFen(today.balance) - toFen(closing.balance)).toBe(1300);
  });

  it('each figure’s entries sum to it, with their owner; 充值合计 by channel', async () => {
    const data = await daily();
    for (const figure of FINANCE_FIGURE_KEYS) {
      const page = (await get('entries', { date: DAY, figure, page_size: '100' })).body.data;
      expect(page.data_count).toBe(data.counts[figure]);
      const total = page.list.reduce((sum: number, row: { amount: number }) => sum + toFen(row.amount), 0);
      expect(Math.abs(total)).toBe(toFen(data[figure]));
    }
    const wechat = (await get('entries', { date: DAY, figure: 'top_up_total', channel: '2' })).body.data;
    expect(wechat.list).toEqual([
      expect.objectContaining({
        owner_kind: 'member',
        owner_id: wechatPayer.userId,
        owner_name: masked(wechatPayer.mobile),
        account: 'balance',
        account_name: '会员预存余额',
        type: 'recharge',
        type_name: '充值',
        amount: 300,
        balance_after: 300,
        channel: 2,
        source_type: 'recharge',
        created_at: '2026-03-02 10:00:00',
      }),
    ]);
    const margin = (await get('entries', { date: DAY, figure: 'site_margin_total' })).body.data.list;
    expect(margin[0]).toMatchObject({ owner_kind: 'site', owner_id: site.id, owner_name: 'finance.example.com 分站', account: 'site_earnings_frozen' });
    const supply = (await get('entries', { date: DAY, figure: 'supply_total' })).body.data.list;
    expect(supply[0]).toMatchObject({ owner_kind: 'supplier', account: 'supplier_payable', type_name: '供货结算' });
    expect(supply[0].owner_name).not.toBe('');
    // a month's entries, newest first; a page past the end is empty with the real count
    const month = (await get('entries', { month: '2026-03', figure: 'top_up_total', page_size: '10' })).body.data;
    expect(month).toMatchObject({ page: 1, page_size: 10, data_count: 7 });
    expect(month.list.map((row: { amount: number }) => row.amount).sort((a: number, b: number) => a - b)).toEqual([11, 12, 13, 100, 100, 300, 500]);
    const times = month.list.map((row: { created_at: string }) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect([times[0], times[6]]).toEqual(['2026-03-03 00:00:00', '2026-03-01 23:59:59']);
    expect((await get('entries', { month: '2026-03', figure: 'top_up_total', page: '2', page_size: '10' })).body.data).toMatchObject({
      list: [],
      data_count: 7,
    });
  });
});

describe('the month', () => {
  it('the month’s figures, and one row per China day up to today that sum to them', async () => {
    const data = await monthly('2026-03');
    expect(data).toMatchObject({ month: '2026-03', start_date: '2026-03-01', end_date: '2026-03-03', top_up_total: 11 + 1012 + 13 });
    expect(data.days.map((day) => day.date)).toEqual(['2026-03-01', DAY, '2026-03-03']);
    for (const figure of FINANCE_FIGURE_KEYS) expect(data.days.reduce((sum, day) => sum + toFen(day[figure]), 0)).toBe(toFen(data[figure]));
    const day = await daily();
    expect(Object.fromEntries(FINANCE_FIGURE_KEYS.map((key) => [key, data.days[1][key]]))).toEqual(
      Object.fromEntries(FINANCE_FIGURE_KEYS.map((key) => [key, day[key]]))
    );
    // the month's closing is today's; this month by default
    expect(data.closing).toEqual((await daily('2026-03-03')).closing);
    expect(await monthly('2026-03')).toEqual((await get('monthly')).body.data);
    // a past month: every day, nothing booked
    const february = await monthly('2026-02');
    expect(february.days).toHaveLength(28);
    expect(february.end_date).toBe('2026-02-28');
    expect(february.top_up_total).toBe(0);
  });
});

describe('access, input and the xlsx', () => {
  it('money.read: finance and admin read it; support, ops and a 分站 owner are refused', async () => {
    for (const who of [finance, admin]) expect((await get('daily', { date: DAY }, who)).status).toBe(200);
    for (const who of [support, ops, siteOwner]) {
      for (const url of ['daily', 'monthly', 'entries', 'export']) expect((await get(url, {}, who)).status).toBe(403);
    }
  });

  it('refuses a day or month that does not exist, both at once, and a channel for another figure', async () => {
    expect((await get('daily', { date: '2026-02-30' })).status).toBe(400);
    expect((await get('daily', { date: '2026/03/02' })).status).toBe(400);
    expect((await get('monthly', { month: '2026-13' })).status).toBe(400);
    expect((await get('entries', { date: DAY, month: '2026-03', figure: 'top_up_total' })).status).toBe(400);
    expect((await get('entries', { date: DAY, figure: 'spending_total', channel: '1' })).status).toBe(400);
    expect((await get('entries', { date: DAY, figure: 'nothing' })).status).toBe(400);
  });

  it('exports the day as sheet 汇总 and the month with 每日, holding the figures', async () => {
    const readSheet = async (query: Record<string, string>) => {
      const response = await app.inject({ method: 'GET', url: '/api/admin/finance/export', query, headers: asOperator(finance.token).headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      return { book: XLSX.read(response.rawPayload), disposition: String(response.headers['content-disposition']) };
    };
    const rowsOf = (book: XLSX.WorkBook, name: string) => XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[name], { header: 1 });
    const data = await daily();
    const day = await readSheet({ date: DAY });
    expect(day.disposition).toContain(encodeURIComponent(`财务日报-${DAY}.xlsx`));
    expect(day.book.SheetNames).toEqual(['汇总']);
    const summary = rowsOf(day.book, '汇总');
    expect(summary[0]).toEqual(['分类', '项目', '金额（元）', '笔数']);
    expect(summary).toContainEqual(['资金流入', '充值合计', 1012, 5]);
    expect(summary).toContainEqual(['资金流入', '充值合计·微信支付', 300, 1]);
    expect(summary).toContainEqual(['提现与打款', '提现打款', 100, 1]);
    expect(summary).toContainEqual(['期末余额', '会员预存余额', data.closing[0].total]);

    const month = await readSheet({ month: '2026-03' });
    expect(month.book.SheetNames).toEqual(['汇总', '每日']);
    const days = rowsOf(month.book, '每日');
    expect(days).toHaveLength(4);
    expect(days[0][1]).toBe('充值合计');
    expect(days[2][0]).toBe(DAY);
    expect(days[2][1]).toBe(1012);
  });
});
