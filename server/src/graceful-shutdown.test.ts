import http from 'node:http';
import path from 'node:path';
import { openTestDb, tempDir, type TestDb } from './test-support/harness';
import { freePort } from './test-support/ports';
import { startProgram, type ServingProgram } from './test-support/programs';

// A real server process (tsx src/server.ts) told to stop while a request is still arriving: it goes unready
// first, keeps serving through the drain, then refuses new connections, finishes the request and exits 0.
// PGlite in a temporary folder by default; with DATABASE_URL, a fresh PostgreSQL database.
const SERVER_DIR = path.resolve(__dirname, '..');
// node with tsx's loader, not the tsx command: that one runs node as a child a signal to it may not reach (SIGKILL)
const NODE_TSX = [process.execPath, '--import', 'tsx'] as const;
const DRAIN_MS = 1500;

let testDb: TestDb | null = null;
let server: ServingProgram;
let base: string;
let port: number;

beforeAll(async () => {
  testDb = process.env.DATABASE_URL ? await openTestDb() : null;
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startProgram(NODE_TSX[0], [...NODE_TSX.slice(1), 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      APP_ENV: 'development',
      ...(testDb ? { DATABASE_URL: testDb.database.url! } : {}),
      DATA_DIR: tempDir('shutdown-'),
      STATIC_ROOT: tempDir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    },
    ready: /"msg":"ready"/,
    timeoutMs: 90_000,
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  // the server's own connections are gone once it exited; the test database goes with them
  await testDb?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST whose body arrives in two parts: `finish()` sends the rest and resolves to the answer. */
function slowLogin() {
  const request = http.request(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  request.write('{"mobile":"1380000');
  return {
    finish() {
      request.end('0000","password":"not-the-password"}');
      return answer;
    },
  };
}

describe('SIGTERM', () => {
  it('turns unready, drains, finishes the request in flight and exits 0', async () => {
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    const inFlight = slowLogin();
    await pause(300);

    const signalled = Date.now();
    server.signal('SIGTERM');
    await pause(200);
    // the load balancer's check fails at once; whatever is still routed here is served
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ data: { status: 'draining' } });
    const live = await fetch(`${base}/api/health/live`);
    expect(live.status).toBe(200);
    // and each answer meanwhile closes its connection, so a proxy's keep-alive pool lets go of this process
    expect(live.headers.get('connection')).toBe('close');

    // after the drain window: no new connection is accepted, the one in flight is still served
    await pause(DRAIN_MS - (Date.now() - signalled) + 500);
    await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();
    const answer = await inFlight.finish();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 1, msg: '手机号或密码错误' });

    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  }, 60_000);
});
