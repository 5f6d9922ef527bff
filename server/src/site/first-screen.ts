import fs from 'node:fs';
import path from 'node:path';
import { flattenRoutes, pageRoute, servesRoute, TOKEN_COOKIE, type FlatRoute, type RemoteName, type SiteConfig } from 'shared-contracts';
import { escapeAttribute } from './html';

/** The parts of a remote's mf-manifest.json read here; every field may be missing (another build, a test). */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

export interface Preload {
  href: string;
  as: 'fetch' | 'script';
}

/** A remote's manifest as built under the static root, re-read when the file changes; null when absent or unreadable. */
export function manifestReader(root: string): (remote: RemoteName) => Promise<Manifest | null> {
  const cache = new Map<RemoteName, { mtimeMs: number; manifest: Manifest | null }>();
  return async (remote) => {
    const file = path.join(root, `remote-${remote}`, 'dist', 'mf-manifest.json');
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat) return null;
    const cached = cache.get(remote);
    if (cached?.mtimeMs === stat.mtimeMs) return cached.manifest;
    const manifest = await fs.promises
      .readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as Manifest)
      .catch(() => null);
    cache.set(remote, { mtimeMs: stat.mtimeMs, manifest });
    return manifest;
  };
}

/** The route and the layouts around it (a child page renders inside its parent's page). */
function withLayouts(route: FlatRoute): FlatRoute[] {
  const byName = new Map(flattenRoutes().map((r) => [r.name, r]));
  const chain: FlatRoute[] = [];
  for (let r: FlatRoute | undefined = route; r; r = r.parent ? byName.get(r.parent) : undefined) chain.push(r);
  return chain;
}

/** A page's chunk: every remote names it `page-<route name in kebab case>` (its routes.tsx, webpackChunkName). */
const pageChunk = (routeName: string) => `page-${routeName.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^-/, '')}.`;

/**
 * What the first screen of a page needs from its remote, for the browser to fetch while the host's own
 * scripts load instead of one after another once they have run: the remote's manifest (fetched by the
 * federation runtime), and for a remote served from here its entry, its `./routes` module and the page's
 * chunk. Nothing for a page this site does not serve, or one behind login without a token (the login
 * dialog shows there instead).
 */
export async function firstScreenPreloads(
  pathname: string,
  site: Pick<SiteConfig, 'hidden_routes' | 'remotes' | 'stopped'>,
  loggedIn: boolean,
  manifestOf: (remote: RemoteName) => Promise<Manifest | null>,
): Promise<Preload[]> {
  const route = pageRoute(pathname);
  if (site.stopped || !route || !servesRoute(site, route)) return [];
  const chain = withLayouts(route);
  if (chain.some((r) => r.auth) && !loggedIn) return [];
  const preloads: Preload[] = [];
  for (const remote of new Set(chain.flatMap((r) => (r.remote ? [r.remote] : [])))) {
    const url = site.remotes[remote];
    if (!url) continue;
    preloads.push({ href: url, as: 'fetch' });
    // another origin's manifest is not ours to read: the runtime finds the rest there
    const manifest = url === `/remotes/${remote}/mf-manifest.json` ? await manifestOf(remote) : null;
    const entry = manifest?.metaData?.remoteEntry;
    if (!entry?.name) continue;
    const dir = `/remotes/${remote}/`;
    preloads.push({ href: `${dir}${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`, as: 'script' });
    const routes = manifest?.exposes?.find((e) => e.name === 'routes')?.assets?.js;
    const pages = chain.filter((r) => r.remote === remote).map((r) => pageChunk(r.name));
    const chunks = [...(routes?.sync ?? []), ...(routes?.async ?? []).filter((file) => pages.some((p) => file.startsWith(p)))];
    for (const file of chunks) preloads.push({ href: `${dir}${file}`, as: 'script' });
  }
  return preloads;
}

/** Whether the request carries the member's token cookie (its value is the API's to check). */
export function hasTokenCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((cookie) => {
    const [name, value] = cookie.trim().split('=');
    return name === TOKEN_COOKIE && Boolean(value);
  });
}

/**
 * The preloads as `<link>` elements before `</head>`. A fetch preload carries `crossorigin` (credentials as
 * the runtime's `fetch` sends them) so the runtime's request finds it; scripts load without it, as the
 * runtime's and webpack's script tags do.
 */
export function withPreloads(html: string, preloads: Preload[]): string {
  if (preloads.length === 0) return html;
  const links = preloads.map((p) => `<link rel="preload" href="${escapeAttribute(p.href)}" as="${p.as}"${p.as === 'fetch' ? ' crossorigin' : ''}>`).join('');
  return html.replace('</head>', () => `${links}</head>`);
}
