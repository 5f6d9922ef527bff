import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { can, type Permission } from 'shared-contracts/admin';
import { call, testClock } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';
import { asOperator, newOperator, type TestOperator } from '../../test-support/operators';
import { makeOrder, merchant, recipients, stockUp } from '../../test-support/ordering';
import { newSubstation, onSite, type TestSite } from '../../test-support/sites';

/**
 * The isolation walk (issue 32), like the console's permission walk: every /api/admin route a 分站's operator may
 * call, given the ids of another site's rows, answers 403 or 404 and changes nothing; its lists show none of
 * another site's rows; an operator token works only on its own site's domain; every member route refuses (401) a
 * token made on another site's domain. A route added later is walked too — its :id must be mapped below.
 */
const clock = testClock();
const GOODS = { id: 1, courierId: 1 };
/** What every row of the other 分站 carries, so a list that leaked one would show it. */
const MARK = '乙站ZZ';
let a: TestSite;
let b: TestSite;
let owner: TestOperator;
let mainOps: TestOperator;
const foreign: Record<string, number> = {};
let foreignTexts: string[] = [];
let bMember: { token: string };

withTestApp({ clock }, { timeout: 120_000 });
beforeAll(async () => {
  a = await newSubstation(app, 'a.isolation.example.com', { name: '甲站' });
  b = await newSubstation(app, 'b.isolation.example.com', { name: MARK });
  await stockUp(app, GOODS.id);
  owner = await newOperator(app, clock, 'site_owner', { site: a });
  const bOwner = await newOperator(app, clock, 'site_owner', { site: b });
  mainOps = await newOperator(app, clock, 'ops');

  // B's rows: members with orders and a work order, content, a group, a withdrawal; and a main-site member
  const member = await merchant(app, 100, { host: b.domain });
  bMember = member;
  await makeOrder(app, member.token, GOODS, recipients(2), { host: b.domain });
  const parcel = await app.db.selectFrom('parcels').select(['id', 'parcel_sn']).where('user_id', '=', member.userId).executeTakeFirstOrThrow();
  const workOrder = await call(app, 'POST', '/api/user/work-order', { type: 'other', content: `${MARK} 的工单`, parcels: [parcel.parcel_sn] }, onSite(b.domain, member.token));
  const mainMember = await merchant(app, 50);
  const contentAs = (path: string, body: unknown) => call(app, 'POST', `/api/admin/${path}`, body, asOperator(bOwner.token, b.domain));
  const banner = await contentAs('banners', { image: '/api/gift/image/banner-1.svg', btn_txt: MARK });
  const block = await contentAs('home-blocks', { name: 'hot', title: MARK });
  const article = await contentAs('articles', { title: `${MARK}文章`, category: MARK, content: `<p>${MARK}</p>` });
  await contentAs('notice', { title: MARK, content: `<p>${MARK}</p>` });
  const group = await app.db.selectFrom('user_groups').select('id').where('site_id', '=', b.id).executeTakeFirstOrThrow();
  const mainGroup = await app.db.selectFrom('user_groups').select('id').where('site_id', '=', await app.repos.sites.mainId()).executeTakeFirstOrThrow();
  Object.assign(foreign, {
    user: member.userId,
    mainUser: mainMember.userId,
    workOrder: workOrder.body.data.id,
    banner: banner.body.data.id,
    homeBlock: block.body.data.id,
    article: article.body.data.id,
    group: group.id,
    mainGroup: mainGroup.id,
    parcel: Number(parcel.id),
  });
  for (const value of Object.values(foreign)) expect(value).toEqual(expect.any(Number));
  const orders = await app.db.selectFrom('orders').select('order_sn').where('site_id', '<>', a.id).execute();
  foreignTexts = [MARK, member.mobile.slice(-4).padStart(11, '*').replace(/^\*{7}/, `${member.mobile.slice(0, 3)}****`), ...orders.map((o) => o.order_sn)];
}, 120_000);

/** The :id of a route, as another site's rows (B's, then the main site's where the route can name them). */
function foreignIdsOf(url: string): number[] | null {
  if (url.startsWith('/api/admin/users/:id')) return [foreign.user, foreign.mainUser];
  if (url.startsWith('/api/admin/groups/:id')) return [foreign.group, foreign.mainGroup];
  if (url.startsWith('/api/admin/banners/:id')) return [foreign.banner];
  if (url.startsWith('/api/admin/home-blocks/:id')) return [foreign.homeBlock];
  if (url.startsWith('/api/admin/articles/:id')) return [foreign.article, 1];
  if (url.startsWith('/api/admin/work-orders/:id')) return [foreign.workOrder];
  if (url.startsWith('/api/admin/parcels/:id')) return [foreign.parcel];
  return null;
}

/** A valid body for a write, so that only the scope can refuse it. */
function bodyOf(method: string, url: string): unknown {
  if (method === 'GET' || method === 'DELETE') return undefined;
  if (url.endsWith('/move')) return { direction: 'up' };
  if (url.endsWith('/group')) return { group_id: foreign.group };
  if (url.endsWith('/freeze')) return { frozen: true, reason: '越权测试' };
  if (url.endsWith('/reply')) return { content: '越权回复' };
  if (url.endsWith('/status')) return { status: 'closed' };
  if (url.startsWith('/api/admin/groups')) return { name: '越权等级', price_percent: 10, upgrade_amount: 0 };
  if (url.startsWith('/api/admin/banners')) return { btn_txt: '越权' };
  if (url.startsWith('/api/admin/home-blocks')) return { name: 'hot', title: '越权' };
  if (url.startsWith('/api/admin/articles')) return { title: '越权', category: '越权', content: '<p>越权</p>' };
  return {};
}

/** Every row that is not site A's, in every table a site owns: its digest must not move. */
async function othersDigest(): Promise<string> {
  const tables = ['users', 'user_groups', 'orders', 'parcels', 'banners', 'notices', 'home_blocks', 'articles', 'work_orders', 'operators', 'site_goods', 'site_wallets'];
  const parts: unknown[] = [];
  for (const table of tables) {
    const { rows } = await sql`select * from ${sql.table(table)} where site_id <> ${a.id} order by 1, 2`.execute(testDb.db);
    parts.push(rows);
  }
  parts.push((await sql`select * from ledger_entries where coalesce(site_id, 0) <> ${a.id} order by id`.execute(testDb.db)).rows);
  parts.push((await sql`select * from work_order_messages order by id`.execute(testDb.db)).rows);
  parts.push((await sql`select * from sessions order by token_hash`.execute(testDb.db)).rows);
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

const siteRoutes = () =>
  app.routeAccess.filter((route) => route.permission && route.method !== 'HEAD' && (can('site_owner', route.permission as Permission) || can('site_staff', route.permission as Permission)));

describe('a 分站 operator against another site\'s rows', () => {
  it('answers 403 or 404 for every console route given another site\'s ids, and changes nothing', async () => {
    const before = await othersDigest();
    const walked: string[] = [];
    for (const route of siteRoutes().filter((r) => r.url.includes(':id'))) {
      // the 分站's own prices of the shared catalogue: its site_goods only (the digest shows any other)
      if (route.url === '/api/admin/site/goods/:id') continue;
      const ids = foreignIdsOf(route.url);
      expect([route.url, ids]).toEqual([route.url, expect.any(Array)]);
      for (const id of ids!) {
        const url = route.url.replace(':id', String(id));
        const reply = await app.inject({ method: route.method as 'GET', url, payload: bodyOf(route.method, route.url) as object, headers: asOperator(owner.token, owner.host).headers });
        expect([route.method, url, [403, 404].includes(reply.statusCode)]).toEqual([route.method, url, true]);
        walked.push(`${route.method} ${route.url}`);
      }
    }
    expect(walked.length).toBeGreaterThan(15);
    expect(await othersDigest()).toBe(before);
  });

  it('sees none of another site\'s rows in any list it may read, and writes only its own site\'s', async () => {
    const before = await othersDigest();
    for (const route of siteRoutes().filter((r) => !r.url.includes(':id') && r.method === 'GET')) {
      const reply = await app.inject({ method: 'GET', url: route.url, query: { site_id: String(b.id) }, headers: asOperator(owner.token, owner.host).headers });
      expect([route.url, reply.statusCode]).toEqual([route.url, 200]);
      for (const text of foreignTexts) expect([route.url, reply.body.includes(text)]).toEqual([route.url, false]);
    }
    // creating content, a group, prices and settings lands on its own site
    for (const route of siteRoutes().filter((r) => !r.url.includes(':id') && r.method !== 'GET' && !/withdraw|password|logout|images/.test(r.url))) {
      await app.inject({ method: route.method as 'POST', url: route.url, payload: bodyOf(route.method, route.url) as object, headers: { ...asOperator(owner.token, owner.host).headers, 'idempotency-key': randomUUID() } });
    }
    expect(await othersDigest()).toBe(before);
  });

  it('works only on its own site\'s domain; a main-site operator\'s token not on a 分站\'s', async () => {
    for (const route of siteRoutes().filter((r) => r.method === 'GET' && !r.url.includes(':id'))) {
      expect([route.url, (await app.inject({ method: 'GET', url: route.url, headers: asOperator(owner.token, b.domain).headers })).statusCode]).toEqual([route.url, 401]);
      expect([route.url, (await app.inject({ method: 'GET', url: route.url, headers: asOperator(owner.token).headers })).statusCode]).toEqual([route.url, 401]);
      expect([route.url, (await app.inject({ method: 'GET', url: route.url, headers: asOperator(mainOps.token, a.domain).headers })).statusCode]).toEqual([route.url, 401]);
    }
  });
});

describe('a member\'s token on another site\'s domain', () => {
  it('is refused (401) on every member route', async () => {
    const memberRoutes = app.routeAccess.filter((route) => !route.public && !route.open && !route.permission && route.method !== 'HEAD');
    expect(memberRoutes.length).toBeGreaterThan(60);
    for (const route of memberRoutes) {
      const url = route.url.replace(/:(\w+)/g, '1');
      for (const host of [a.domain, 'www.main.example.com']) {
        const reply = await app.inject({ method: route.method as 'GET', url, headers: { authorization: `Bearer ${bMember.token}`, host }, payload: route.method === 'GET' ? undefined : {} });
        expect([route.method, url, host, reply.statusCode]).toEqual([route.method, url, host, 401]);
      }
    }
  });
});
