// `npm run bench` (part): GET /api/gift/goods/list on PostgreSQL under load — the built server as
// `npm start` runs it (logging on, to /dev/null) against a bare Fastify + `pg` route running the same SQL,
// in the same run, on a fresh database with the demo catalogue. 50 connections, 10 s each, after a warm-up.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../src/test-support/ports';
import { freshDatabase } from '../src/test-support/databases';
import { SERVER_URL } from './support';

const CONNECTIONS = 50;
const SECONDS = 10;
const PATH = '/api/gift/goods/list?page=1&page_size=10';
const ROOT = path.resolve(__dirname, '../..');



async function start(label: string, args: string[], env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (d) => (errors += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited: ${errors}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}${PATH}`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${label} did not start: ${errors}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function load(port: number, seconds: number) {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${PATH}`, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function measure(label: string, args: string[], env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const child = await start(label, args, env, port);
  try {
    await load(port, 2); // warm-up: JIT, pool connections, PostgreSQL's caches
    return await load(port, SECONDS);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function main() {
  const database = await freshDatabase(SERVER_URL, 'bench');
  try {
    const server = (cache: boolean) =>
      measure('server', [path.join(ROOT, 'server/dist/server.js')], {
        DATABASE_URL: database.url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')),
        STATIC_ROOT: ROOT,
        APP_ENV: 'development',
        CATALOGUE_CACHE: cache ? '1' : '0',
      });
    // the product first: it creates the schema and the demo catalogue the bare route reads
    const uncached = await server(false);
    const bare = await measure('bare route', ['--import', 'tsx', path.join(ROOT, 'server/bench/bare-goods-server.ts')], { DATABASE_URL: database.url });
    const cached = await server(true);
    const row = (label: string, r: { rps: number; p99: number }) =>
      console.log(`  ${label.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   ${((r.rps / bare.rps) * 100).toFixed(0).padStart(4)} % of bare`);
    console.log(`\n商品列表压测（GET ${PATH}, PostgreSQL, ${CONNECTIONS} 连接, ${SECONDS} s；目标：≥ 80 %，或加缓存 > 100 %）`);
    row('bare Fastify + pg, the same SQL', bare);
    row('product, every read from PostgreSQL', uncached);
    row("product, visitors' catalogue cache (default)", cached);
    console.log('');
  } finally {
    await database.drop();
  }
}

void main();
