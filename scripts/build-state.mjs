// Which packages need a (re)build: a package is stale when its dist is missing or older than its
// sources or the sources of the shared packages it compiles in (shared-contracts, recipient-engine, shared-kits).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Frontend packages and the file that proves each one is built. */
export const PACKAGES = [
  { name: 'host', marker: 'dist/index.html' },
  { name: 'remote-storefront', marker: 'dist/mf-manifest.json' },
  { name: 'remote-purchase', marker: 'dist/mf-manifest.json' },
  { name: 'remote-usercenter', marker: 'dist/mf-manifest.json' },
  { name: 'remote-help', marker: 'dist/mf-manifest.json' },
  { name: 'server', marker: 'dist/server.js' },
];

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

export function stalePackages() {
  // package.json versions are stamped into builds (build-info.json, the contract version of exposed modules)
  const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
  const contracts = Math.max(
    newestMtime(path.join(ROOT, 'shared-contracts/src')),
    newestMtime(path.join(ROOT, 'shared-contracts/build')),
    mtime(path.join(ROOT, 'shared-contracts/package.json')),
    ...['recipient-engine', 'shared-kits'].flatMap((pkg) => [newestMtime(path.join(ROOT, pkg, 'src')), mtime(path.join(ROOT, pkg, 'package.json'))]),
  );
  return PACKAGES.filter(({ name, marker }) => {
    const markerPath = path.join(ROOT, name, marker);
    if (!existsSync(markerPath)) return true;
    const built = statSync(markerPath).mtimeMs;
    const sources = Math.max(newestMtime(path.join(ROOT, name, 'src')), newestMtime(path.join(ROOT, name, 'public')), mtime(path.join(ROOT, name, 'package.json')), contracts);
    return sources > built;
  }).map((p) => p.name);
}

/** Builds every stale package, one at a time (2 cores). Exits the process on failure. */
export function ensureBuilt() {
  const stale = stalePackages();
  if (stale.length === 0) return;
  console.log(`[build] 构建：${stale.join(', ')}`);
  for (const name of stale) {
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', name], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`[build] ${name} 构建失败`);
      process.exit(result.status ?? 1);
    }
    console.log(`[build] ${name} ✓ ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
}
