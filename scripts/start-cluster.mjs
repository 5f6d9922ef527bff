// `npm run start:cluster`: the mall on several API processes behind nginx, on this machine.
// API_PROCESSES (default 2) server processes, each on a Unix socket of its own (CLUSTER_DIR/api-<n>.sock,
// LISTEN_SOCKET), all on one PostgreSQL (DATABASE_URL, required: the embedded database belongs to one
// process); Debian's nginx (NGINX_BIN, default /usr/sbin/nginx) on PORT (default 8080) in front of
// them, serving the built host and remotes itself (deploy/nginx/). The demo mode as `npm start` (builds
// what is stale), or with `-- --production` the real shop as `npm run start:production` (builds nothing).
// A process that dies is started again; Ctrl-C (SIGINT) or SIGTERM stops nginx and drains every process.
// Rolling restart: `npm run start:cluster -- --restart` (same PORT / CLUSTER_DIR), or SIGHUP to this
// script — one process at a time: SIGTERM (its socket's path goes at once, so nginx's next connection to it
// fails unsent and goes to another process; what it holds is finished), wait for it to exit, start it, wait
// for /api/health/ready.
// nginx's files (config, pid, access log, temporary bodies) and cluster.json (the pids) are in CLUSTER_DIR
// (default <tmp>/gift-mall-cluster-<PORT>).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, ROOT } from './build-state.mjs';

const production = process.argv.includes('--production');
const PORT = integerEnv('PORT', 8080);
const COUNT = integerEnv('API_PROCESSES', 2);
const RUN_DIR = path.resolve(process.env.CLUSTER_DIR ?? path.join(tmpdir(), `gift-mall-cluster-${PORT}`));
const STATE_FILE = path.join(RUN_DIR, 'cluster.json');
const SERVER_FILE = path.join(ROOT, 'server/dist/server.js');
/** A process is given this long to start (migrations on a first start included) and to drain (30 s) and exit. */
const READY_TIMEOUT_MS = 120_000;
const EXIT_TIMEOUT_MS = 45_000;
/**
 * nginx takes a process out of rotation for this long after one failed attempt (max_fails=1): a crash,
 * or a connection to a stopping one, whose socket is gone. A process marked down while it restarted is back
 * only once this has passed and one request sent to it has been answered; a rolling restart waits for that
 * (backInRotation) before stopping the next one: with both out of rotation nginx answers 502 to everything.
 */
const FAIL_TIMEOUT_S = 5;
/** nginx's access log (gift_json lines: which process answered, and how), read by backInRotation. */
const ACCESS_LOG = process.env.NGINX_ACCESS_LOG ?? path.join(RUN_DIR, 'access.log');
/**
 * Why Unix sockets: open-source nginx cannot poll /api/health/ready, so it learns that a process is stopping
 * from a failed connection. On TCP that came at the listener's close, which resets the connections the
 * kernel had accepted and the process had not taken yet: a POST nginx had sent on one was answered 502
 * (nginx never repeats a POST it sent): two rolling restarts in seven under the cluster test's load. A socket's path is
 * removed at the signal instead (server/src/lib/listen-socket.ts): from then on nginx's connect fails before
 * anything is sent, while the process finishes what it holds.
 */
// (a CLUSTER_DIR too long for a socket's path is refused by nginx -t below, naming the path)
const socketOf = (n) => path.join(RUN_DIR, `api-${n}.sock`);

/** GET /api/health/ready on a process's socket: the status, or 0 when it does not answer. */
function readiness(socketPath) {
  return new Promise((resolve) => {
    const request = http.get({ socketPath, path: '/api/health/ready', agent: false, timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

function integerEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535) fail(2, `${name} 应为正整数（现为 ${raw}）`);
  return Number(raw);
}

function fail(status, message) {
  console.error(`[cluster] ${message}`);
  process.exit(status);
}

const log = (message) => console.log(`[cluster] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The access log's length, or null when it is not a file (NGINX_ACCESS_LOG=/dev/stdout). */
function accessLogLength() {
  try {
    const stat = statSync(ACCESS_LOG);
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}

/** The access log's lines from byte `from` to `to`. */
function accessLogLines(from, to) {
  const bytes = Buffer.alloc(to - from);
  const fd = openSync(ACCESS_LOG, 'r');
  try {
    readSync(fd, bytes, 0, bytes.length, from);
  } finally {
    closeSync(fd);
  }
  return bytes.toString('utf8').split('\n');
}

/** Whether an access-log line is a request whose last try went to `socket` and was answered below 500. */
function answeredBy(line, socket) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return false;
  }
  // several tries read "unix:/a.sock, unix:/b.sock" and "502, 200" (" : " after an internal redirect)
  const last = (value) => String(value ?? '').split(/\s*,\s*|\s+:\s+/).at(-1);
  return last(entry.upstream) === `unix:${socket}` && Number(last(entry.upstream_status)) < 500;
}

/**
 * After process n is ready again: waits until nginx has it back in rotation, seen in the access log as a
 * request it answered. nginx may have marked it down while it restarted (a request found its socket gone),
 * and then sends it nothing until FAIL_TIMEOUT_S has passed and one request to it has been answered; that
 * request may take a while on a busy machine, and stopping the next process before it is answered left nginx
 * with no process at all (502s). Without requests (or without a log file to read), it waits FAIL_TIMEOUT_S
 * and a second: the next request then finds the process's mark expired. Gives up after 2 × FAIL_TIMEOUT_S + 1 s.
 */
async function backInRotation(n) {
  let read = accessLogLength();
  if (read === null) return sleep((FAIL_TIMEOUT_S + 1) * 1000);
  const quietUntil = Date.now() + (FAIL_TIMEOUT_S + 1) * 1000;
  const giveUpAt = Date.now() + (2 * FAIL_TIMEOUT_S + 1) * 1000;
  let requests = false;
  while (Date.now() < giveUpAt) {
    const length = accessLogLength() ?? read;
    if (length > read) {
      const lines = accessLogLines(read, length);
      // a partly written last line is read again next time
      read = length - Buffer.byteLength(lines.at(-1));
      if (lines.slice(0, -1).some((line) => answeredBy(line, socketOf(n)))) return;
      requests ||= lines.length > 1;
    }
    if (!requests && Date.now() >= quietUntil) return;
    await sleep(100);
  }
}
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

if (process.argv.includes('--restart')) await requestRestart();
else await startCluster();

/** `--restart`: asks the running script (cluster.json's pid) for a rolling restart and waits until it is done. */
async function requestRestart() {
  const state = existsSync(STATE_FILE) ? JSON.parse(readFileSync(STATE_FILE, 'utf8')) : null;
  if (!state || !alive(state.pid)) fail(1, `没有运行中的集群（${STATE_FILE}）：先运行 npm run start:cluster（同样的 PORT / CLUSTER_DIR）`);
  const before = state.restarts;
  process.kill(state.pid, 'SIGHUP');
  log(`滚动重启已请求（集群脚本 pid ${state.pid}）`);
  const deadline = Date.now() + COUNT * (READY_TIMEOUT_MS + EXIT_TIMEOUT_MS);
  for (;;) {
    await sleep(250);
    const now = JSON.parse(readFileSync(STATE_FILE, 'utf8'));
    if (now.restarts > before) break;
    if (!alive(state.pid)) fail(1, '集群脚本在重启完成前退出了');
    if (Date.now() > deadline) fail(1, '滚动重启超时');
  }
  log('滚动重启完成：每个 API 进程已依次重启并就绪');
}

function nginxBinary() {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].filter(Boolean);
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** The two templates filled in: nginx.conf (paths under RUN_DIR) including gift-mall.conf (the site). */
function writeNginxConfig(nginx) {
  const mime = [path.join(path.dirname(nginx), '../conf/mime.types'), '/etc/nginx/mime.types'].find((file) => existsSync(file));
  if (!mime) fail(2, '找不到 nginx 的 mime.types（/etc/nginx/mime.types）');
  const values = {
    PORT: String(PORT),
    // the same parameters the compose file gives its one `server api:8080 resolve …` line
    API_SERVERS: apiNumbers()
      .map((n) => `server unix:${socketOf(n)} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`)
      .join('\n    '),
    STATIC_ROOT: process.env.STATIC_ROOT ? path.resolve(process.env.STATIC_ROOT) : ROOT,
    NGINX_ACCESS_LOG: ACCESS_LOG,
    RUN_DIR,
    NGINX_MIME_TYPES: mime,
  };
  const fill = (template) =>
    readFileSync(path.join(ROOT, 'deploy/nginx', template), 'utf8').replace(/\$\{([A-Z_]+)\}/g, (whole, name) => {
      if (!(name in values)) fail(2, `${template}: 未知占位符 ${whole}`);
      return values[name];
    });
  // nginx's workers (another user when this runs as root) write temporary bodies here
  mkdirSync(RUN_DIR, { recursive: true });
  chmodSync(RUN_DIR, 0o755);
  writeFileSync(path.join(RUN_DIR, 'gift-mall.conf'), fill('gift-mall.conf.template'));
  writeFileSync(path.join(RUN_DIR, 'nginx.conf'), fill('nginx.conf.template'));
  return ['-p', RUN_DIR, '-c', path.join(RUN_DIR, 'nginx.conf'), '-e', 'stderr'];
}

/** The processes, numbered from 1. */
function apiNumbers() {
  return Array.from({ length: COUNT }, (_, i) => i + 1);
}

async function startCluster() {
  if (!process.env.DATABASE_URL) {
    fail(
      2,
      '需要 DATABASE_URL=postgres://…：多个 API 进程共用一个 PostgreSQL；内置数据库（PGlite）只属于一个进程，单进程请用 npm start',
    );
  }
  const nginx = nginxBinary();
  if (!nginx) fail(2, '找不到 nginx：apt-get install -y nginx，或用 NGINX_BIN 指明路径');
  if (production && !existsSync(SERVER_FILE)) fail(1, '未找到构建产物（server/dist/server.js）：请先运行 npm run build');
  if (!production) await ensureBuilt();

  const nginxArgs = writeNginxConfig(nginx);
  const checked = spawnSync(nginx, [...nginxArgs, '-t', '-q'], { stdio: 'inherit' });
  if (checked.status !== 0) fail(1, `nginx 配置有误（${RUN_DIR}/gift-mall.conf）`);

  // as `npm start` / `npm run start:production` (scripts/start.mjs) run the server, plus: reachable only
  // through nginx, which is the one proxy in front (its X-Forwarded-For names the client), on its socket
  const serverEnv = (n) => ({
    ...(production ? {} : { APP_ENV: 'development' }),
    TRUST_PROXY: '1',
    ...process.env,
    STATIC_ROOT: production ? (process.env.STATIC_ROOT ?? ROOT) : ROOT,
    LISTEN_SOCKET: socketOf(n),
  });

  /** process number → { child, expected (an exit we asked for), crashes (in a row, for the back-off) } */
  const processes = new Map();
  let stopping = false;
  let nginxChild = null;
  let restarts = 0;

  // written beside and renamed: `--restart` polls the file, and a read between writeFileSync's truncate and its
  // write finds it empty (JSON.parse throws, and the restart request fails though the roll goes on)
  const saveState = () => {
    writeFileSync(
      `${STATE_FILE}.partial`,
      `${JSON.stringify({ pid: process.pid, port: PORT, restarts, nginx: nginxChild?.pid ?? null, processes: apiNumbers().map((n) => ({ socket: socketOf(n), pid: processes.get(n)?.child?.pid ?? null })) }, null, 2)}\n`,
    );
    renameSync(`${STATE_FILE}.partial`, STATE_FILE);
  };

  function startProcess(n) {
    const entry = processes.get(n) ?? { crashes: 0 };
    processes.set(n, entry);
    const child = spawn(process.execPath, [SERVER_FILE], { cwd: ROOT, stdio: 'inherit', env: serverEnv(n) });
    entry.child = child;
    entry.expected = false;
    entry.exited = new Promise((resolve) => child.once('exit', resolve));
    child.once('exit', (code, signal) => {
      saveState();
      if (entry.expected || stopping) return;
      // died by itself (crash, OOM, kill -9): started again, sooner the first time
      entry.crashes += 1;
      const delay = Math.min(30_000, 1000 * 2 ** (entry.crashes - 1));
      log(`API 进程 ${n}（pid ${child.pid}）意外退出（${signal ?? `code ${code}`}），${delay / 1000} s 后重启`);
      setTimeout(() => {
        if (stopping || entry.child !== child) return;
        startProcess(n);
        waitReady(n).then(
          () => log(`API 进程 ${n} 已重启并就绪`),
          (error) => log(error.message),
        );
      }, delay);
    });
    saveState();
    return entry;
  }

  async function waitReady(n) {
    const entry = processes.get(n);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (entry.child.exitCode !== null || entry.child.signalCode !== null) throw new Error(`API 进程 ${n} 启动失败`);
      if ((await readiness(socketOf(n))) === 200) {
        entry.crashes = 0;
        return;
      }
      if (Date.now() > deadline) throw new Error(`API 进程 ${n} ${READY_TIMEOUT_MS / 1000} s 内未就绪`);
      await sleep(200);
    }
  }

  /** SIGTERM (the process drains: unready, in-flight requests finished, jobs stopped), SIGKILL if it hangs. */
  async function stopProcess(n) {
    const entry = processes.get(n);
    if (!entry?.child || entry.child.exitCode !== null || entry.child.signalCode !== null) return;
    entry.expected = true;
    entry.child.kill('SIGTERM');
    const timer = setTimeout(() => entry.child.kill('SIGKILL'), EXIT_TIMEOUT_MS);
    await entry.exited;
    clearTimeout(timer);
  }

  let rolling = null;
  let rollAgain = false;
  async function rollingRestart() {
    for (const n of apiNumbers()) {
      if (stopping) return;
      const began = Date.now();
      log(`滚动重启：停止 API 进程 ${n}`);
      await stopProcess(n);
      if (stopping) return;
      const stopped = Date.now();
      startProcess(n);
      await waitReady(n);
      log(`滚动重启：API 进程 ${n} 已停止（${((stopped - began) / 1000).toFixed(1)} s）并重新就绪（${((Date.now() - stopped) / 1000).toFixed(1)} s）`);
      // back in nginx's rotation before the next one goes
      const ready = Date.now();
      await backInRotation(n);
      log(`滚动重启：API 进程 ${n} 就绪后 ${((Date.now() - ready) / 1000).toFixed(1)} s 回到 nginx 的轮转`);
    }
    restarts += 1;
    saveState();
    log(`滚动重启完成（第 ${restarts} 次）`);
  }
  const requestRoll = () => {
    // a request during a roll runs once more after it
    if (rolling) {
      rollAgain = true;
      return;
    }
    rolling = rollingRestart()
      .catch((error) => log(`滚动重启失败：${error.message}`))
      .finally(() => {
        rolling = null;
        if (rollAgain && !stopping) {
          rollAgain = false;
          requestRoll();
        }
      });
  };

  async function stopAll(status) {
    if (stopping) return;
    stopping = true;
    log('正在停止：nginx 与各 API 进程（处理完进行中的请求）');
    if (nginxChild && nginxChild.exitCode === null) nginxChild.kill('SIGQUIT');
    await Promise.all(apiNumbers().map(stopProcess));
    if (nginxChild && nginxChild.exitCode === null) await new Promise((resolve) => nginxChild.once('exit', resolve));
    rmSync(STATE_FILE, { force: true });
    process.exit(status);
  }
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGHUP', requestRoll);

  try {
    // the first one alone: it migrates a new database and seeds it; the others then find it ready
    const [first, ...rest] = apiNumbers();
    startProcess(first);
    await waitReady(first);
    await Promise.all(rest.map((n) => (startProcess(n), waitReady(n))));
  } catch (error) {
    log(error.message);
    await stopAll(1);
  }

  nginxChild = spawn(nginx, [...nginxArgs, '-g', 'daemon off;'], { stdio: 'inherit' });
  nginxChild.once('exit', (code, signal) => {
    if (stopping) return;
    log(`nginx 意外退出（${signal ?? `code ${code}`}）`);
    void stopAll(1);
  });
  saveState();
  log(
    `已启动：http://localhost:${PORT} → ${COUNT} 个 API 进程（套接字 ${RUN_DIR}/api-1…${COUNT}.sock，${production ? '生产模式' : '演示模式'}）` +
      `；滚动重启：npm run start:cluster -- --restart 或 kill -HUP ${process.pid}；nginx 文件在 ${RUN_DIR}`,
  );
}
