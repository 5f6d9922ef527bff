import ExcelJS from 'exceljs';
import { fenToYuan, fen as asFen, yuanToFen } from 'shared-contracts';
import type { FastifyInstance } from 'fastify';
import { GOODS_SHEET_COLUMNS } from 'shared-contracts/admin';
import { adjustedPrice } from '../../services/admin-catalogue';
import { call } from '../../test-support/harness';
import { app } from '../../test-support/test-app';
import { as, expectAnsweredAsPermissions, ops, other, withConsoleApp } from '../../test-support/console-app';

withConsoleApp({ second: true });

const goodsBody = (change: Record<string, unknown> = {}) => ({ name: '测试商品', price: '3.50', weight_g: 100, limit: 0, stock: 10, courier_id: 1, shop_id: 1, city: '义乌市', category: '纸品湿巾', pics: ['/api/gift/goods/image/1.svg'], ...change });
const auditOf = async (entity: string, entityId: number) =>
  (await call(app, 'GET', '/api/admin/audit', undefined, { ...as('admin'), query: { entity, page_size: '500' } })).body.data.list.filter((row: { entity_id: string }) => row.entity_id === String(entityId));
const visitorPrice = async (server: FastifyInstance, id: number) => (await call(server, 'GET', '/api/gift/goods/detail', undefined, { query: { goods_id: String(id) } })).body.data.price as number;
const eventually = async (check: () => Promise<boolean>, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within time');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const sheetOf = async (rows: (string | number | null)[][], headers: readonly string[] = GOODS_SHEET_COLUMNS) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('商品');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
};

describe('permissions', () => {
  it('answers each catalogue route as PERMISSIONS says: ops and admin write, support reads, finance neither', async () => {
    const routes = app.routeAccess.filter((route) => /^\/api\/admin\/(goods|couriers|shops|categories)/.test(route.url) && route.method !== 'HEAD');
    expect(routes.length).toBe(20);
    for (const route of routes) {
      expect(route.permission).toBe(route.method === 'GET' ? 'catalogue.read' : 'catalogue.write');
    }
    await expectAnsweredAsPermissions(app, routes, (role) => as(role).headers);
  });
});

describe('goods', () => {
  it('lists with filters and paging, every row with stock, price, courier, shop, tag, shelf state', async () => {
    const all = (await call(app, 'GET', '/api/admin/goods', undefined, { ...as('support'), query: { page_size: '20' } })).body.data;
    expect(all.data_count).toBe(132);
    expect(all.list).toHaveLength(20);
    expect(all.list[0]).toMatchObject({ id: expect.any(Number), stock: expect.any(Number), price: expect.any(Number), courier_name: expect.any(String), shop_name: expect.any(String), tag: expect.any(String), on_shelf: true });
    const low = (await call(app, 'GET', '/api/admin/goods', undefined, { ...as('support'), query: { stock_below: '1', courier_id: '6' } })).body.data;
    for (const row of low.list) expect([row.stock < 1, row.courier_id]).toEqual([true, 6]);
    const byShop = (await call(app, 'GET', '/api/admin/goods', undefined, { ...as('ops'), query: { shop_id: '2', keyword: '纸巾' } })).body.data;
    for (const row of byShop.list) expect([row.shop_id, row.name.includes('纸巾')]).toEqual([2, true]);
    expect((await call(app, 'GET', '/api/admin/goods', undefined, { ...as('ops'), query: { on_shelf: '2' } })).body.msg).toBe('上架状态不正确');
  });

  it('creates and edits with Chinese validation messages, audited before → after', async () => {
    const bad = [
      [{ price: '1.005' }, '价格最多保留两位小数'],
      [{ name: '' }, '请填写商品名称'],
      [{ stock: 1.5 }, '库存应为整数'],
      [{ price: 0 }, '价格超出范围'],
      [{ pics: ['javascript:alert(1)'] }, '图片地址应以 http(s):// 或 / 开头'],
    ] as const;
    for (const [change, msg] of bad) expect((await call(app, 'POST', '/api/admin/goods', goodsBody(change), as('ops'))).body.msg).toBe(msg);
    expect((await call(app, 'POST', '/api/admin/goods', goodsBody({ courier_id: 999 }), as('ops'))).body.msg).toBe('快递不存在');
    expect((await call(app, 'POST', '/api/admin/goods', goodsBody({ category: '不存在的' }), as('ops'))).body.msg).toBe('分类不存在');

    const created = await call(app, 'POST', '/api/admin/goods', goodsBody(), as('ops'));
    expect(created.body).toMatchObject({ code: 0, data: { name: '测试商品', price: 3.5, city: '义乌', on_shelf: true } });
    const id = created.body.data.id as number;
    const edited = await call(app, 'PUT', `/api/admin/goods/${id}`, { price: 4.2, stock: 0 }, as('admin'));
    expect(edited.body.data).toMatchObject({ price: 4.2, stock: 0, name: '测试商品' });
    expect((await call(app, 'GET', `/api/admin/goods/${id}`, undefined, as('support'))).body.data.price).toBe(4.2);
    const rows = await auditOf('goods', id);
    expect(rows.map((row: { action: string }) => row.action)).toEqual(['goods.update', 'goods.create']);
    expect(rows[0]).toMatchObject({ operator_id: ops.admin.id, before: { price: '3.50', stock: 10 }, after: { price: '4.20', stock: 0 } });
    expect(rows[1]).toMatchObject({ operator_id: ops.ops.id, before: null, after: { name: '测试商品', price: '3.50' } });
    expect((await call(app, 'GET', '/api/admin/goods/999999', undefined, as('support'))).status).toBe(404);
  });

  it('changes prices in bulk: half up to the fen, at least 1 fen, within -90..500', () => {
    expect(adjustedPrice(999, 1000)).toBe(1099); // +10%: 1098.9 (percent in hundredths)
    expect(adjustedPrice(105, -5000)).toBe(53); // -50%: 52.5 → 53
    expect(adjustedPrice(1, -9000)).toBe(1); // 0.1 → never below 1 fen
    expect(adjustedPrice(333, 33)).toBe(334); // +0.33%: 334.0989
  });

  it('answers the bulk price call in one transaction, refusing bad percents and unknown ids', async () => {
    const before = await Promise.all([10, 11].map(async (id) => (await call(app, 'GET', `/api/admin/goods/${id}`, undefined, as('ops'))).body.data.price as number));
    expect((await call(app, 'POST', '/api/admin/goods/price', { ids: [10], percent: -91 }, as('ops'))).body.msg).toBe('调价百分比应在 -90 到 500 之间');
    expect((await call(app, 'POST', '/api/admin/goods/price', { ids: [10], percent: 501 }, as('ops'))).body.msg).toBe('调价百分比应在 -90 到 500 之间');
    expect((await call(app, 'POST', '/api/admin/goods/price', { ids: [10], percent: 1.234 }, as('ops'))).body.msg).toBe('调价百分比最多保留两位小数');
    expect((await call(app, 'POST', '/api/admin/goods/price', { ids: [10, 999999], percent: 10 }, as('ops'))).body.msg).toBe('商品不存在');
    const answer = await call(app, 'POST', '/api/admin/goods/price', { ids: [10, 11], percent: 10 }, as('ops'));
    expect(answer.body).toMatchObject({ code: 0, data: { updated: 2 } });
    for (const [index, id] of [10, 11].entries()) {
      const fen = yuanToFen(before[index]);
      expect((await call(app, 'GET', `/api/admin/goods/${id}`, undefined, as('ops'))).body.data.price).toBe(fenToYuan(asFen(adjustedPrice(fen, 1000))));
      expect((await auditOf('goods', id))[0]).toMatchObject({ action: 'goods.price', after: { percent: 10 } });
    }
  });

  it('puts goods on and off shelf in bulk; the storefront stops showing them', async () => {
    expect((await call(app, 'POST', '/api/admin/goods/shelf', { ids: [], on_shelf: false }, as('ops'))).body.msg).toBe('请选择商品');
    expect((await call(app, 'POST', '/api/admin/goods/shelf', { ids: [20, 21], on_shelf: false }, as('ops'))).body.data).toEqual({ updated: 2 });
    expect((await call(app, 'GET', '/api/gift/goods/detail', undefined, { query: { goods_id: '20' } })).status).toBe(404);
    expect((await call(app, 'GET', '/api/admin/goods', undefined, { ...as('ops'), query: { on_shelf: '0' } })).body.data.list.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining([20, 21]));
    expect((await call(app, 'POST', '/api/admin/goods/shelf', { ids: [20, 21], on_shelf: true }, as('ops'))).body.data).toEqual({ updated: 2 });
    expect((await auditOf('goods', 20)).map((row: { action: string }) => row.action).slice(0, 2)).toEqual(['goods.shelf-on', 'goods.shelf-off']);
  });

  it('the storefront sees a price change at once, in every process', async () => {
    const first = await visitorPrice(app, 30);
    expect(await visitorPrice(other, 30)).toBe(first); // both processes have it cached now
    await call(app, 'PUT', '/api/admin/goods/30', { price: first + 1 }, as('ops'));
    expect(await visitorPrice(app, 30)).toBe(first + 1);
    await eventually(async () => (await visitorPrice(other, 30)) === first + 1);
  });
});

describe('export and import', () => {
  it('exports the filtered list with the sheet columns', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/admin/goods/export', query: { shop_id: '3' }, headers: as('support').headers });
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...GOODS_SHEET_COLUMNS]);
    const listed = (await call(app, 'GET', '/api/admin/goods', undefined, { ...as('support'), query: { shop_id: '3', page_size: '100' } })).body.data;
    expect(sheet.actualRowCount - 1).toBe(listed.data_count);
    const cell = (column: string) => sheet.getRow(2).getCell(GOODS_SHEET_COLUMNS.indexOf(column as (typeof GOODS_SHEET_COLUMNS)[number]) + 1).value;
    expect(cell('店铺ID')).toBe(3);
    // 供货价 and 库存预警 (issue 33) as the goods has them
    const first = await app.db.selectFrom('goods').select(['supply_price_fen', 'stock_warning']).where('id', '=', Number(cell('ID'))).executeTakeFirstOrThrow();
    expect([cell('供货价（元）'), cell('库存预警')]).toEqual([fenToYuan(asFen(first.supply_price_fen)), first.stock_warning]);
    expect((await call(app, 'GET', '/api/admin/goods/export', undefined, as('finance'))).status).toBe(403);
  });

  it('imports all or nothing: one bad row and nothing is written, each bad row named in Chinese', async () => {
    // 供货价 left empty: a new goods' is 0, an edited one's stays
    const row = (id: number | null, name: string, price: number | string, supply: number | null = null) => [id, name, price, supply, 100, 0, 50, null, '', 1, '', 1, '', '义乌', '', '', '是', null, null];
    const badFile = await sheetOf([row(40, '导入改名', 9.9), row(null, '导入新品', '1.005'), row(999999, '不存在', 2), row(null, '', 3), row(null, '供货价高', 2, 2.01)]);
    const bad = await call(app, 'POST', '/api/admin/goods/import', { file: badFile }, as('ops'));
    expect(bad.body.code).toBe(1);
    expect(bad.body.msg).toBe('导入失败：4 行有误，未写入任何数据');
    expect(bad.body.data.errors).toEqual([
      { row: 3, message: '第3行：价格最多保留两位小数' },
      { row: 4, message: '第4行：商品 ID 999999 不存在' },
      { row: 5, message: '第5行：请填写商品名称' },
      { row: 6, message: '第6行：商品售价不能低于供货价' },
    ]);
    expect((await call(app, 'GET', '/api/admin/goods/40', undefined, as('ops'))).body.data.name).not.toBe('导入改名');

    // goods 40's supply price, kept from before, is above 9.90: the row is named and nothing is written
    const supply40 = (await app.db.selectFrom('goods').select('supply_price_fen').where('id', '=', 40).executeTakeFirstOrThrow()).supply_price_fen;
    expect(supply40).toBeGreaterThan(990);
    const kept = await call(app, 'POST', '/api/admin/goods/import', { file: await sheetOf([row(40, '导入改名', 9.9), row(null, '导入新品', '1.05')]) }, as('ops'));
    expect(kept.body).toMatchObject({ code: 1, msg: '第2行：商品售价不能低于供货价' });
    expect((await call(app, 'GET', '/api/admin/goods', undefined, { ...as('ops'), query: { keyword: '导入新品' } })).body.data.list).toEqual([]);
    const good = await call(app, 'POST', '/api/admin/goods/import', { file: await sheetOf([row(40, '导入改名', 9.9, 5), row(null, '导入新品', '1.05')]) }, as('ops'));
    expect(good.body).toMatchObject({ code: 0, msg: '导入成功：新增 1 个，更新 1 个', data: { created: 1, updated: 1, errors: [] } });
    expect((await call(app, 'GET', '/api/admin/goods/40', undefined, as('ops'))).body.data).toMatchObject({ name: '导入改名', price: 9.9, supply_price: 5 });
    const found = (await call(app, 'GET', '/api/admin/goods', undefined, { ...as('ops'), query: { keyword: '导入新品' } })).body.data.list;
    expect(found).toHaveLength(1);
    expect((await auditOf('goods', found[0].id))[0]).toMatchObject({ action: 'goods.create' });
    expect((await call(app, 'POST', '/api/admin/goods/import', { file: 'aGVsbG8=' }, as('ops'))).body.msg).toBe('文件不是有效的 xlsx 表格');
  });
});

describe('couriers, shops, categories', () => {
  it('creates and edits a courier, region names checked and stored short; deletes only an unused one', async () => {
    const body = { name: '测试快递', send_province: '浙江', send_city: '杭州市', send_district: '西湖区', send_address: '文三路1号', platforms: [1, 2, 2], no_deliver_area: ['新疆维吾尔自治区', '西藏'] };
    expect((await call(app, 'POST', '/api/admin/couriers', { ...body, no_deliver_area: ['火星'] }, as('ops'))).body.msg).toBe('不发货地区「火星」不是省级地区名称');
    expect((await call(app, 'POST', '/api/admin/couriers', { ...body, name: '中通快递' }, as('ops'))).body.msg).toBe('快递名称已存在');
    expect((await call(app, 'POST', '/api/admin/couriers', { ...body, platforms: [] }, as('ops'))).body.msg).toBe('请选择平台');
    const created = await call(app, 'POST', '/api/admin/couriers', body, as('ops'));
    expect(created.body.data).toMatchObject({ send_province: '浙江省', platforms: [1, 2], no_deliver_area: ['新疆', '西藏'], issue_deadline: '17:00', goods_count: 0 });
    const id = created.body.data.id;
    expect((await call(app, 'PUT', `/api/admin/couriers/${id}`, { tips: '当天发货', is_wu: true }, as('ops'))).body.data).toMatchObject({ tips: '当天发货', is_wu: true, name: '测试快递' });
    // 出单截止时间: HH:mm only
    for (const bad of ['24:00', '9:00', '17:00:00', '']) {
      expect((await call(app, 'PUT', `/api/admin/couriers/${id}`, { issue_deadline: bad }, as('ops'))).body.msg).toBe('出单截止时间应为 HH:mm');
    }
    expect((await call(app, 'PUT', `/api/admin/couriers/${id}`, { issue_deadline: '16:30' }, as('ops'))).body.data.issue_deadline).toBe('16:30');
    expect((await call(app, 'GET', '/api/admin/couriers', undefined, as('ops'))).body.data.find((c: { id: number }) => c.id === id).issue_deadline).toBe('16:30');
    expect((await call(app, 'DELETE', '/api/admin/couriers/1', undefined, as('ops'))).body.msg).toBe('该快递下还有商品，不能删除');
    expect((await call(app, 'DELETE', `/api/admin/couriers/${id}`, undefined, as('ops'))).body.code).toBe(0);
    expect((await auditOf('courier', id)).map((row: { action: string }) => row.action)).toEqual(['courier.delete', 'courier.update', 'courier.update', 'courier.create']);
  });

  it('supplier shops and categories: list, create, edit, delete only what nothing references', async () => {
    const shop = await call(app, 'POST', '/api/admin/shops', { name: '测试店铺', intro: '简介' }, as('admin'));
    expect(shop.body.data).toMatchObject({ name: '测试店铺', goods_count: 0 });
    expect((await call(app, 'PUT', `/api/admin/shops/${shop.body.data.id}`, { name: '' }, as('ops'))).body.msg).toBe('请填写店铺名称');
    expect((await call(app, 'DELETE', '/api/admin/shops/1', undefined, as('ops'))).body.msg).toBe('该店铺下还有商品，不能删除');
    expect((await call(app, 'DELETE', `/api/admin/shops/${shop.body.data.id}`, undefined, as('ops'))).body.code).toBe(0);
    expect((await call(app, 'GET', '/api/admin/shops', undefined, as('support'))).body.data.length).toBe(4);

    const categories = (await call(app, 'GET', '/api/admin/categories', undefined, as('support'))).body.data;
    expect(categories.map((c: { name: string }) => c.name)).toEqual(['纸品湿巾', '个护清洁', '数码小电', '文具办公', '家居日用']);
    const paper = categories[0];
    expect((await call(app, 'DELETE', `/api/admin/categories/${paper.id}`, undefined, as('ops'))).body.msg).toBe('该分类下还有商品，不能删除');
    const renamed = await call(app, 'PUT', `/api/admin/categories/${paper.id}`, { name: '纸品' }, as('ops'));
    expect(renamed.body.data).toMatchObject({ name: '纸品', goods_count: paper.goods_count });
    expect((await call(app, 'GET', '/api/gift/shop/options')).body.data.categories).toContain('纸品');
    const added = await call(app, 'POST', '/api/admin/categories', { name: '新分类' }, as('ops'));
    expect((await call(app, 'DELETE', `/api/admin/categories/${added.body.data.id}`, undefined, as('ops'))).body.code).toBe(0);
    expect((await auditOf('category', paper.id))[0]).toMatchObject({ action: 'category.update', before: { name: '纸品湿巾' }, after: { name: '纸品' } });
  });
});
