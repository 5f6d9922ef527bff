import fs from 'node:fs';
import path from 'node:path';
import perfHooks from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, latestCode, openTestDb, registerUser, tempDir, uniqueIp, type TestDb } from '../../test-support/harness';

let testDb: TestDb;
let app: FastifyInstance;
const lines: string[] = [];
const root = tempDir('ops-root-');
const METRICS_TOKEN = 'scrape-token-0123456789';

const HOST_BUILD = { name: 'host', version: '1.4.0', contract_version: '2.1.0', required_contract: null, commit: 'abc1234', built_at: '2026-11-23T00:00:00.000Z' };
const HELP_BUILD = { name: 'remote-help', version: '1.2.0', contract_version: '2.0.0', required_contract: '^2.0.0', commit: 'abc1234', built_at: '2026-11-23T00:00:00.000Z' };

beforeAll(async () => {
  for (const [dir, info] of [['host', HOST_BUILD], ['remote-help', HELP_BUILD]] as const) {
    fs.mkdirSync(path.join(root, dir, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, dir, 'dist', 'build-info.json'), JSON.stringify(info));
  }
  testDb = await openTestDb();
  app = await buildTestApp(testDb, {
    config: { staticRoot: root, metricsToken: METRICS_TOKEN },
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

describe('GET /api/health', () => {
  it('says the database and the job queue are up and which builds it serves, to a caller on this machine without a token', async () => {
    const { status, body, headers } = await call(app, 'GET', '/api/health');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toMatchObject({
      code: 0,
      msg: '服务正常',
      data: {
        status: 'ok',
        database: { ok: true, kind: process.env.DATABASE_URL ? 'postgresql' : 'embedded', latency_ms: expect.any(Number) },
        jobs: { ok: true },
        builds: { host: HOST_BUILD, help: HELP_BUILD, storefront: null, purchase: null, usercenter: null },
      },
    });
  });
});

describe('GET /api/health/ready and /api/health/live', () => {
  it('answers ready (database and job queue up, not stopping) and live, to anyone, uncached', async () => {
    for (const [url, status] of [['/api/health/ready', 'ok'], ['/api/health/live', 'ok']]) {
      const response = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ code: 0, msg: '服务正常', data: { status } });
    }
    // draining after a stop signal: graceful-shutdown.test.ts
  });
});

describe('GET /api/health for the public', () => {
  const health = (remoteAddress: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers });

  it('tells an outside caller only up or down: no builds, versions, commits or checks', async () => {
    for (const response of [await health('203.0.113.9'), await health('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), await health('203.0.113.9', { authorization: 'Bearer wrong-token' })]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ code: 0, msg: '服务正常', data: { status: 'ok' } });
      expect(response.body).not.toContain('abc1234');
    }
  });

  it('gives the details to a caller with the metrics token, as to one on this machine', async () => {
    const response = await health('203.0.113.9', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, data: { status: 'ok', database: { ok: true }, jobs: { ok: true }, builds: { host: HOST_BUILD }, uptime_s: expect.any(Number) } });
  });
});

describe('GET /metrics', () => {
  it("starts the process's own figures at the first scrape, once: an app never scraped leaves no collector running", async () => {
    // prom-client's event-loop delay timer (and its GC observer beside it) run until the process ends
    const eventLoopDelay = jest.spyOn(perfHooks, 'monitorEventLoopDelay');
    try {
      for (let scrape = 0; scrape < 2; scrape += 1) {
        expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body).toContain('nodejs_eventloop_lag_p99_seconds');
      }
      expect(eventLoopDelay).toHaveBeenCalledTimes(1);
    } finally {
      eventLoopDelay.mockRestore();
    }
  });

  it('serves Prometheus text to a scraper on this machine: requests by route pattern, latency, jobs', async () => {
    await call(app, 'GET', '/api/gift/goods/detail', undefined, { query: { goods_id: '3' } });
    await call(app, 'GET', '/api/gift/goods/detail', undefined, { query: { goods_id: '3' } });
    const response = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/gift\/goods\/detail",status="200"\} 2/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/gift\/goods\/detail"\}/);
    expect(text).toMatch(/jobs\{queue="sms-send",state="queued"\} \d+/);
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toMatch(/catalogue_cache_events\{event="hit"\} 1/);
    if (process.env.DATABASE_URL) expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).not.toContain('goods_id');
  });

  it('refuses anyone else, also a proxied request arriving on loopback, unless they bring the token', async () => {
    const outside = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ code: 403, msg: '无权访问', data: null });
    const proxied = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(403);
    const wrongToken = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer scrape-token-0123456788' } });
    expect(wrongToken.statusCode).toBe(403);
    const withToken = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(withToken.statusCode).toBe(200);
  });
});

describe('structured logs', () => {
  it('put the request id on every line of a request and answer it in X-Request-Id', async () => {
    lines.length = 0;
    const own = await call(app, 'GET', '/api/site/config', undefined, { headers: { 'x-request-id': 'lb-7f3a9c21-0001' } });
    expect(own.headers['x-request-id']).toBe('lb-7f3a9c21-0001');
    const junk = await call(app, 'GET', '/api/site/config', undefined, { headers: { 'x-request-id': '<script>' } });
    expect(junk.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const requestLines = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req || entry.res);
    expect(requestLines.length).toBeGreaterThanOrEqual(4);
    for (const entry of requestLines) expect(entry.reqId).toEqual(expect.any(String));
    expect(requestLines.filter((entry) => entry.reqId === 'lb-7f3a9c21-0001')).toHaveLength(2);
  });

  it('never hold a token, password, code or full mobile number', async () => {
    lines.length = 0;
    const user = await registerUser(app, 'pw-in-logs-9');
    const code = await latestCode(app, user.mobile);
    await call(app, 'POST', '/api/login', { mobile: user.mobile, password: 'pw-in-logs-9' }, { ip: uniqueIp() });
    await call(app, 'POST', '/api/login', { mobile: user.mobile, password: 'wrong-pw-77' }, { ip: uniqueIp() });
    await call(app, 'GET', '/api/user/info', undefined, { token: user.token });
    await call(app, 'GET', '/api/user/info', undefined, { query: { mobile: user.mobile, token: user.token, sms_code: code } });
    app.log.info({ mobile: user.mobile, password: 'pw-in-logs-9' }, `a line that names ${user.mobile}`);
    const log = lines.join('\n');
    expect(log).toContain('/api/dev/sms-outbox');
    expect(log).toContain(`${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}`);
    for (const secret of [user.token, 'pw-in-logs-9', 'wrong-pw-77', user.mobile, `验证码是${code}`, `sms_code=${code}`]) expect(log).not.toContain(secret);
  });
});

describe('GET /api/health when the job queue is down', () => {
  it('answers 503 with what is wrong', async () => {
    await app.jobs.stop();
    const { status, body } = await call(app, 'GET', '/api/health');
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: 503, msg: '服务暂时不可用，请稍后再试', data: { status: 'unavailable', database: { ok: true }, jobs: { ok: false } } });
    const outside = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(503);
    expect(outside.json()).toEqual({ code: 503, msg: '服务暂时不可用，请稍后再试', data: { status: 'unavailable' } });
  });
});
