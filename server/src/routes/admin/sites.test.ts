import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from 'shared-contracts';
import { can, type MainRole, type OperatorRole } from 'shared-contracts/admin';
import { buildTestApp, call, openTestDb, tempDir, testClock, uniqueMobile, type TestClock, type TestDb } from '../../test-support/harness';
import { expectAnsweredAsPermissions } from '../../test-support/console-app';
import { asOperator, operatorOfEachRole, type TestOperator } from '../../test-support/operators';
import { migrateToLatest } from '../../db/migrate';
import { createRepositories } from '../../repositories';
import { seedSitesFromFile } from '../../site/site-db-store';

const MAIN: SiteConfig = {
  site_name: '礼品代发商城',
  logo: '/logo.svg',
  contacts: [{ type: 'QQ', name: '在线客服', value: '800001234' }],
  hotline: '400-800-1234',
  qrcode: 'weixin://gift',
  footer: { copyright: '© 2026 礼品代发商城', icp: '浙ICP备2026000001号' },
  flags: { article_switch: false },
  hidden_routes: [],
  remotes: {
    storefront: '/remotes/storefront/mf-manifest.json',
    purchase: '/remotes/purchase/mf-manifest.json',
    usercenter: '/remotes/usercenter/mf-manifest.json',
    help: '/remotes/help/mf-manifest.json',
    admin: '/remotes/admin/mf-manifest.json',
  },
};
// a seeded sub-station whose purchase remote is on a CDN: an edit in the console keeps that address
const CDN_PURCHASE = 'https://cdn.example.com/purchase/2.0.0/mf-manifest.json';
const SEED = {
  '*': MAIN,
  // a 分站's terms (issue 32): the main site's cost to it, kept in its row, not in its configuration
  'old.example.com': { site_name: '老分站', cost_percent: 90, remotes: { storefront: MAIN.remotes.storefront, purchase: CDN_PURCHASE } },
};

let testDb: TestDb;
let app: FastifyInstance;
let other: FastifyInstance;
let clock: TestClock;
let ops: Record<MainRole, TestOperator>;

beforeAll(async () => {
  testDb = await openTestDb();
  clock = testClock();
  const root = tempDir('sites-root-');
  fs.mkdirSync(path.join(root, 'host/dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'host/dist/index.html'), '<!doctype html><html><head><script>window.__SITE_CONFIG__=null</script></head><body></body></html>');
  const sitesFile = path.join(tempDir('sites-'), 'sites.json');
  fs.writeFileSync(sitesFile, JSON.stringify(SEED));
  // two API processes on one database: A is where operators save, B answers the domain's pages
  app = await buildTestApp(testDb, { clock, config: { staticRoot: root, sitesFile } });
  other = await buildTestApp(testDb, { clock, config: { staticRoot: root, sitesFile } });
  await app.ready();
  await other.ready();
  ops = await operatorOfEachRole(app, clock);
}, 60_000);
afterAll(async () => {
  await app.close();
  await other.close();
  await testDb.close();
});

const as = (role: OperatorRole) => asOperator(ops[role as MainRole].token);
const eventually = async (check: () => Promise<boolean>, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within time');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const auditOf = async (entity: string, entityId: number) =>
  (await call(app, 'GET', '/api/admin/audit', undefined, { ...as('admin'), query: { entity, page_size: '500' } })).body.data.list.filter((row: { entity_id: string }) => row.entity_id === String(entityId));
/** The configuration injected into the page a browser gets for `/` on that Host. */
const pageOf = async (server: FastifyInstance, host: string, url = '/') => {
  const reply = await server.inject({ method: 'GET', url, headers: { host } });
  const match = /window\.__SITE_CONFIG__=(.*?)<\/script>/.exec(reply.body);
  return { status: reply.statusCode, site: match ? (JSON.parse(match[1]) as SiteConfig) : null };
};
const sites = async () => (await call(app, 'GET', '/api/admin/sites', undefined, as('ops'))).body.data;
const substationBody = (change: Record<string, unknown> = {}) => ({
  domains: ['hz.shop.example.com'],
  site_name: '杭州分站',
  logo: '',
  contacts: [{ type: '微信', name: '分站客服', value: 'hz-service' }],
  hotline: '400-800-5678',
  qrcode: '',
  footer: { copyright: '', icp: '浙ICP备2026000009号' },
  flags: { article_switch: true, goods_filter_region: false },
  hidden_routes: ['SubstationsJoin'],
  remotes: ['storefront', 'purchase'],
  ...change,
});

describe('permissions', () => {
  it('answers each sites route as PERMISSIONS says: ops and admin read and write, finance and support neither', async () => {
    const routes = app.routeAccess.filter((route) => route.url.startsWith('/api/admin/sites') && route.method !== 'HEAD');
    expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      [
        'DELETE /api/admin/sites/:id',
        'GET /api/admin/sites',
        'GET /api/admin/sites/applications',
        'POST /api/admin/sites',
        'PUT /api/admin/sites/:id',
        'PUT /api/admin/sites/:id/business',
        'PUT /api/admin/sites/applications/:id',
        'POST /api/admin/sites/applications/:id/open',
        'PUT /api/admin/sites/main',
      ].sort(),
    );
    for (const route of routes) {
      expect(route.permission).toBe('substations.write');
    }
    await expectAnsweredAsPermissions(app, routes, (role) => as(role).headers);
    expect(can('ops', 'substations.write') && !can('finance', 'substations.write') && !can('support', 'substations.write')).toBe(true);
  });
});

describe('the sites file seeds the table', () => {
  it('lists the main site and the seeded sub-station, which mounts its remotes and the main site\'s console (its owner\'s)', async () => {
    const data = await sites();
    expect(data.main).toMatchObject({ site_name: MAIN.site_name, contacts: MAIN.contacts, footer: MAIN.footer, flags: MAIN.flags, remotes: ['storefront', 'purchase', 'usercenter', 'help', 'admin'] });
    expect(data.substations).toHaveLength(1);
    expect(data.substations[0]).toMatchObject({ domains: ['old.example.com'], site_name: '老分站', logo: '', contacts: [], remotes: ['storefront', 'purchase'], business: { cost_percent: 90, markup_percent: 0, status: 'active' } });
    expect(await testDb.db.selectFrom('sites').select('config').where('is_main', '=', false).executeTakeFirstOrThrow()).not.toHaveProperty('config.cost_percent');
    const page = await pageOf(other, 'old.example.com');
    expect(page.site).toMatchObject({ site_name: '老分站', remotes: { storefront: MAIN.remotes.storefront, purchase: CDN_PURCHASE, admin: MAIN.remotes.admin } });
  });

  it('once seeded, the file is not read again (even a missing one); a bad file stops a first start', async () => {
    const later = await buildTestApp(testDb, { clock, config: { sitesFile: path.join(tempDir(), 'missing.json') } });
    expect((await call(later, 'GET', '/api/site/config', undefined, { headers: { host: 'old.example.com' } })).body.data.site_name).toBe('老分站');
    await later.close();

    const fresh = await openTestDb();
    try {
      const bad = path.join(tempDir(), 'sites.json');
      fs.writeFileSync(bad, JSON.stringify({ ...SEED, 'shop.example.com:8080': { site_name: '带端口' } }));
      const badCost = path.join(tempDir(), 'sites.json');
      fs.writeFileSync(badCost, JSON.stringify({ ...SEED, 'cheap.example.com': { site_name: '太便宜', cost_percent: 30 } }));
      // what the sites plugin runs at start (a whole app left half-built would keep its job timers)
      await migrateToLatest(fresh.db);
      await expect(seedSitesFromFile(createRepositories(fresh.db), bad)).rejects.toThrow('域名 shop.example.com:8080 不要带端口');
      await expect(seedSitesFromFile(createRepositories(fresh.db), badCost)).rejects.toThrow('成本比例应在 50–100 之间');
      // nothing seeded: the main site's row (0043) is still the empty one
      expect(await fresh.db.selectFrom('sites').select(['is_main', 'config']).execute()).toEqual([{ is_main: true, config: {} }]);
    } finally {
      await fresh.close();
    }
  });
});

describe('the main site', () => {
  it.each([
    [{ site_name: '' }, '请填写站点名称'],
    [{ logo: 'javascript:alert(1)' }, 'Logo 地址应以 http(s):// 或 / 开头'],
    [{ contacts: [{ type: 'QQ', name: '客服', value: '' }] }, '请填写联系方式号码'],
    [{ footer: { copyright: '版'.repeat(129), icp: '' } }, '版权信息不能超过 128 个字'],
    [{ flags: { article_switch: 'yes' } }, '文章开关应为开或关'],
  ])('refuses %j: %s', async (change, message) => {
    const body = { site_name: MAIN.site_name, logo: MAIN.logo, contacts: MAIN.contacts, hotline: MAIN.hotline, qrcode: MAIN.qrcode, footer: MAIN.footer, flags: MAIN.flags, ...change };
    const reply = await call(app, 'PUT', '/api/admin/sites/main', body, as('ops'));
    expect([reply.status, reply.body.msg]).toEqual([400, message]);
  });

  it('saves name, logo, contacts, footer and flags, audited before → after; every process shows them on the next page load', async () => {
    expect((await pageOf(other, 'www.gift.example.com')).site?.footer).toEqual(MAIN.footer);
    const body = {
      site_name: '礼品代发商城（新）',
      logo: '/api/gift/image/upload/abc.webp',
      contacts: [
        { type: 'QQ', name: '售后客服', value: '800009999' },
        { type: '微信', name: '微信客服', value: 'gift-after-sales' },
      ],
      hotline: '400-800-0000',
      qrcode: 'https://work.weixin.qq.com/kfid/new',
      footer: { copyright: '© 2026 新版权', icp: '浙ICP备2026000002号' },
      flags: { article_switch: true, goods_filter_express: false },
    };
    const saved = await call(app, 'PUT', '/api/admin/sites/main', body, as('ops'));
    expect([saved.body.code, saved.body.msg]).toEqual([0, '主站设置已保存']);
    // the remotes and hidden routes are not the form's: unchanged
    expect(saved.body.data).toMatchObject({ ...body, remotes: ['storefront', 'purchase', 'usercenter', 'help', 'admin'] });

    // this process at once; the other when the change notification reaches it
    expect((await pageOf(app, 'www.gift.example.com')).site).toMatchObject({ site_name: body.site_name, footer: body.footer });
    await eventually(async () => (await pageOf(other, 'www.gift.example.com')).site?.site_name === body.site_name);
    const page = await pageOf(other, 'www.gift.example.com');
    expect(page.site).toMatchObject({ logo: body.logo, contacts: body.contacts, hotline: body.hotline, footer: body.footer, flags: body.flags, remotes: { admin: MAIN.remotes.admin } });
    // a sub-station that sets no footer of its own follows the main site's
    expect((await pageOf(other, 'old.example.com')).site?.footer).toEqual(body.footer);

    const [row] = await auditOf('site', saved.body.data.id);
    expect(row).toMatchObject({ action: 'site.update', operator_id: ops.ops.id, before: { site_name: MAIN.site_name, footer: MAIN.footer }, after: { site_name: body.site_name, footer: body.footer, remotes: MAIN.remotes } });
  });
});

describe('sub-stations', () => {
  it.each([
    [{ domains: [] }, '请至少填写一个域名'],
    [{ domains: ['hz.example.com:8080'] }, '域名 hz.example.com:8080 不要带端口'],
    [{ domains: ['https://hz.example.com'] }, '域名 https://hz.example.com 只填主机名，不要带 http:// 或路径'],
    [{ domains: ['hz_example.com'] }, '域名 hz_example.com 不正确'],
    [{ domains: ['a.example.com', 'A.example.com'] }, '域名 a.example.com 重复填写'],
    [{ site_name: ' ' }, '请填写分站名称'],
    [{ remotes: ['storefront', 'admin'] }, '分站不能挂载运营后台'],
    [{ remotes: ['help'] }, '分站至少要挂载商城（首页在其中）'],
    [{ remotes: ['shop'] }, '挂载的模块不正确'],
    [{ hidden_routes: ['adminUsers'] }, '隐藏的页面不正确'],
  ])('refuses %j: %s', async (change, message) => {
    const reply = await call(app, 'POST', '/api/admin/sites', substationBody(change), as('ops'));
    expect([reply.status, reply.body.msg]).toEqual([400, message]);
  });

  it('refuses a domain another site answers on (any case)', async () => {
    const reply = await call(app, 'POST', '/api/admin/sites', substationBody({ domains: ['new.example.com', 'OLD.example.com'] }), as('ops'));
    expect([reply.body.code, reply.body.msg]).toEqual([1, '域名 old.example.com 已被「老分站」使用']);
    expect((await sites()).substations).toHaveLength(1);
  });

  let created: { id: number };
  it('creates one through process A; process B answers its domains with its name, its remotes and its owner\'s console', async () => {
    const before = await pageOf(other, 'hz.shop.example.com');
    expect(before.site?.remotes.admin).toBeDefined(); // an unknown domain shows the main site

    const reply = await call(app, 'POST', '/api/admin/sites', substationBody({ domains: ['HZ.shop.example.com', 'hz2.shop.example.com'] }), as('ops'));
    expect([reply.body.code, reply.body.msg]).toEqual([0, '分站已创建']);
    created = reply.body.data;
    expect(reply.body.data).toMatchObject({ domains: ['hz.shop.example.com', 'hz2.shop.example.com'], site_name: '杭州分站', remotes: ['storefront', 'purchase'], hidden_routes: ['SubstationsJoin'] });

    await eventually(async () => (await pageOf(other, 'hz.shop.example.com')).site?.site_name === '杭州分站');
    for (const host of ['hz.shop.example.com', 'hz2.shop.example.com:8443']) {
      const { site } = await pageOf(other, host);
      expect(site).toMatchObject({ site_name: '杭州分站', hotline: '400-800-5678', contacts: [{ type: '微信', name: '分站客服', value: 'hz-service' }] });
      expect(site?.remotes).toEqual({ storefront: MAIN.remotes.storefront, purchase: MAIN.remotes.purchase, admin: MAIN.remotes.admin });
      expect(site?.flags).toMatchObject({ article_switch: true, goods_filter_region: false });
      // its own icp over the main site's copyright
      expect(site?.footer.icp).toBe('浙ICP备2026000009号');
    }
    // the pages of remotes it does not mount answer 404 there; its owner's console is served (issue 32)
    for (const url of ['/user-center/package-list', '/substations-join']) expect((await pageOf(other, 'hz.shop.example.com', url)).status).toBe(404);
    for (const url of ['/admin', '/admin/login']) expect((await pageOf(other, 'hz.shop.example.com', url)).status).toBe(200);
    expect((await call(other, 'GET', '/api/site/config', undefined, { headers: { host: 'hz.shop.example.com' } })).body.data.remotes.admin).toBe(MAIN.remotes.admin);

    const [row] = await auditOf('substation', created.id);
    expect(row).toMatchObject({ action: 'substation.create', before: null, after: { domains: ['hz.shop.example.com', 'hz2.shop.example.com'], site_name: '杭州分站' } });
  });

  it('edits one: a dropped domain falls back to the main site, a seeded CDN address is kept; audited before → after', async () => {
    const reply = await call(app, 'PUT', `/api/admin/sites/${created.id}`, substationBody({ domains: ['hz.shop.example.com'], site_name: '杭州分站（新）', remotes: ['storefront', 'usercenter'] }), as('admin'));
    expect([reply.body.code, reply.body.msg]).toEqual([0, '分站已保存']);
    await eventually(async () => (await pageOf(other, 'hz.shop.example.com')).site?.site_name === '杭州分站（新）');
    expect((await pageOf(other, 'hz.shop.example.com')).site?.remotes).toEqual({ storefront: MAIN.remotes.storefront, usercenter: MAIN.remotes.usercenter, admin: MAIN.remotes.admin });
    expect((await pageOf(other, 'hz.shop.example.com', '/user-center/package-list')).status).not.toBe(404);
    expect((await pageOf(other, 'hz2.shop.example.com')).site?.site_name).toBe('礼品代发商城（新）');

    const [row] = await auditOf('substation', created.id);
    expect(row).toMatchObject({
      action: 'substation.update',
      operator_id: ops.admin.id,
      before: { domains: ['hz.shop.example.com', 'hz2.shop.example.com'], site_name: '杭州分站' },
      after: { domains: ['hz.shop.example.com'], site_name: '杭州分站（新）' },
    });

    // the seeded one: renamed, its CDN purchase address survives the save
    const seeded = (await sites()).substations.find((s: { domains: string[] }) => s.domains.includes('old.example.com'));
    const saved = await call(app, 'PUT', `/api/admin/sites/${seeded.id}`, { domains: ['old.example.com'], site_name: '老分站·改', remotes: ['storefront', 'purchase'] }, as('ops'));
    expect(saved.body.code).toBe(0);
    await eventually(async () => (await pageOf(other, 'old.example.com')).site?.site_name === '老分站·改');
    expect((await pageOf(other, 'old.example.com')).site?.remotes).toEqual({ storefront: MAIN.remotes.storefront, purchase: CDN_PURCHASE, admin: MAIN.remotes.admin });

    // a domain of another sub-station, an unknown id, the main site's id
    expect((await call(app, 'PUT', `/api/admin/sites/${created.id}`, substationBody({ domains: ['old.example.com'] }), as('ops'))).body.msg).toBe('域名 old.example.com 已被「老分站·改」使用');
    expect((await call(app, 'PUT', '/api/admin/sites/999999', substationBody(), as('ops'))).status).toBe(404);
    const mainId = (await sites()).main.id;
    expect((await call(app, 'PUT', `/api/admin/sites/${mainId}`, substationBody({ domains: ['x.example.com'] }), as('ops'))).body.msg).toBe('分站不存在');
  });

  it('deletes one: its domain shows the main site again; audited; the main site cannot be deleted', async () => {
    const reply = await call(app, 'DELETE', `/api/admin/sites/${created.id}`, undefined, as('ops'));
    expect([reply.body.code, reply.body.msg]).toEqual([0, '分站已删除']);
    await eventually(async () => (await pageOf(other, 'hz.shop.example.com')).site?.site_name === '礼品代发商城（新）');
    expect((await pageOf(other, 'hz.shop.example.com')).site?.remotes.admin).toBe(MAIN.remotes.admin);
    expect((await sites()).substations.map((s: { id: number }) => s.id)).not.toContain(created.id);
    const [row] = await auditOf('substation', created.id);
    expect(row).toMatchObject({ action: 'substation.delete', before: { domains: ['hz.shop.example.com'], site_name: '杭州分站（新）' }, after: null });

    const mainId = (await sites()).main.id;
    expect((await call(app, 'DELETE', `/api/admin/sites/${mainId}`, undefined, as('ops'))).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/admin/sites/${created.id}`, undefined, as('ops'))).status).toBe(404);
  });
});

describe('分站加盟申请', () => {
  it('lists the applications, newest first, with the mobile masked', async () => {
    const mobile = uniqueMobile();
    const applied = await call(app, 'POST', '/api/common/substation/apply', { name: '陈小姐', mobile, city: '杭州', company: '礼遇小店', message: '每月约两千单' }, { ip: '10.9.0.1' });
    expect(applied.body.code).toBe(0);
    const { body } = await call(app, 'GET', '/api/admin/sites/applications', undefined, as('ops'));
    expect(body.data.data_count).toBe(1);
    expect(body.data.list[0]).toMatchObject({ name: '陈小姐', mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, city: '杭州', company: '礼遇小店', message: '每月约两千单' });
  });
});
