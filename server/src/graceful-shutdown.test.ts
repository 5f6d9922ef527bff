import http from 'node:http';
import path from 'node:path';
import { openTestDb, tempDir, type TestDb } from './test-support/harness';
import { freePort } from './test-support/ports';
import { startProgram, type ServingProgram } from './test-support/programs';

// A real server process (tsx src/server.ts) told to stop while a request is still arriving: it goes unready
// first, keeps serving through the drain, then refuses new connections, finishes the request and exits 0.
// Once on HOST:PORT and once on a Unix socket (LISTEN_SOCKET, as npm run start:cluster runs it behind nginx),
// whose path goes at the signal: from then on nothing new connects, while connections already open are served.
// PGlite in a temporary folder by default; with DATABASE_URL, a fresh PostgreSQL database.
const SERVER_DIR = path.resolve(__dirname, '..');
// node with tsx's loader, not the tsx command: that one runs node as a child a signal to it may not reach (SIGKILL)
const NODE_TSX = [process.execPath, '--import', 'tsx'] as const;
const DRAIN_MS = 1500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where the server listens, as http.request takes it. */
type Target = { host: string; port: number } | { socketPath: string };

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function answerOf(request: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
    });
    request.on('error', reject);
  });
}

/** A GET on a connection of its own, or on `agent`'s kept-alive one. */
function get(target: Target, pathname: string, agent?: http.Agent, headers: Record<string, string> = {}): Promise<Answer> {
  const request = http.request({ ...target, path: pathname, agent: agent ?? false, headers });
  const answer = answerOf(request);
  request.end();
  return answer;
}

/** A POST whose body arrives in two parts: `finish()` sends the rest and resolves to the answer. */
function slowLogin(target: Target) {
  const request = http.request({ ...target, path: '/api/login', method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
  const answer = answerOf(request);
  request.write('{"mobile":"1380000');
  return {
    finish() {
      request.end('0000","password":"not-the-password"}');
      return answer;
    },
  };
}

async function startServer(listen: Record<string, string>): Promise<{ server: ServingProgram; testDb: TestDb | null }> {
  const testDb = process.env.DATABASE_URL ? await openTestDb() : null;
  const server = await startProgram(NODE_TSX[0], [...NODE_TSX.slice(1), 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      APP_ENV: 'development',
      ...(testDb ? { DATABASE_URL: testDb.database.url! } : {}),
      DATA_DIR: tempDir('shutdown-'),
      STATIC_ROOT: tempDir(),
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      ...listen,
    },
    ready: /"msg":"ready"/,
    timeoutMs: 90_000,
  });
  return { server, testDb };
}

describe.each([
  { transport: 'TCP', socket: false },
  { transport: 'a Unix socket', socket: true },
])('SIGTERM, listening on $transport', ({ socket }) => {
  let testDb: TestDb | null = null;
  let server: ServingProgram;
  let target: Target;

  beforeAll(async () => {
    if (socket) {
      target = { socketPath: path.join(tempDir('shutdown-socket-'), 'api.sock') };
      ({ server, testDb } = await startServer({ LISTEN_SOCKET: target.socketPath, TRUST_PROXY: '1' }));
    } else {
      target = { host: '127.0.0.1', port: await freePort() };
      ({ server, testDb } = await startServer({ HOST: target.host, PORT: String(target.port) }));
    }
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    // the server's own connections are gone once it exited; the test database goes with them
    await testDb?.close();
  });

  if (socket) {
    it('takes a connection on the socket for one from this machine, and the address nginx forwards for the client', async () => {
      // a probe or scraper here asks the socket directly and is local: the health details are for it
      const local = JSON.parse((await get(target, '/api/health')).body);
      expect(local.data).toMatchObject({ status: 'ok', database: { ok: true } });
      // through the proxy, the caller is the client it names, not this machine
      const forwarded = JSON.parse((await get(target, '/api/health', undefined, { 'x-forwarded-for': '203.0.113.9' })).body);
      expect(forwarded.data).toEqual({ status: 'ok' });
    });
  }

  it('turns unready, drains, finishes the request in flight and exits 0', async () => {
    // connections kept open from before the signal, as a proxy's pool keeps them (one request each after it:
    // a draining process closes a connection after answering on it)
    const [probe, pool] = [new http.Agent({ keepAlive: true, maxSockets: 1 }), new http.Agent({ keepAlive: true, maxSockets: 1 })];
    expect((await get(target, '/api/health/ready', probe)).status).toBe(200);
    expect((await get(target, '/api/health/live', pool)).status).toBe(200);
    const inFlight = slowLogin(target);
    await pause(300);

    const signalled = Date.now();
    server.signal('SIGTERM');
    await pause(200);
    // the load balancer's check fails at once; whatever is still routed here is served
    const ready = await get(target, '/api/health/ready', probe);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ data: { status: 'draining' } });
    if (socket) {
      // the socket's path is gone: a new connection fails before anything is sent, so a proxy tries another process
      await expect(get(target, '/api/health/live')).rejects.toMatchObject({ code: 'ENOENT' });
    }
    const live = await get(target, '/api/health/live', pool);
    expect(live.status).toBe(200);
    // and each answer meanwhile closes its connection, so a proxy's keep-alive pool lets go of this process
    expect(live.connection).toBe('close');

    // after the drain window: no new connection is accepted, the one in flight is still served
    await pause(DRAIN_MS - (Date.now() - signalled) + 500);
    await expect(get(target, '/api/health/live')).rejects.toThrow();
    const answer = await inFlight.finish();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 1, msg: '手机号或密码错误' });

    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    probe.destroy();
    pool.destroy();
  }, 60_000);
});
