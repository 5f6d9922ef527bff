import { fen, fenToYuan } from 'shared-contracts';
import { CatalogueMessages, OPERATOR_ROLES, SupplierAdminMessages, can, type MainRole, type OperatorRole, type Permission } from 'shared-contracts/admin';
import { createPasswordHasher } from '../../lib/password';
import { supplierApprovedText, supplierCreatedText, supplierRejectedText } from '../../providers/sms';
import { call, testClock, uniqueIp, uniqueMobile } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { asOperator, newOperator, operatorOfEachRole, type TestOperator } from '../../test-support/operators';
import { newSubstation } from '../../test-support/sites';

/**
 * 供应商 in the main console (issue 33): the accounts of a 供货店铺 (one-time password shown once and texted; disabling
 * ends the sessions), 供应商入驻 (approved into one account, bound to an existing or a new shop, texted; rejected with a
 * reason, texted), 供货价审核 (the goods change, audited, the storefront sees it; never a supply price above the price),
 * and the goods form's 供货价 rule. Main-site roles by the permission table; a 分站's owner is refused.
 */
const clock = testClock();
let ops: Record<MainRole, TestOperator>;
let siteOwner: TestOperator;
const hasher = createPasswordHasher({ N: 1024, r: 8, p: 1 });

withTestApp({ clock }, { timeout: 60_000 });
beforeAll(async () => {
  ops = await operatorOfEachRole(app, clock);
  const site = await newSubstation(app, 'fz.suppliers.example.com');
  siteOwner = await newOperator(app, clock, 'site_owner', { site });
}, 60_000);

const as = (role: OperatorRole) => (role === 'site_owner' ? asOperator(siteOwner.token, siteOwner.host) : asOperator(ops[role as MainRole].token));
const post = (role: OperatorRole, url: string, body: unknown = {}) => call(app, 'POST', url, body, as(role));
const get = (role: OperatorRole, url: string, query?: Record<string, string>) => call(app, 'GET', url, undefined, { ...as(role), query });

/** The texts sent to a mobile (the sandbox outbox), waiting a moment for the job to run. */
async function textsTo(mobile: string, count = 1): Promise<string[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const texts = ((await call(app, 'GET', '/api/dev/sms-outbox', undefined, { query: { mobile } })).body.data.list as { text: string }[]).map((row) => row.text);
    if (texts.length >= count || Date.now() > deadline) return texts;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const auditRows = (entity: string, entityId: number) => app.db.selectFrom('audit_log').select(['action', 'before', 'after', 'operator_id']).where('entity', '=', entity).where('entity_id', '=', String(entityId)).orderBy('id').execute();

/** A pending 供应商入驻 as the register form with 供应商 makes it (the applicant's password, hashed). */
async function application(password = 'Apply-pass1', mobile = uniqueMobile()) {
  const row = await app.db
    .insertInto('supplier_applications')
    .values({ mobile, password_hash: await hasher.hash(password), company_name: '义乌礼品有限公司', contact_name: '陈经理', goods_desc: '毛巾、纸巾等小礼品' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, mobile, password };
}

/** A supplier account of a shop, made straight in the table. */
async function account(shopId = 1) {
  const row = await app.db
    .insertInto('supplier_accounts')
    .values({ shop_id: shopId, mobile: uniqueMobile(), name: '供货员', password_hash: await hasher.hash('Staff-pass1'), role: 'staff', must_change_password: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function request(goodsId: number, kind: 'supply_price' | 'on_sale' | 'off_sale', supplyFen: number | null = null) {
  const goods = await app.db.selectFrom('goods').select(['shop_id', 'supply_price_fen']).where('id', '=', goodsId).executeTakeFirstOrThrow();
  const supplierId = await account(goods.shop_id);
  const row = await app.db
    .insertInto('supplier_requests')
    .values({ goods_id: goodsId, shop_id: goods.shop_id, supplier_id: supplierId, kind, old_supply_fen: kind === 'supply_price' ? goods.supply_price_fen : null, supply_fen: supplyFen, note: '原料涨价', created_at: clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const goodsRow = (id: number) => app.db.selectFrom('goods').select(['price_fen', 'supply_price_fen', 'is_on_sale', 'stock_warning']).where('id', '=', id).executeTakeFirstOrThrow();

describe('permissions', () => {
  it('answers each supplier route as PERMISSIONS says, main-site roles only: a 分站 owner is refused every one', async () => {
    const routes = app.routeAccess.filter((route) => /^\/api\/admin\/(suppliers|supplier-|finance\/platform-share)/.test(route.url) && route.method !== 'HEAD');
    expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      [
        'GET /api/admin/finance/platform-share',
        'GET /api/admin/supplier-applications',
        'GET /api/admin/supplier-performance',
        'GET /api/admin/supplier-requests',
        'GET /api/admin/supplier-settlement',
        'GET /api/admin/supplier-shop-options',
        'GET /api/admin/suppliers',
        'POST /api/admin/supplier-applications/:id/approve',
        'POST /api/admin/supplier-applications/:id/reject',
        'POST /api/admin/supplier-requests/:id/approve',
        'POST /api/admin/supplier-requests/:id/reject',
        'POST /api/admin/suppliers',
        'POST /api/admin/suppliers/:id/disable',
        'POST /api/admin/suppliers/:id/enable',
      ].sort(),
    );
    for (const route of routes) {
      const permission = route.permission as Permission;
      const url = route.url.replace(':id', '999999');
      const payload = route.method === 'GET' ? undefined : {};
      for (const role of [...OPERATOR_ROLES, 'site_owner'] as OperatorRole[]) {
        const reply = await app.inject({ method: route.method as 'GET', url, payload, headers: as(role).headers, remoteAddress: uniqueIp() });
        expect([route.method, url, role, reply.statusCode === 403]).toEqual([route.method, url, role, !can(role, permission)]);
      }
    }
    // as the issue says: ops approves; finance reads the settlement but approves nothing; support only reads
    expect(can('ops', 'suppliers.write') && !can('finance', 'suppliers.write') && can('finance', 'money.read') && can('support', 'suppliers.read') && !can('support', 'suppliers.write')).toBe(true);
    expect((await get('finance', '/api/admin/supplier-settlement')).status).toBe(200);
    expect((await post('finance', '/api/admin/supplier-applications/1/approve', { new_shop_name: 'x' })).status).toBe(403);
    expect((await get('support', '/api/admin/suppliers')).status).toBe(200);
    expect((await get('support', '/api/admin/supplier-settlement')).status).toBe(403);
    expect((await get('site_owner', '/api/admin/suppliers')).status).toBe(403);
  });
});

describe('供应商 accounts', () => {
  it('creates an account with a one-time password, shown once and texted; the mobile is unique among suppliers; audited', async () => {
    const mobile = uniqueMobile();
    const made = await post('ops', '/api/admin/suppliers', { shop_id: 1, mobile, name: ' 王供货 ', role: 'owner' });
    expect(made.body).toMatchObject({ code: 0, msg: SupplierAdminMessages.created, data: { id: expect.any(Number), mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, password: expect.stringMatching(/^[A-Za-z0-9]{12}$/) } });
    const { id, password } = made.body.data;
    const row = await app.db.selectFrom('supplier_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ shop_id: 1, mobile, name: '王供货', role: 'owner', must_change_password: true, disabled: false });
    expect(row.password_hash).not.toContain(password);
    expect(await hasher.verify(password, row.password_hash)).toBe(true);
    expect(await textsTo(mobile)).toEqual([supplierCreatedText(password)]);
    // the supplier signs in with it (type 2), told to change it
    const login = await call(app, 'POST', '/api/login', { mobile, password, type: 2 }, { ip: uniqueIp() });
    expect(login.body).toMatchObject({ code: 0, data: { token: expect.any(String), must_change_password: true } });

    const listed = (await get('support', '/api/admin/suppliers', { shop_id: '1', keyword: mobile.slice(-4) })).body.data;
    expect(listed.list).toEqual([expect.objectContaining({ id, shop_id: 1, name: '王供货', role: 'owner', role_text: '负责人', disabled: false, mobile: made.body.data.mobile })]);
    expect(JSON.stringify(listed)).not.toContain(mobile);

    const again = await post('ops', '/api/admin/suppliers', { shop_id: 1, mobile, name: '另一个', role: 'staff' });
    expect(again.body).toMatchObject({ code: 1, msg: SupplierAdminMessages.mobileTaken });
    expect((await post('ops', '/api/admin/suppliers', { shop_id: 999999, mobile: uniqueMobile(), name: '无店铺', role: 'staff' })).body.msg).toBe(SupplierAdminMessages.shopMissing);
    expect((await post('ops', '/api/admin/suppliers', { shop_id: 1, mobile: '12345', name: '坏号码', role: 'staff' })).status).toBe(400);
    const [audit] = await auditRows('supplier', id);
    expect(audit).toMatchObject({ action: 'supplier.create', operator_id: ops.ops.id, after: { shop_id: 1, name: '王供货', role: 'owner' } });
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it('disabling ends its sessions at once; enabling lets it sign in again; each audited, never twice', async () => {
    const mobile = uniqueMobile();
    const { id, password } = (await post('admin', '/api/admin/suppliers', { shop_id: 1, mobile, name: '李员工', role: 'staff' })).body.data;
    const token = (await call(app, 'POST', '/api/login', { mobile, password, type: 2 }, { ip: uniqueIp() })).body.data.token;
    expect((await call(app, 'GET', '/api/supplier/me', undefined, { token })).status).toBe(200);
    expect(await app.db.selectFrom('supplier_sessions').select('token_hash').where('supplier_id', '=', id).execute()).toHaveLength(1);

    expect((await post('ops', `/api/admin/suppliers/${id}/disable`)).body).toMatchObject({ code: 0, msg: SupplierAdminMessages.disabled });
    expect(await app.db.selectFrom('supplier_sessions').select('token_hash').where('supplier_id', '=', id).execute()).toEqual([]);
    expect((await call(app, 'GET', '/api/supplier/me', undefined, { token })).status).toBe(401);
    expect((await call(app, 'POST', '/api/login', { mobile, password, type: 2 }, { ip: uniqueIp() })).body.code).not.toBe(0);
    expect((await post('ops', `/api/admin/suppliers/${id}/disable`)).body.msg).toBe(SupplierAdminMessages.alreadyDisabled);

    expect((await post('ops', `/api/admin/suppliers/${id}/enable`)).body).toMatchObject({ code: 0, msg: SupplierAdminMessages.enabled });
    expect((await call(app, 'POST', '/api/login', { mobile, password, type: 2 }, { ip: uniqueIp() })).body.code).toBe(0);
    expect((await post('ops', `/api/admin/suppliers/${id}/enable`)).body.msg).toBe(SupplierAdminMessages.alreadyEnabled);
    expect((await post('ops', '/api/admin/suppliers/999999/disable')).status).toBe(404);
    expect((await auditRows('supplier', id)).map((row) => row.action)).toEqual(['supplier.create', 'supplier.disable', 'supplier.enable']);
  });
});

describe('供应商入驻', () => {
  it('approving with a new shop makes one owner account with the applicant\'s own password; texted; audited; the applicant signs in', async () => {
    const applied = await application();
    const listed = (await get('support', '/api/admin/supplier-applications', { status: 'pending' })).body.data.list;
    expect(listed.find((row: { id: number }) => row.id === applied.id)).toMatchObject({ company_name: '义乌礼品有限公司', contact_name: '陈经理', status: 'pending', status_text: '待审核', shop_id: null });

    const approved = await post('ops', `/api/admin/supplier-applications/${applied.id}/approve`, { new_shop_name: '义乌礼品供货店' });
    expect(approved.body).toMatchObject({ code: 0, msg: SupplierAdminMessages.applicationApproved, data: { shop_id: expect.any(Number), shop_name: '义乌礼品供货店', supplier_id: expect.any(Number) } });
    const { shop_id: shopId, supplier_id: supplierId } = approved.body.data;
    expect(await app.db.selectFrom('supplier_shops').select(['name', 'logo', 'intro']).where('id', '=', shopId).executeTakeFirstOrThrow()).toEqual({ name: '义乌礼品供货店', logo: '', intro: '' });
    const accounts = await app.db.selectFrom('supplier_accounts').selectAll().where('mobile', '=', applied.mobile).execute();
    expect(accounts).toEqual([expect.objectContaining({ id: supplierId, shop_id: shopId, role: 'owner', name: '陈经理', must_change_password: false, disabled: false })]);
    expect(await app.db.selectFrom('supplier_applications').select(['status', 'shop_id', 'reviewed_by']).where('id', '=', applied.id).executeTakeFirstOrThrow()).toEqual({ status: 'approved', shop_id: shopId, reviewed_by: ops.ops.id });
    expect(await textsTo(applied.mobile)).toEqual([supplierApprovedText('义乌礼品供货店')]);
    expect((await auditRows('supplier_application', applied.id)).map((row) => row.action)).toEqual(['supplier_application.approve']);
    expect((await auditRows('shop', shopId)).map((row) => row.action)).toEqual(['shop.create']);
    // a shop with a supplier account stays (no goods yet, but its supplier signs in to it)
    expect((await call(app, 'DELETE', `/api/admin/shops/${shopId}`, undefined, as('ops'))).body.msg).toBe(CatalogueMessages.shopHasSuppliers);

    const login = await call(app, 'POST', '/api/login', { mobile: applied.mobile, password: applied.password, type: 2 }, { ip: uniqueIp() });
    expect(login.body).toMatchObject({ code: 0, data: { must_change_password: false } });

    // reviewed once only
    expect((await post('ops', `/api/admin/supplier-applications/${applied.id}/approve`, { shop_id: 1 })).body.msg).toBe(SupplierAdminMessages.applicationReviewed);
    expect((await post('ops', `/api/admin/supplier-applications/${applied.id}/reject`, { reason: '资料不全' })).body.msg).toBe(SupplierAdminMessages.applicationReviewed);
    expect((await post('ops', '/api/admin/supplier-applications/999999/approve', { shop_id: 1 })).status).toBe(404);
  });

  it('binds an existing shop; two approvals at once make one account', async () => {
    const applied = await application();
    const both = await Promise.all([post('ops', `/api/admin/supplier-applications/${applied.id}/approve`, { shop_id: 1 }), post('admin', `/api/admin/supplier-applications/${applied.id}/approve`, { shop_id: 1 })]);
    expect(both.map((reply) => reply.body.code).sort()).toEqual([0, 1]);
    expect(both.find((reply) => reply.body.code === 1)!.body.msg).toBe(SupplierAdminMessages.applicationReviewed);
    expect(await app.db.selectFrom('supplier_accounts').select(['shop_id', 'role']).where('mobile', '=', applied.mobile).execute()).toEqual([{ shop_id: 1, role: 'owner' }]);
    expect(await textsTo(applied.mobile)).toHaveLength(1);
  });

  it('asks for exactly one of an existing shop and a new name, refuses a taken name, and changes nothing then', async () => {
    const applied = await application();
    for (const body of [{}, { shop_id: 1, new_shop_name: '新店' }]) {
      const reply = await post('ops', `/api/admin/supplier-applications/${applied.id}/approve`, body);
      expect([reply.status, reply.body.msg]).toEqual([400, SupplierAdminMessages.shopChoice]);
    }
    const shopName = (await app.db.selectFrom('supplier_shops').select('name').where('id', '=', 1).executeTakeFirstOrThrow()).name;
    expect((await post('ops', `/api/admin/supplier-applications/${applied.id}/approve`, { new_shop_name: shopName })).body.msg).toBe(SupplierAdminMessages.shopNameTaken);
    expect((await post('ops', `/api/admin/supplier-applications/${applied.id}/approve`, { shop_id: 999999 })).body.msg).toBe(SupplierAdminMessages.shopMissing);
    expect(await app.db.selectFrom('supplier_accounts').select('id').where('mobile', '=', applied.mobile).execute()).toEqual([]);
    expect((await app.db.selectFrom('supplier_applications').select('status').where('id', '=', applied.id).executeTakeFirstOrThrow()).status).toBe('pending');
  });

  it('rejects with a reason of 2–200 characters, texted to the applicant; no account', async () => {
    const applied = await application();
    expect((await post('ops', `/api/admin/supplier-applications/${applied.id}/reject`, { reason: '差' })).status).toBe(400);
    expect((await post('ops', `/api/admin/supplier-applications/${applied.id}/reject`, { reason: 'x'.repeat(201) })).status).toBe(400);
    const rejected = await post('ops', `/api/admin/supplier-applications/${applied.id}/reject`, { reason: ' 营业执照不清晰，请重新申请 ' });
    expect(rejected.body).toMatchObject({ code: 0, msg: SupplierAdminMessages.applicationRejected });
    expect(await app.db.selectFrom('supplier_applications').select(['status', 'reason']).where('id', '=', applied.id).executeTakeFirstOrThrow()).toEqual({ status: 'rejected', reason: '营业执照不清晰，请重新申请' });
    expect(await textsTo(applied.mobile)).toEqual([supplierRejectedText('营业执照不清晰，请重新申请')]);
    expect(await app.db.selectFrom('supplier_accounts').select('id').where('mobile', '=', applied.mobile).execute()).toEqual([]);
    const [audit] = await auditRows('supplier_application', applied.id);
    expect(audit).toMatchObject({ action: 'supplier_application.reject', after: { status: 'rejected', reason: '营业执照不清晰，请重新申请' } });
    const listed = (await get('ops', '/api/admin/supplier-applications', { status: 'rejected' })).body.data.list;
    expect(listed.find((row: { id: number }) => row.id === applied.id)).toMatchObject({ status_text: '已驳回', reason: '营业执照不清晰，请重新申请', reviewed_by_name: '测试ops' });
  });

  it('a console account for a mobile with a pending application is refused (approve it instead)', async () => {
    const applied = await application();
    expect((await post('ops', '/api/admin/suppliers', { shop_id: 1, mobile: applied.mobile, name: '陈经理', role: 'owner' })).body.msg).toBe(SupplierAdminMessages.mobileApplying);
  });
});

describe('供货价审核', () => {
  it('approving a supply price sets the goods\' supply price, audited before → after; reviewed once', async () => {
    const before = await goodsRow(2);
    const next = Math.min(before.price_fen, before.supply_price_fen + 13);
    const id = await request(2, 'supply_price', next);
    const listed = (await get('support', '/api/admin/supplier-requests', { status: 'pending' })).body.data.list.find((row: { id: number }) => row.id === id);
    expect(listed).toMatchObject({
      goods_id: 2,
      kind: 'supply_price',
      kind_text: '供货价调整',
      old_supply_price: fenToYuan(fen(before.supply_price_fen)),
      supply_price: fenToYuan(fen(next)),
      price: fenToYuan(fen(before.price_fen)),
      current_supply_price: fenToYuan(fen(before.supply_price_fen)),
      note: '原料涨价',
      status_text: '待审核',
      supplier_name: '供货员',
    });
    expect((await post('support', `/api/admin/supplier-requests/${id}/approve`)).status).toBe(403);
    expect((await post('ops', `/api/admin/supplier-requests/${id}/approve`)).body).toMatchObject({ code: 0, msg: SupplierAdminMessages.requestApproved });
    expect((await goodsRow(2)).supply_price_fen).toBe(next);
    const audit = (await auditRows('goods', 2)).find((row) => row.action === 'supplier_request.approve');
    expect(audit).toMatchObject({ before: { supply_price: fenToYuan(fen(before.supply_price_fen)) }, after: { supply_price: fenToYuan(fen(next)), request_id: id, kind: 'supply_price' } });
    expect((await post('ops', `/api/admin/supplier-requests/${id}/approve`)).body.msg).toBe(SupplierAdminMessages.requestReviewed);
    expect((await post('ops', `/api/admin/supplier-requests/${id}/reject`, { reason: '重复处理' })).body.msg).toBe(SupplierAdminMessages.requestReviewed);
  });

  it('refuses a supply price above the goods\' price (供货价不能高于商品售价) and leaves the request pending', async () => {
    const before = await goodsRow(3);
    const id = await request(3, 'supply_price', before.price_fen + 1);
    expect((await post('ops', `/api/admin/supplier-requests/${id}/approve`)).body).toMatchObject({ code: 1, msg: '供货价不能高于商品售价' });
    expect(await goodsRow(3)).toEqual(before);
    expect((await app.db.selectFrom('supplier_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('pending');
    expect((await post('ops', `/api/admin/supplier-requests/${id}/reject`, { reason: '供货价高于售价' })).body).toMatchObject({ code: 0, msg: SupplierAdminMessages.requestRejected });
    expect((await auditRows('supplier_request', id)).map((row) => row.action)).toEqual(['supplier_request.reject']);
  });

  it('下架 and 上架 change what shoppers see at once (the storefront\'s cache is dropped)', async () => {
    const detail = async () => (await call(app, 'GET', '/api/gift/goods/detail', undefined, { query: { goods_id: '4' } })).status;
    await app.db.updateTable('goods').set({ is_on_sale: true }).where('id', '=', 4).execute();
    app.catalogueCache.invalidate();
    expect(await detail()).toBe(200);
    const off = await request(4, 'off_sale');
    expect((await post('ops', `/api/admin/supplier-requests/${off}/approve`)).body.code).toBe(0);
    expect((await goodsRow(4)).is_on_sale).toBe(false);
    expect(await detail()).toBe(404);
    const on = await request(4, 'on_sale');
    expect((await post('admin', `/api/admin/supplier-requests/${on}/approve`)).body.code).toBe(0);
    expect(await detail()).toBe(200);
    expect((await auditRows('goods', 4)).filter((row) => row.action === 'supplier_request.approve').map((row) => [row.before, row.after])).toEqual([
      [{ on_shelf: true }, expect.objectContaining({ on_shelf: false, kind: 'off_sale' })],
      [{ on_shelf: false }, expect.objectContaining({ on_shelf: true, kind: 'on_sale' })],
    ]);
  });
});

describe('the goods form\'s 供货价', () => {
  const goodsBody = (change: Record<string, unknown> = {}) => ({ name: '供货价测试', price: '3.50', weight_g: 100, limit: 0, stock: 10, courier_id: 1, shop_id: 1, city: '义乌', pics: [], ...change });

  it('saves and shows 供货价 and 库存预警; a price below the supply price is refused on create, edit and bulk price', async () => {
    expect((await post('ops', '/api/admin/goods', goodsBody({ supply_price: '3.51' }))).body).toMatchObject({ code: 1, msg: CatalogueMessages.priceBelowSupply });
    const created = await post('ops', '/api/admin/goods', goodsBody({ supply_price: '2.10', stock_warning: 8 }));
    expect(created.body.data).toMatchObject({ price: 3.5, supply_price: 2.1, stock_warning: 8 });
    const id = created.body.data.id;
    expect(await goodsRow(id)).toMatchObject({ price_fen: 350, supply_price_fen: 210, stock_warning: 8 });

    const lower = await call(app, 'PUT', `/api/admin/goods/${id}`, { price: '2.00' }, as('ops'));
    expect(lower.body).toMatchObject({ code: 1, msg: '商品售价不能低于供货价' });
    const both = await call(app, 'PUT', `/api/admin/goods/${id}`, { price: '2.00', supply_price: '1.80', stock_warning: 3 }, as('ops'));
    expect(both.body.data).toMatchObject({ price: 2, supply_price: 1.8, stock_warning: 3 });
    const audit = (await auditRows('goods', id)).find((row) => row.action === 'goods.update');
    expect(audit).toMatchObject({ before: { price: '3.50', supply_price: '2.10', stock_warning: 8 }, after: { price: '2.00', supply_price: '1.80', stock_warning: 3 } });

    const bulk = await post('ops', '/api/admin/goods/price', { ids: [id], percent: -20 });
    expect(bulk.body).toMatchObject({ code: 1, msg: '调价后售价低于供货价：「供货价测试」' });
    expect((await goodsRow(id)).price_fen).toBe(200);
    // left out: a new goods' supply price is 0 and its 库存预警 50
    expect((await post('ops', '/api/admin/goods', goodsBody())).body.data).toMatchObject({ supply_price: 0, stock_warning: 50 });
  });
});

describe('提现审核 lists a 供货店铺\'s settlement', () => {
  it('as kind supplier_payable with the shop\'s name and its 负责人\'s masked mobile; filtered by kind', async () => {
    const mobile = uniqueMobile();
    const owner = (await post('ops', '/api/admin/suppliers', { shop_id: 2, mobile, name: '结算负责人', role: 'owner' })).body.data.id;
    const shopName = (await app.db.selectFrom('supplier_shops').select('name').where('id', '=', 2).executeTakeFirstOrThrow()).name;
    // a rejected one: no money waits on it, so the books need no entries for the fixture
    const row = await app.db
      .insertInto('withdrawals')
      .values({ user_id: null, shop_id: 2, applied_by_supplier: owner, amount_fen: 12345, alipay_account: 'supplier@example.com', alipay_name: '义乌供货', status: 'rejected', reason: '测试', idempotency_key: `k-${owner}`, request_hash: 'h', created_at: clock.now(), reviewed_by: null, reviewed_at: null, paid_at: null, provider_order_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = async (query: Record<string, string>) => (await get('finance', '/api/admin/withdrawals', { status: 'rejected', ...query })).body.data.list as { id: number }[];
    expect((await list({})).find((w) => w.id === row.id)).toMatchObject({
      kind: 'supplier_payable',
      shop_id: 2,
      shop_name: shopName,
      user_id: null,
      site_id: await app.repos.sites.mainId(),
      mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
      amount: 123.45,
    });
    expect((await list({ kind: 'supplier_payable' })).map((w) => w.id)).toEqual([row.id]);
    expect((await list({ kind: 'commission' })).map((w) => w.id)).not.toContain(row.id);
    expect((await list({ mobile: mobile.slice(-4) })).map((w) => w.id)).toEqual([row.id]);
    expect((await list({ site_id: String(await app.repos.sites.mainId()) })).map((w) => w.id)).toContain(row.id);
    const totals = (await call(app, 'GET', '/api/admin/withdrawals/totals', undefined, { ...as('finance'), query: { kind: 'supplier_payable' } })).body.data;
    expect(totals.rejected).toEqual({ count: 1, amount: 123.45 });
  });
});
