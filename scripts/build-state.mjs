// Which packages need a (re)build: a package is stale when its dist is missing or older than its
// sources or the sources of any workspace package it compiles in (its workspace dependencies, followed
// through theirs), package.json files included.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Built packages and the file that proves each one is built. */
export const PACKAGES = [
  { name: 'host', marker: 'dist/index.html' },
  { name: 'remote-storefront', marker: 'dist/mf-manifest.json' },
  { name: 'remote-purchase', marker: 'dist/mf-manifest.json' },
  { name: 'remote-usercenter', marker: 'dist/mf-manifest.json' },
  { name: 'remote-help', marker: 'dist/mf-manifest.json' },
  { name: 'remote-admin', marker: 'dist/mf-manifest.json' },
  { name: 'remote-supplier', marker: 'dist/mf-manifest.json' },
  { name: 'server', marker: 'dist/server.js' },
];

/** What a package's build reads besides node_modules (package.json versions are stamped into builds). */
const SOURCES = ['src', 'public', 'build', 'package.json', 'webpack.config.cjs', 'build.mjs'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const t = newestMtime(path.join(target, entry.name));
    if (t > newest) newest = t;
  }
  return newest;
}

/** Workspace folder by package name, from the root package.json's workspaces. */
function workspaces() {
  const { workspaces: folders } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const byName = new Map();
  for (const folder of folders) {
    const manifest = path.join(ROOT, folder, 'package.json');
    if (existsSync(manifest)) byName.set(JSON.parse(readFileSync(manifest, 'utf8')).name, folder);
  }
  return byName;
}

/** The package's folder and those of every workspace package it depends on, directly or not. */
function foldersCompiledInto(folder, byName, seen = new Set()) {
  if (seen.has(folder)) return seen;
  seen.add(folder);
  const manifest = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies });
  for (const name of names) if (byName.has(name)) foldersCompiledInto(byName.get(name), byName, seen);
  return seen;
}

export function stalePackages() {
  const byName = workspaces();
  return PACKAGES.filter(({ name, marker }) => {
    const markerPath = path.join(ROOT, name, marker);
    if (!existsSync(markerPath)) return true;
    const built = statSync(markerPath).mtimeMs;
    const sources = Math.max(...[...foldersCompiledInto(name, byName)].flatMap((folder) => SOURCES.map((s) => newestMtime(path.join(ROOT, folder, s)))));
    return sources > built;
  }).map((p) => p.name);
}

function build(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '--silent', '-w', name], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => resolve({ name, status, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/**
 * Builds every stale package, as many at once as there are cores (each build is mostly one thread); a
 * build's output is printed when it ends, so two builds' lines do not mix. Resolves to 0, or the failed
 * build's exit status (no further build is started then).
 */
export async function buildStale() {
  const stale = stalePackages();
  if (stale.length === 0) return 0;
  console.log(`[build] 构建：${stale.join(', ')}`);
  const queue = [...stale];
  const failed = [];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const result = await build(name);
      if (result.output.trim()) process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
      if (result.status === 0) console.log(`[build] ${name} ✓ ${result.seconds.toFixed(1)}s`);
      else {
        console.error(`[build] ${name} 构建失败`);
        failed.push(result.status ?? 1);
        queue.length = 0;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), stale.length) }, worker));
  return failed[0] ?? 0;
}

/** Builds what is stale (buildStale); exits the process when a build fails. */
export async function ensureBuilt() {
  const status = await buildStale();
  if (status !== 0) process.exit(status);
}
