import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies may tell us the client's address (X-Forwarded-For) and scheme (X-Forwarded-Proto):
 * none (`false`), the nearest N hops (a number), or the proxies at these addresses / networks (a list,
 * proxy-addr syntax: `10.0.0.0/8`, `127.0.0.1`, `loopback` …). Never everyone: a client could then
 * write any address into X-Forwarded-For and escape every per-IP limit.
 */
export type TrustProxy = false | number | string[];

const KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

const HELP = '应为代理跳数（如 1）或可信代理的地址/网段列表（如 10.0.0.0/8,127.0.0.1），不设置表示不信任任何代理';

/** Why one entry of an address list is not usable, or null. */
function entryProblem(entry: string): string | null {
  if (KEYWORDS.has(entry)) return null;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return `「${entry}」不是 IP 地址或网段`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || bits > max) return `「${entry}」的前缀长度应在 1–${max} 之间`;
  if (bits === 0) return `「${entry}」会信任所有地址`;
  return null;
}

/** TRUST_PROXY: unset / `0` / `false` = no proxy; `N` = N hops; otherwise a comma-separated address list. */
export const trustProxyEnv = z
  .string()
  .trim()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = raw ?? '';
    if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
    if (value.toLowerCase() === 'true') {
      ctx.addIssue({ code: 'custom', message: `不再支持 true（会信任任何客户端伪造的 X-Forwarded-For）；${HELP}` });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > MAX_HOPS) {
        ctx.addIssue({ code: 'custom', message: `代理跳数 ${value} 过大（最多 ${MAX_HOPS}）；${HELP}` });
        return z.NEVER;
      }
      return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const problems = entries.map((entry) => (entry ? entryProblem(entry) : '列表中有空项')).filter((p): p is string => p !== null);
    if (problems.length) {
      ctx.addIssue({ code: 'custom', message: `${problems.join('；')}；${HELP}` });
      return z.NEVER;
    }
    return entries;
  });

/** The setting as Fastify takes it (its types lack the hop count, so hops become the same function it would build). */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') {
    const hops = setting;
    return hops > 0 ? (_address, hop) => hop < hops : false;
  }
  return setting;
}
