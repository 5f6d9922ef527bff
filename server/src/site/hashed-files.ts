import fs from 'node:fs';
import path from 'node:path';

/** A build's content-hashed script: its name never comes back with other content. */
export const HASHED_SCRIPT = /^[\w-]+\.[0-9a-f]{8}\.js$/;

type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings a request takes, best first (br, then gzip, then none), from its Accept-Encoding. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  const identity = (weights.get('identity') ?? weights.get('*') ?? 1) > 0;
  return [...(['br', 'gzip'] as const).filter(accepts), ...(identity ? (['identity'] as const) : [])];
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz', identity: '' };
const KEPT_BYTES_MAX = 64 * 1024 * 1024;

/**
 * The built scripts of one folder, kept in memory once asked for, each encoding (the build's .br and .gz
 * twins) on its own. A first visit asks for some twenty of them at once: answering from memory spares the
 * per-file stat, open and reads on the file-system threads, which made each one wait its turn.
 */
export function hashedScripts(dir: string): (file: string, accepted: Encoding[]) => Promise<{ body: Buffer; encoding: Encoding } | null> {
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;
  const read = async (file: string, encoding: Encoding) => {
    const key = `${file}${SUFFIX[encoding]}`;
    const known = kept.get(key);
    if (known) return known;
    // a file not there is asked for again next time: a deploy may be writing it
    const body = await fs.promises.readFile(path.join(dir, key)).catch(() => null);
    if (!body) return null;
    // builds replaced in place leave old names behind: start over rather than grow without end
    if (keptBytes + body.length > KEPT_BYTES_MAX) {
      kept.clear();
      keptBytes = 0;
    }
    kept.set(key, body);
    keptBytes += body.length;
    return body;
  };
  return async (file, accepted) => {
    if (!HASHED_SCRIPT.test(file)) return null;
    for (const encoding of accepted) {
      const body = await read(file, encoding);
      if (body) return { body, encoding };
    }
    return null;
  };
}
