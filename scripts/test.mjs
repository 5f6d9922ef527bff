// `npm test`: every test — the frontend packages' unit and component tests and the server's tests (jest),
// then the browser tests (e2e) against the built site.
// `npm test -- --database-pass` (CI's second pass, DATABASE_URL naming a PostgreSQL server): only what the
// database changes — the server's jest tests, then the browser smoke (e2e's `npm run smoke`) and the multi-process
// test (e2e/tests/cluster.test.ts: two API processes behind nginx, a rolling restart and a SIGKILL under orders)
// side by side.
// `npm test -- --embedded-pass` (CI's first pass, when the database pass follows): everything, but of the server's
// jest tests only the files about the embedded database (server/jest/embedded-pass.cjs) and of the browser tests
// all but the smoke: the database pass runs the rest of both on PostgreSQL, which covers them better (several
// connections, real races). docs/testing.md says which runs where.
// Each phase prints `== phase NAME: N s`; with PHASE_LOG set, it is also appended there (`.ci/run`'s table).
import { spawnSync } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { buildStale, ROOT } from './build-state.mjs';

const { EMBEDDED_PASS } = createRequire(import.meta.url)('../server/jest/embedded-pass.cjs');
const e2eScripts = JSON.parse(readFileSync(`${ROOT}/e2e/package.json`, 'utf8')).scripts;
/** An e2e script's node flags (node's test runner and how many files at a time) and the files it names. */
function e2eScript(name) {
  const words = e2eScripts[name].split(' ').slice(1);
  return { flags: words.filter((word) => !word.startsWith('tests/')), files: words.filter((word) => word.startsWith('tests/')) };
}
const E2E_RUN = e2eScript('test').flags;
const SMOKE = e2eScript('smoke');

/** e2e/tests/*.test.ts but the smoke's files (e2e's `npm run smoke`), which the database pass runs. */
function browserFilesBesideSmoke() {
  return readdirSync(`${ROOT}/e2e/tests`)
    .map((name) => `tests/${name}`)
    .filter((file) => file.endsWith('.test.ts') && !SMOKE.files.includes(file));
}

const databasePass = process.argv.includes('--database-pass');
const embeddedPass = process.argv.includes('--embedded-pass');
if (embeddedPass && (databasePass || process.env.DATABASE_URL)) {
  console.error('npm test -- --embedded-pass: the first of two passes, on the embedded database (without DATABASE_URL)');
  process.exit(2);
}
if (databasePass && !process.env.DATABASE_URL) {
  console.error('npm test -- --database-pass: set DATABASE_URL to the PostgreSQL server to test on');
  process.exit(2);
}

// jest's workers: one more than cores (the root jest.config.cjs)
const JEST_BIN = createRequire(import.meta.url).resolve('jest/bin/jest');
const jest = (args, nodeFlags = []) => run(process.execPath, [...nodeFlags, JEST_BIN, '--ci', ...args]);

function run(cmd, args, cwd = ROOT) {
  // the demo mode, as npm start runs it (the tests that try production set it themselves)
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { APP_ENV: 'development', ...process.env } });
  return result.status ?? 1;
}

const timings = [];
async function phase(name, fn) {
  const started = Date.now();
  console.log(`\n== phase ${name}`);
  const status = await fn();
  const seconds = Math.round((Date.now() - started) / 1000);
  timings.push([name, seconds, status]);
  console.log(`== phase ${name}: ${seconds} s${status === 0 ? '' : ' (failed)'}`);
  // indented: in .ci/run's table these are parts of its `npm test` phase
  if (process.env.PHASE_LOG) appendFileSync(process.env.PHASE_LOG, `  ${name}\t${seconds}\t${status === 0 ? 'ok' : 'failed'}\n`);
  if (status !== 0) finish(status);
}

function finish(status) {
  console.log(`\n${databasePass ? 'npm test -- --database-pass' : 'npm test'}: ${timings.map(([name, s]) => `${name} ${s} s`).join(', ')}`);
  process.exit(status);
}

const tag = databasePass ? ' (PostgreSQL)' : '';
// V8's young generation at 128 MB, not 16: React's development build and jsdom make short-lived objects fast, and a
// component file spent an eighth of its CPU in the garbage collector (remote-admin's files: 101–109 s of CPU, 94–98 s so)
if (!databasePass) await phase('unit/component jest', () => jest(['--ignoreProjects', 'server'], ['--max-semi-space-size=128']));
// a server worker is replaced once its heap is past 250 MB, not the 1 GB the frontend's keep: a worker that carried
// earlier files ran the later ones slower (36 route files on 2 cores: 146–147 s of CPU at 250 MB, 151 s at 350 MB,
// 152 s at 150 MB, 165–166 s at 500 MB, 284 s at 2 GB; the frontend's remote-admin files took less at 1 GB than at
// 500 MB, 125 against 134 s). What it carried, each file's AsyncLocalStorage, is now let go (server/jest/node-env.cjs),
// and 250 MB is still a little faster: the whole suite on PGlite 213 s, 222 s at 500 MB
const serverFiles = embeddedPass ? EMBEDDED_PASS : [];
// on PostgreSQL two workers per core: a file there waits on the database server (another process) and on the job
// queue's timers much of its time, and two workers left a core idle (the whole run here: 240 s at two workers, 201 s
// at four); on PGlite a file's database is its own CPU, and four workers were no faster than two (289 s, 292 s)
const serverWorkers = process.env.DATABASE_URL ? [`--maxWorkers=${2 * availableParallelism()}`] : [];
// V8 with its baseline WebAssembly compiler only: each file's PGlite compiles PostgreSQL's WebAssembly anew, and
// optimising its hot functions cost more than a short file's queries gain (47 → 44 s for 20 files on PGlite)
await phase(`server jest${tag}${embeddedPass ? ' (embedded-database files)' : ''}`, () =>
  jest(['--selectProjects', 'server', '--workerIdleMemoryLimit=250MB', ...serverWorkers, ...serverFiles], ['--liftoff-only']),
);
await phase(`build${tag}`, buildStale);
if (embeddedPass) await phase('browser (all but the smoke)', () => run('node', [...E2E_RUN, ...browserFilesBesideSmoke()], `${ROOT}/e2e`));
// the multi-process test beside the smoke, first: several processes share state only through PostgreSQL, so it runs
// in the database pass (the first pass's browser run lists it as skipped); it is the longest of the five, and much
// of it waits for processes to stop and start (113 s two files at a time with it last, 93 s three at a time so)
else if (databasePass) await phase(`browser smoke and cluster${tag}`, () => run('node', [...SMOKE.flags, 'tests/cluster.test.ts', ...SMOKE.files], `${ROOT}/e2e`));
else await phase('browser', () => run('npm', ['run', 'test', '-w', 'e2e']));
finish(0);
