import fs from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type BuildInfo } from 'shared-contracts';

const cache = new Map<string, { mtimeMs: number; info: BuildInfo }>();

async function read(file: string): Promise<BuildInfo | null> {
  try {
    const stat = await fs.stat(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit.info;
    const info = JSON.parse(await fs.readFile(file, 'utf8')) as BuildInfo;
    cache.set(file, { mtimeMs: stat.mtimeMs, info });
    return info;
  } catch {
    return null;
  }
}

/** The builds this server serves from `root`: the host and each remote, or null where none is built. */
export async function servedBuilds(root: string): Promise<Record<string, BuildInfo | null>> {
  const parts = ['host', ...REMOTE_NAMES.map((name) => `remote-${name}`)];
  const infos = await Promise.all(parts.map((part) => read(path.join(root, part, 'dist', 'build-info.json'))));
  return Object.fromEntries(parts.map((part, i) => [part === 'host' ? 'host' : part.slice('remote-'.length), infos[i]]));
}
