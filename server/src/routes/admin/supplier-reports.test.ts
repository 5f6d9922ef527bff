import { fen, fenToYuan } from 'shared-contracts';
import { SupplierAdminMessages } from 'shared-contracts/admin';
import { compensationFen, parcelDeadlines } from '../../services/compensation/rules';
import { shareOf } from '../../services/promotion/commissions';
import { call, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { asOperator, newOperator, type TestOperator } from '../../test-support/operators';
import { makeOrder, merchant, recipients, stockUp } from '../../test-support/ordering';
import { newSubstation } from '../../test-support/sites';

/**
 * The supply side's reports (issue 33): 平台收益 per China day of dispatch (paid = supply + 分站 margin + commission +
 * the platform's share, to the fen, refused parcels left out), 发货时效 per 供货店铺 (shipped before the 超时赔付 pickup
 * deadline, compensations and 赔付扣款) and 供应商结算 (payable, withdrawing, paid, deducted, this month's shipped).
 */
const clock = testClock('2026-03-02T01:00:00Z');
let finance: TestOperator;
let support: TestOperator;
const t = (china: string) => new Date(`${china}+08:00`);
const yuan = (amount: number) => fenToYuan(fen(amount));

withTestApp({ clock }, { timeout: 60_000 });
beforeAll(async () => {
  for (const id of [1, 2]) await stockUp(app, id);
}, 60_000);

const goodsOf = async (id: number) => {
  const row = await app.db.selectFrom('goods').select(['id', 'courier_id', 'shop_id', 'price_fen']).where('id', '=', id).executeTakeFirstOrThrow();
  return { id: row.id, courierId: row.courier_id, shopId: row.shop_id, priceFen: row.price_fen };
};
const parcelsOf = (userId: number) => app.db.selectFrom('parcels').select(['id', 'status', 'shop_id', 'supply_fen', 'price_fen']).where('user_id', '=', userId).orderBy('id').execute();
const referCodeOf = async (userId: number) => (await app.db.selectFrom('users').select('refer_code').where('id', '=', userId).executeTakeFirstOrThrow()).refer_code;
/** Operators signed in now (a move of the business clock past their 12 hours ends their sessions). */
async function signInOperators() {
  finance = await newOperator(app, clock, 'finance');
  support = await newOperator(app, clock, 'support');
}
const report = (url: string, query: Record<string, string>, who = finance) => call(app, 'GET', url, undefined, { ...asOperator(who.token), query });

describe('平台收益', () => {
  it('per China day of dispatch: paid = supply + margin + commission + the platform\'s share, to the fen; refused parcels left out; a totals row', async () => {
    const goods = await goodsOf(1);
    clock.set(t('2026-03-02T09:00:00'));
    // a main-site merchant, a referred main-site merchant (commission) and a 分站 member (margin) on the first day
    const plain = await merchant(app, 100);
    expect((await makeOrder(app, plain.token, goods, recipients(2))).body.code).toBe(0);
    const referrer = await merchant(app);
    const referred = await merchant(app, 100, { referral: await referCodeOf(referrer.userId) });
    expect((await makeOrder(app, referred.token, goods, recipients(3))).body.code).toBe(0);
    const site = await newSubstation(app, 'share.example.com', { cost_percent: 80, markup_percent: 25 });
    const member = await merchant(app, 100, { host: site.domain });
    expect((await makeOrder(app, member.token, goods, recipients(2), { host: site.domain })).body.code).toBe(0);
    // one parcel refused after dispatch: not in the report
    const refused = (await parcelsOf(plain.userId))[0];
    await app.db.updateTable('parcels').set({ status: 4 }).where('id', '=', refused.id).execute();
    // the second day
    clock.set(t('2026-03-03T10:00:00'));
    expect((await makeOrder(app, plain.token, goods, recipients(1))).body.code).toBe(0);

    // what each parcel paid and where it went, read from the rows and the commission as booked
    const rows = await app.db
      .selectFrom('parcels as p')
      .leftJoin('commissions as k', 'k.order_id', 'p.order_id')
      .select(['p.id', 'p.order_id', 'p.status', 'p.dispatched_at', 'p.price_fen', 'p.supply_fen', 'p.site_cost_fen', 'p.site_commission_fen', 'p.site_margin_fen', 'k.rate_bp', 'k.amount_fen as booked'])
      .where('p.user_id', 'in', [plain.userId, referred.userId, member.userId])
      .execute();
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(row.supply_fen).toBeGreaterThan(0);
    const commissionOf = (row: (typeof rows)[number]) => (row.site_cost_fen !== null ? row.site_commission_fen! : row.rate_bp !== null ? shareOf(row.price_fen, row.rate_bp) : 0);
    // the shares add up to the commission booked for the referred order
    const referredRows = rows.filter((row) => row.rate_bp !== null && row.site_cost_fen === null);
    expect(referredRows).toHaveLength(3);
    expect(referredRows.reduce((sum, row) => sum + commissionOf(row), 0)).toBe(referredRows[0].booked);
    expect(referredRows[0].booked).toBeGreaterThan(0);

    const expected = (day: string) => {
      const of = rows.filter((row) => row.status === 3 && row.dispatched_at!.getTime() >= t(`${day}T00:00:00`).getTime() && row.dispatched_at!.getTime() < t(`${day}T00:00:00`).getTime() + 86_400_000);
      const sum = (pick: (row: (typeof rows)[number]) => number) => of.reduce((total, row) => total + pick(row), 0);
      const paid = sum((row) => row.price_fen);
      const supply = sum((row) => row.supply_fen ?? 0);
      const margin = sum((row) => row.site_margin_fen ?? 0);
      const commission = sum(commissionOf);
      return { parcels: of.length, paid, supply, margin, commission, platform: paid - supply - margin - commission };
    };
    const first = expected('2026-03-02');
    const second = expected('2026-03-03');
    expect(first.parcels).toBe(6);
    expect(second.parcels).toBe(1);
    expect(first.margin).toBeGreaterThan(0);
    expect(first.commission).toBeGreaterThan(0);

    await signInOperators();
    const answer = await report('/api/admin/finance/platform-share', { start_date: '2026-03-01', end_date: '2026-03-03' });
    expect(answer.body.code).toBe(0);
    const toYuan = (date: string, f: ReturnType<typeof expected>) => ({
      date,
      parcels: f.parcels,
      paid: yuan(f.paid),
      supply: yuan(f.supply),
      margin: yuan(f.margin),
      commission: yuan(f.commission),
      platform: yuan(f.platform),
    });
    expect(answer.body.data).toEqual({
      start_date: '2026-03-01',
      end_date: '2026-03-03',
      rows: [toYuan('2026-03-02', first), toYuan('2026-03-03', second)],
      total: toYuan('合计', {
        parcels: 7,
        paid: first.paid + second.paid,
        supply: first.supply + second.supply,
        margin: first.margin + second.margin,
        commission: first.commission + second.commission,
        platform: first.platform + second.platform,
      }),
    });
    // a 分站 parcel's platform share is the 分站's cost less the supply price
    const siteRow = rows.find((row) => row.site_cost_fen !== null)!;
    expect(siteRow.price_fen - siteRow.supply_fen! - siteRow.site_margin_fen! - siteRow.site_commission_fen!).toBe(siteRow.site_cost_fen! - siteRow.supply_fen!);

    // one day only; the default is this month; a bad range says why
    expect((await report('/api/admin/finance/platform-share', { start_date: '2026-03-03', end_date: '2026-03-03' })).body.data.total).toEqual(toYuan('合计', second));
    expect((await report('/api/admin/finance/platform-share', {})).body.data).toMatchObject({ start_date: '2026-03-01', end_date: '2026-03-03', total: { parcels: 7 } });
    expect((await report('/api/admin/finance/platform-share', { start_date: '2026-03-04', end_date: '2026-03-01' })).body.msg).toBe(SupplierAdminMessages.dateRange);
    expect((await report('/api/admin/finance/platform-share', { start_date: '2025-01-01', end_date: '2026-03-01' })).body.msg).toBe(SupplierAdminMessages.rangeTooLong);
    expect((await report('/api/admin/finance/platform-share', { start_date: '2026/03/01' })).status).toBe(400);
    expect((await report('/api/admin/finance/platform-share', {}, support)).status).toBe(403);
  });
});

describe('发货时效 and 供应商结算', () => {
  it('counts per shop what was dispatched, shipped, shipped before the pickup deadline, compensated and deducted', async () => {
    const goods = await goodsOf(1);
    const other = await goodsOf(2);
    expect(other.shopId).not.toBe(goods.shopId);
    // paid 09:00 China on 6 April: due for pickup before 08:00 on the 7th
    clock.set(t('2026-04-06T09:00:00'));
    const buyer = await merchant(app, 200);
    expect((await makeOrder(app, buyer.token, goods, recipients(4))).body.code).toBe(0);
    const morning = (await parcelsOf(buyer.userId)).map((p) => p.id);
    expect(morning).toHaveLength(4);
    const { pickupBefore } = parcelDeadlines(t('2026-04-06T09:00:00'));
    expect(pickupBefore).toEqual(t('2026-04-07T08:00:00'));
    // paid 17:00 China (the deadline itself): issued the next day, due before 08:00 on the 8th
    clock.set(t('2026-04-06T17:00:00'));
    expect((await makeOrder(app, buyer.token, goods, recipients(1))).body.code).toBe(0);
    const evening = (await parcelsOf(buyer.userId)).map((p) => p.id).filter((id) => !morning.includes(id));
    // another shop's parcel, shipped in time
    expect((await makeOrder(app, buyer.token, other, recipients(1))).body.code).toBe(0);
    const otherParcel = (await parcelsOf(buyer.userId)).find((p) => p.shop_id === other.shopId)!;

    const set = (id: number, values: { shipped_at?: Date; picked_up_at?: Date }) => app.db.updateTable('parcels').set(values).where('id', '=', id).execute();
    await set(morning[0], { shipped_at: t('2026-04-07T07:59:59'), picked_up_at: t('2026-04-07T07:59:59') });
    await set(morning[1], { shipped_at: t('2026-04-07T08:00:00') });
    // morning[2]: never shipped
    await set(morning[3], { shipped_at: t('2026-04-06T18:00:00'), picked_up_at: t('2026-04-06T19:00:00') });
    await set(evening[0], { shipped_at: t('2026-04-07T20:00:00'), picked_up_at: t('2026-04-07T21:00:00') });
    await set(otherParcel.id, { shipped_at: t('2026-04-06T20:00:00'), picked_up_at: t('2026-04-06T21:00:00') });
    // 超时赔付 judges the two morning parcels without a pickup
    clock.set(t('2026-04-07T10:00:00'));
    await app.services.compensation.runDue();
    const compensations = await app.db.selectFrom('parcel_compensations').select(['id', 'parcel_id', 'amount_fen']).where('parcel_id', 'in', [...morning, ...evening]).execute();
    expect(compensations.map((c) => c.parcel_id).sort()).toEqual([morning[1], morning[2]].sort());
    // neither was shipped before the deadline (one at 08:00:00 itself, one never): both are deducted from the shop
    const deducted = { n: -compensations.reduce((sum, c) => sum + c.amount_fen, 0) };

    await signInOperators();
    const answer = await report('/api/admin/supplier-performance', { start_date: '2026-04-06', end_date: '2026-04-07' }, support);
    expect(answer.body.code).toBe(0);
    const mine = answer.body.data.rows.find((row: { shop_id: number }) => row.shop_id === goods.shopId);
    expect(mine).toMatchObject({
      dispatched: 5,
      shipped: 4,
      on_time: 3,
      on_time_percent: 60,
      compensations: 2,
      compensation_amount: yuan(2 * compensationFen(goods.priceFen)),
      deducted: yuan(Math.abs(Number(deducted.n))),
    });
    expect(answer.body.data.rows.find((row: { shop_id: number }) => row.shop_id === other.shopId)).toMatchObject({ dispatched: 1, shipped: 1, on_time: 1, on_time_percent: 100, compensations: 0 });
    // a shop with nothing in the range: zeros, no percent
    const empty = await report('/api/admin/supplier-performance', { start_date: '2026-04-10', end_date: '2026-04-10' }, support);
    expect(empty.body.data.rows.find((row: { shop_id: number }) => row.shop_id === goods.shopId)).toMatchObject({ dispatched: 0, on_time_percent: null });

    // 供应商结算: the shop's accounts as the ledger keeps them, paid and deducted ever, shipped this month
    // (the first test's March parcels, never picked up, were compensated by the same run: deducted counts every one)
    const everDeducted = await app.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('n'))
      .where('type', '=', 'supply_deduct')
      .where('shop_id', '=', goods.shopId)
      .executeTakeFirstOrThrow();
    expect(Math.abs(Number(everDeducted.n))).toBeGreaterThanOrEqual(Math.abs(Number(deducted.n)));
    const wallet = await app.db.selectFrom('supplier_wallets').select(['supplier_payable', 'supplier_withdrawing']).where('shop_id', '=', goods.shopId).executeTakeFirst();
    const settlement = await report('/api/admin/supplier-settlement', { page_size: '100' });
    expect(settlement.body.code).toBe(0);
    expect(settlement.body.data.list.find((row: { shop_id: number }) => row.shop_id === goods.shopId)).toEqual({
      shop_id: goods.shopId,
      shop_name: expect.any(String),
      payable: yuan(Number(wallet?.supplier_payable ?? 0)),
      withdrawing: yuan(Number(wallet?.supplier_withdrawing ?? 0)),
      paid: 0,
      deducted: yuan(Math.abs(Number(everDeducted.n))),
      month_shipped: 4,
    });
    expect((await report('/api/admin/supplier-settlement', {}, support)).status).toBe(403);
  });
});
