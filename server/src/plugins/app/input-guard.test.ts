import type { FastifyInstance } from 'fastify';
import { Messages } from 'shared-contracts';
import { BULK_BODY_LIMIT, DEFAULT_BODY_LIMIT } from '../../lib/body-limits';
import { buildTestApp, call, openTestDb, uniqueMobile, type TestDb } from '../../test-support/harness';
import { INPUT_LIMITS, inputProblem } from './input-guard';

let testDb: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await buildTestApp(testDb);
  // stands in for the purchase/order calls that carry 10,000 recipients
  app.post('/api/test/bulk', { config: { public: true }, bodyLimit: BULK_BODY_LIMIT }, async (request) => ({
    code: 0,
    msg: '成功',
    data: { rows: (request.body as { rows: unknown[] }).rows.length },
  }));
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const bad = (msg: string) => ({ status: 400, body: { code: 400, msg, data: null } });
const applications = async () => (await testDb.db.selectFrom('substation_applications').select('id').execute()).length;
const application = (change: object = {}) => ({ name: '陈小姐', mobile: uniqueMobile(), city: '杭州', company: '', message: '', ...change });
const raw = (url: string, payload: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

describe('text PostgreSQL would refuse never reaches it', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800'],
    ['a lone low surrogate', '\udc00b'],
    ['a control character', 'a\u001bb'],
    ['DEL', 'a\u007f'],
  ])('%s in a stored field → 400, nothing stored', async (_label, text) => {
    const before = await applications();
    for (const field of ['name', 'city', 'company', 'message']) {
      expect(await call(app, 'POST', '/api/common/substation/apply', application({ [field]: text }), { ip: '10.9.0.1' })).toMatchObject(bad(Messages.unsafeText));
    }
    expect(await applications()).toBe(before);
  });

  it('keeps tabs, newlines, emoji and Chinese', async () => {
    const message = '第一行\n第二行\t😀 「你好」';
    const { body } = await call(app, 'POST', '/api/common/substation/apply', application({ message }), { ip: '10.9.0.2' });
    expect(body.code).toBe(0);
    const row = await testDb.db.selectFrom('substation_applications').select('message').where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row.message).toBe(message);
  });

  it('in a query parameter, a path parameter and an object key', async () => {
    expect(await call(app, 'GET', '/api/gift/goods/list', undefined, { query: { keyword: '\u0000' } })).toMatchObject(bad(Messages.unsafeText));
    // bytes that are not UTF-8 stay literal text in a query (harmless), never a fault
    expect(await call(app, 'GET', '/api/gift/goods/list?title=%ED%A0%80')).toMatchObject({ status: 200, body: { code: 0 } });
    expect(await call(app, 'GET', '/api/dev/sms-outbox', undefined, { query: { mobile: '138\u0000' } })).toMatchObject(bad(Messages.unsafeText));
    expect(await call(app, 'GET', '/api/gift/goods/image/1%00.svg')).toMatchObject(bad(Messages.unsafeText));
    expect(await call(app, 'POST', '/api/login', { mobile: '13800138000', password: 'secret123', 'x\u0000': 1 })).toMatchObject(bad(Messages.unsafeText));
  });

  it('a path that is not valid UTF-8 → 400 envelope', async () => {
    expect(await call(app, 'GET', '/api/gift/goods/image/%ED%A0%80.svg')).toMatchObject(bad(Messages.badUrl));
    expect(await call(app, 'GET', '/api/gift/image/%C0%AF')).toMatchObject(bad(Messages.badUrl));
  });
});

describe('numbers and shapes', () => {
  it('ids outside int4, non-finite and fractional numbers → 400', async () => {
    for (const goods_id of ['99999999999', '2147483648', 'NaN', 'Infinity', '1e400', '1.5', '-1']) {
      expect((await call(app, 'GET', '/api/gift/goods/detail', undefined, { query: { goods_id } })).status).toBe(400);
    }
    expect(await raw('/api/login', '{"mobile":"13800138000","password":"secret123","type":1e400}')).toMatchObject({ statusCode: 400 });
    expect((await raw('/api/login', '{"mobile":"13800138000","password":"secret123","type":1e400}')).json()).toEqual(bad(Messages.numberOutOfRange).body);
  });

  it('too deep or too many values → 400 请求内容过于复杂', async () => {
    const deep = `${'['.repeat(INPUT_LIMITS.depth + 1)}${']'.repeat(INPUT_LIMITS.depth + 1)}`;
    const response = await raw('/api/login', `{"mobile":"13800138000","password":"x","key":${deep}}`);
    expect([response.statusCode, response.json()]).toEqual([400, bad(Messages.inputTooComplex).body]);
    expect(inputProblem(Array.from({ length: INPUT_LIMITS.values }, () => 1))).toBe(Messages.inputTooComplex);
    expect(inputProblem({ rows: Array.from({ length: 10_000 }, () => ({ name: '张三', mobile: '13800138000', address: '浙江省杭州市西湖区文三路100号' })) })).toBeNull();
  });

  it('prototype pollution keys → 400, nothing polluted', async () => {
    for (const payload of ['{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}']) {
      const response = await raw('/api/login', payload);
      expect([response.statusCode, response.json().code]).toEqual([400, 400]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('body limits', () => {
  it('a form route refuses a body over the small default with 413 and a Chinese envelope', async () => {
    const payload = JSON.stringify({ mobile: '13800138000', password: 'x'.repeat(DEFAULT_BODY_LIMIT) });
    const response = await raw('/api/login', payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, msg: Messages.bodyTooLarge, data: null });
    // a body just under the limit is read (and refused by the schema, not the limit)
    const under = await raw('/api/login', JSON.stringify({ mobile: '13800138000', password: 'x'.repeat(DEFAULT_BODY_LIMIT - 100) }));
    expect(under.statusCode).toBe(400);
  });

  it('a route that carries recipient lists takes 10,000 of them', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ name: `收件人${i}`, mobile: '13800138000', address: '浙江省杭州市西湖区文三路100号翠苑一区3幢2单元501室', order_no: `TB${1e12 + i}` }));
    const payload = JSON.stringify({ rows });
    expect(payload.length).toBeGreaterThan(DEFAULT_BODY_LIMIT * 20);
    const response = await raw('/api/test/bulk', payload);
    expect([response.statusCode, response.json()]).toEqual([200, { code: 0, msg: '成功', data: { rows: 10_000 } }]);
    const over = await raw('/api/test/bulk', JSON.stringify({ rows: 'x'.repeat(BULK_BODY_LIMIT) }));
    expect([over.statusCode, over.json().msg]).toEqual([413, Messages.bodyTooLarge]);
  });

  it('an unsupported content type → 415 with a Chinese envelope', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: '<xml/>', headers: { 'content-type': 'application/xml' } });
    expect([response.statusCode, response.json()]).toEqual([415, { code: 415, msg: Messages.unsupportedMediaType, data: null }]);
  });
});
