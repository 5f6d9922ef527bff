import * as XLSX from 'xlsx';
import { SHEET_TEMPLATES } from 'shared-contracts';
import { call, uniqueMobile } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';

withTestApp();

describe('help articles', () => {
  it('lists the seeded articles, 1–5 first, with category, summary and date', async () => {
    const { status, body } = await call(app, 'GET', '/api/common/content/list');
    expect(status).toBe(200);
    expect(body.data.slice(0, 5).map((a: { id: number }) => a.id)).toEqual([1, 2, 3, 4, 5]);
    expect(body.data[0]).toMatchObject({ id: 1, title: '智能筛选怎么用？', category: expect.any(String), summary: expect.any(String), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(body.data.length).toBeGreaterThan(5);
  });

  it('gives one article with its HTML content and its neighbours', async () => {
    const { body } = await call(app, 'GET', '/api/common/content/detail', undefined, { query: { id: '4' } });
    expect(body.data).toMatchObject({ id: 4, title: '导入表格的格式要求', prev: { id: 3 }, next: { id: 5 } });
    // article 4 lists every template's columns, in order
    for (const t of Object.values(SHEET_TEMPLATES)) for (const h of t.headers) expect(body.data.content).toContain(h);
    expect((await call(app, 'GET', '/api/common/content/detail', undefined, { query: { id: '1' } })).body.data.prev).toBeNull();
  });

  it('the import articles say what the import does: title rows skipped, an order over several rows one recipient, 智能筛选 (0010)', async () => {
    const article = async (id: string) => (await call(app, 'GET', '/api/common/content/detail', undefined, { query: { id } })).body.data.content as string;
    const format = await article('4');
    expect(format).toContain('表头上方的标题行、说明文字和空行会被跳过');
    expect(format).toContain('这些行会合并成一个收件人');
    expect(format).not.toContain('第一行必须是表头');
    expect(await article('2')).not.toContain('第一行必须是表头');
    expect(await article('1')).toContain('智能筛选');
  });

  it('unknown article 404 文章不存在, malformed id 400', async () => {
    const unknown = await call(app, 'GET', '/api/common/content/detail', undefined, { query: { id: '9999' } });
    expect([unknown.status, unknown.body.code, unknown.body.msg]).toEqual([404, 404, '文章不存在']);
    for (const id of ['abc', '0', '-1', '1.5']) expect((await call(app, 'GET', '/api/common/content/detail', undefined, { query: { id } })).status).toBe(400);
  });
});

describe('template downloads', () => {
  it.each(Object.values(SHEET_TEMPLATES))('$key is an xlsx whose header row is the $name export', async (template) => {
    const response = await app.inject({ method: 'GET', url: `/api/common/download?type=${template.key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('attachment');
    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows[0]).toEqual(template.headers);
    expect(rows[1]).toHaveLength(template.headers.length);
  });

  it('reissue is the 订单号 + 上家单号 template of the reissue-number importer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/common/download?type=reissue' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('补发单号导入模板.xlsx'));
    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows[0]).toEqual(['订单号', '上家单号']);
    expect(rows[1]).toHaveLength(2);
  });

  it('refuses an unknown type with 400', async () => {
    const { status, body } = await call(app, 'GET', '/api/common/download?type=xls');
    expect(status).toBe(400);
    expect(body.msg).toContain('模板类型不正确');
  });
});

describe('sub-station application', () => {
  const valid = () => ({ name: '陈小姐', mobile: uniqueMobile(), city: '杭州', company: '礼遇小店', message: '每月约两千单' });

  it('stores a valid application', async () => {
    const application = valid();
    const { status, body } = await call(app, 'POST', '/api/common/substation/apply', application, { ip: '10.0.0.1' });
    expect(status).toBe(200);
    expect(body.msg).toBe('申请已提交，招商顾问会在1个工作日内与您联系');
    const row = await testDb.db.selectFrom('substation_applications').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...application, ip: '10.0.0.1' });
  });

  it.each([
    [{ name: '' }, '请输入联系人姓名'],
    [{ mobile: '12345' }, '请输入正确的手机号'],
    [{ city: '' }, '请输入所在城市'],
    [{ message: '长'.repeat(501) }, '补充说明最多500个字'],
  ])('refuses %j: %s', async (change, message) => {
    const { status, body } = await call(app, 'POST', '/api/common/substation/apply', { ...valid(), ...change }, { ip: '10.0.0.2' });
    expect([status, body.msg]).toEqual([400, message]);
  });

  it('limits applications per IP', async () => {
    for (let i = 0; i < 3; i += 1) expect((await call(app, 'POST', '/api/common/substation/apply', valid(), { ip: '10.0.0.3' })).body.code).toBe(0);
    const fourth = await call(app, 'POST', '/api/common/substation/apply', valid(), { ip: '10.0.0.3' });
    expect([fourth.status, fourth.body.msg]).toEqual([200, '提交过于频繁，请稍后再试']);
    expect(fourth.body.code).not.toBe(0);
  });
});
