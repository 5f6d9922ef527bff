import { fen, goodsPrice } from 'shared-contracts';
import { testClock } from '../test-support/harness';
import { app, withTestApp } from '../test-support/test-app';
import { expectBooksBalanced } from '../test-support/money';
import { makeOrder, merchant, recipients, stockUp } from '../test-support/ordering';
import { newSubstation, type TestSite } from '../test-support/sites';
import { shareOf } from './promotion/commissions';

/**
 * A 分站's margin on the one ledger (issue 32): booked frozen with its member's order (Σ of each parcel's paid −
 * cost − commission, the parcel keeping the three), reversed with a refused parcel, released freeze_days after
 * dispatch by the business clock; a referrer's commission on a 分站 comes out of the margin at the 分站's rate
 * and never exceeds it. Every test ends with the books balanced (users' and sites').
 */
const clock = testClock('2026-08-01T02:00:00Z');
const GOODS = { id: 1, courierId: 1 };
const DAY = 86_400_000;
const terms = { cost_percent: 80, markup_percent: 25, freeze_days: 5 };
let hz: TestSite;

withTestApp({ clock });
beforeAll(async () => {
  hz = await newSubstation(app, 'hz.margins.example.com', terms);
  await stockUp(app, GOODS.id);
});
afterEach(() => expectBooksBalanced(app));

const listFen = async () => (await app.db.selectFrom('goods').select('price_fen').where('id', '=', GOODS.id).executeTakeFirstOrThrow()).price_fen;
const siteAccounts = (siteId = hz.id) => app.repos.siteEarnings.accounts(siteId);
const parcelsOf = (userId: number) =>
  app.db.selectFrom('parcels').select(['id', 'status', 'price_fen', 'site_id', 'site_cost_fen', 'site_commission_fen', 'site_margin_fen']).where('user_id', '=', userId).orderBy('id').execute();
const referCodeOf = async (userId: number) => (await app.db.selectFrom('users').select('refer_code').where('id', '=', userId).executeTakeFirstOrThrow()).refer_code;
const setRate = (bp: number) => app.db.updateTable('sites').set({ commission_bp: bp }).where('id', '=', hz.id).execute();

describe('the margin of a 分站 member\'s order', () => {
  it('is booked frozen: each parcel paid − cost, the parcels and the order keep it, the main site\'s orders book none', async () => {
    const before = await siteAccounts();
    const member = await merchant(app, 200, { host: hz.domain });
    expect((await makeOrder(app, member.token, GOODS, recipients(3), { goodsNum: 2, host: hz.domain })).body.code).toBe(0);
    const price = goodsPrice(await listFen(), terms, null);
    const parcels = await parcelsOf(member.userId);
    for (const parcel of parcels) {
      expect(parcel).toMatchObject({ site_id: hz.id, price_fen: price.unit * 2, site_cost_fen: price.cost! * 2, site_commission_fen: 0, site_margin_fen: (price.unit - price.cost!) * 2 });
    }
    const margin = (price.unit - price.cost!) * 2 * 3;
    expect(margin).toBeGreaterThan(0);
    expect(await siteAccounts()).toEqual({ ...before, site_earnings_frozen: before.site_earnings_frozen + margin });
    const order = await app.db.selectFrom('orders').select(['id', 'site_id']).where('user_id', '=', member.userId).executeTakeFirstOrThrow();
    expect(order.site_id).toBe(hz.id);
    expect(await app.db.selectFrom('site_order_margins').select(['amount_fen', 'status']).where('order_id', '=', order.id).executeTakeFirstOrThrow()).toEqual({ amount_fen: margin, status: 'frozen' });

    const mainMember = await merchant(app, 100);
    expect((await makeOrder(app, mainMember.token, GOODS, recipients(1))).body.code).toBe(0);
    expect((await parcelsOf(mainMember.userId))[0]).toMatchObject({ site_cost_fen: null, site_margin_fen: null });
    expect(await siteAccounts()).toEqual({ ...before, site_earnings_frozen: before.site_earnings_frozen + margin });
  });

  it('pays a referrer out of each parcel\'s margin at the 分站\'s rate, never more than the margin', async () => {
    const price = goodsPrice(await listFen(), terms, null);
    const referrer = await merchant(app, 0, { host: hz.domain });
    const referred = await merchant(app, 300, { host: hz.domain, referral: await referCodeOf(referrer.userId) });
    for (const [rate, expected] of [
      [1000, Math.min(shareOf(price.unit, 1000), price.unit - price.cost!)],
      // 50 % of what was paid is more than paid − cost (a 25 % markup): capped at the margin, which is then 0
      [5000, price.unit - price.cost!],
    ] as const) {
      await setRate(rate);
      const frozenBefore = (await siteAccounts()).site_earnings_frozen;
      const referrerBefore = (await app.repos.wallet.lock(referrer.userId)).commission_frozen;
      const ids = (await parcelsOf(referred.userId)).map((p) => p.id);
      expect((await makeOrder(app, referred.token, GOODS, recipients(2), { host: hz.domain })).body.code).toBe(0);
      const fresh = (await parcelsOf(referred.userId)).filter((p) => !ids.includes(p.id));
      for (const parcel of fresh) {
        expect(parcel.site_commission_fen).toBe(expected);
        expect(parcel.site_commission_fen! + parcel.site_margin_fen! + parcel.site_cost_fen!).toBe(parcel.price_fen);
        expect(parcel.site_margin_fen).toBeGreaterThanOrEqual(0);
      }
      expect((await app.repos.wallet.lock(referrer.userId)).commission_frozen - referrerBefore).toBe(expected * 2);
      expect((await siteAccounts()).site_earnings_frozen - frozenBefore).toBe((price.unit - price.cost! - expected) * 2);
    }
    await setRate(0);
  });

  it('goes back with a refused parcel (and its commission share), the rest released freeze_days after dispatch, once', async () => {
    clock.set(new Date('2026-09-01T02:00:00Z'));
    await app.services.siteEarnings.releaseDue(); // what earlier tests booked, long due
    await setRate(1000);
    const referrer = await merchant(app, 0, { host: hz.domain });
    const referred = await merchant(app, 300, { host: hz.domain, referral: await referCodeOf(referrer.userId) });
    const rows = recipients(3);
    rows[1].rec_address = '拒收路1号';
    const before = await siteAccounts();
    expect((await makeOrder(app, referred.token, GOODS, rows, { host: hz.domain })).body.code).toBe(0);
    const parcels = await parcelsOf(referred.userId);
    expect(parcels.map((p) => p.status)).toEqual([3, 4, 3]);
    const kept = parcels[0].site_margin_fen! + parcels[2].site_margin_fen!;
    expect(await siteAccounts()).toEqual({ ...before, site_earnings_frozen: before.site_earnings_frozen + kept });
    const share = parcels[1].site_commission_fen!;
    expect((await app.repos.wallet.lock(referrer.userId)).commission_frozen).toBe(parcels[0].site_commission_fen! + parcels[2].site_commission_fen!);
    expect(share).toBeGreaterThan(0);

    // 5 days after dispatch (the 分站's freeze_days), not a second before
    clock.set(new Date(new Date('2026-09-01T02:00:00Z').getTime() + 5 * DAY - 1000));
    expect((await app.services.siteEarnings.releaseDue()).released).toBe(0);
    clock.set(new Date(new Date('2026-09-01T02:00:00Z').getTime() + 5 * DAY));
    expect(await app.services.siteEarnings.releaseDue()).toEqual({ released: 1, amountFen: kept });
    expect(await siteAccounts()).toEqual({ ...before, site_earnings_available: before.site_earnings_available + kept });
    expect((await app.services.siteEarnings.releaseDue()).released).toBe(0);
    const entries = await app.db
      .selectFrom('ledger_entries')
      .select(['account', 'type', 'amount'])
      .where('site_id', '=', hz.id)
      .where('source_id', 'in', [String(parcels[1].id), ...(await app.db.selectFrom('orders').select('id').where('user_id', '=', referred.userId).execute()).map((o) => String(o.id))])
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { account: 'site_earnings_frozen', type: 'site_margin', amount: kept + parcels[1].site_margin_fen! },
      { account: 'site_earnings_frozen', type: 'site_margin_reverse', amount: -parcels[1].site_margin_fen! },
      { account: 'site_earnings_frozen', type: 'site_margin_release', amount: -kept },
      { account: 'site_earnings_available', type: 'site_margin_release', amount: kept },
    ]);
    await setRate(0);
  });

  it('is not touched by 超时赔付 (the platform\'s promise)', async () => {
    const member = await merchant(app, 100, { host: hz.domain });
    expect((await makeOrder(app, member.token, GOODS, recipients(1), { host: hz.domain })).body.code).toBe(0);
    const before = await siteAccounts();
    const [parcel] = await parcelsOf(member.userId);
    await app.services.wallet.post({ userId: member.userId, type: 'compensation', amount: fen(100), source: { type: 'parcel', id: String(parcel.id) }, remark: '超时赔付' });
    expect(await siteAccounts()).toEqual(before);
  });
});

/** Races need several connections: PGlite's single one would serialise them and hide what this checks. */
const onPostgres = Boolean(process.env.DATABASE_URL);

(onPostgres ? describe : describe.skip)('orders of two 分站 and the main site at once (PostgreSQL)', () => {
  it('books every margin once: 20 simultaneous orders, each site\'s earnings = Σ its parcels\' margins, books balanced', async () => {
    const nb = await newSubstation(app, 'nb.margins.example.com', { cost_percent: 90, markup_percent: 10 });
    const sites = [hz, nb, null];
    const members = await Promise.all(sites.map((site) => merchant(app, 500, { host: site?.domain })));
    const before = await Promise.all([hz, nb].map((site) => siteAccounts(site.id)));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => makeOrder(app, members[i % 3].token, GOODS, recipients(2, `race${i}`), { host: sites[i % 3]?.domain })));
    expect(answers.map((a) => a.body.code)).toEqual(Array(20).fill(0));
    for (const [index, site] of [hz, nb].entries()) {
      const parcels = await parcelsOf(members[index].userId);
      expect(parcels).toHaveLength(i20(index) * 2);
      const margin = parcels.reduce((sum, p) => sum + p.site_margin_fen!, 0);
      expect((await siteAccounts(site.id)).site_earnings_frozen - before[index].site_earnings_frozen).toBe(margin);
      const orders = await app.db.selectFrom('orders').select('id').where('user_id', '=', members[index].userId).execute();
      const entries = await app.db.selectFrom('ledger_entries').select('source_id').where('site_id', '=', site.id).where('type', '=', 'site_margin').where('source_id', 'in', orders.map((o) => String(o.id))).execute();
      expect(entries).toHaveLength(orders.length);
    }
  });
});

/** How many of 20 orders, dealt round three members, the member at `index` made. */
function i20(index: number): number {
  return Array.from({ length: 20 }, (_, i) => i % 3).filter((m) => m === index).length;
}
