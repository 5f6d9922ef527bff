import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { siteUrlFor } from '../../lib/site-url';
import { AUTH_REDIRECT_URI } from '../../services/stores/stores';
import { pageRoute, REMOTE_NAMES, servesRoute, type SiteConfig } from 'shared-contracts';
import { protectPage } from '../../site/csp';
import { firstScreenPreloads, hasTokenCookie, manifestReader, withPreloads } from '../../site/first-screen';
import { acceptedEncodings, hashedScripts } from '../../site/hashed-files';
import { injectSiteConfig, NOT_BUILT_PAGE, SITE_CONFIG_PLACEHOLDER } from '../../site/html';

const HASHED_FILE = /\.[0-9a-f]{8}\./;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Content-hashed files are cached for a year; everything else (manifests, remoteEntry.js, pages) revalidates. */
export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath)) ? IMMUTABLE : 'no-cache';
}

const isDir = (dir: string) => fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;

/**
 * The built host at `/` (its index.html with the Host's site configuration injected, also for every
 * unknown non-API GET — the SPA fallback) and each built remote at `/remotes/<name>/`.
 */
/**
 * A path outside the route table, or a page this Host does not serve (a remote it does not mount, a
 * hidden route: a sub-station's /admin), gets the same page — whose router shows 页面不存在 — with 404.
 */
function pageStatus(request: FastifyRequest, site: Pick<SiteConfig, 'hidden_routes' | 'remotes'> | null): 200 | 404 {
  const pathname = request.url.split('?')[0];
  if (pathname === '/index.html') return 200;
  const route = pageRoute(pathname);
  return route && (!site || servesRoute(site, route)) ? 200 : 404;
}

export default fp(
  async (app) => {
    const root = app.config.staticRoot;
    const staticOptions = {
      decorateReply: false,
      index: false as const,
      cacheControl: false,
      wildcard: true,
      // the builds write .br and .gz twins of text assets
      preCompressed: true,
      setHeaders: (reply: FastifyReply, filePath: string) => reply.header('Cache-Control', cacheControlFor(filePath)),
    };

    // a remote's files are what a CDN would serve: a page on another origin fetches its manifest (CORS)
    const remoteOptions = {
      ...staticOptions,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        staticOptions.setHeaders(reply, filePath);
        reply.header('Access-Control-Allow-Origin', '*');
      },
    };
    /**
     * A build's content-hashed scripts from memory (hashed-files.ts), with the headers the static plugin
     * would send; every other file, and a script not found, as before.
     */
    const serveScripts = (prefix: string, dir: string, cors: boolean) => {
      const scripts = hashedScripts(dir);
      app.get(`${prefix}:file(^[\\w-]+\\.[0-9a-f]{8}\\.js$)`, { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
        const { file } = request.params as { file: string };
        const found = await scripts(file, acceptedEncodings(request.headers['accept-encoding']));
        if (!found) return reply.callNotFound();
        reply.header('Cache-Control', cacheControlFor(file)).header('Vary', 'accept-encoding').type('application/javascript; charset=utf-8');
        if (found.encoding !== 'identity') reply.header('Content-Encoding', found.encoding);
        if (cors) reply.header('Access-Control-Allow-Origin', '*');
        return reply.send(found.body);
      });
    };

    for (const name of REMOTE_NAMES) {
      const dir = path.join(root, `remote-${name}`, 'dist');
      if (!isDir(dir)) continue;
      serveScripts(`/remotes/${name}/`, dir, true);
      await app.register(fastifyStatic, { ...remoteOptions, root: dir, prefix: `/remotes/${name}/` });
    }

    /**
     * A shop platform's return from authorisation lands on the one address registered with it (SHOP_AUTH_SITE_URL,
     * the main site's): a 分站 member's (the sealed state says which site it was made on) goes on to their own
     * domain, same path and query, where their session is (issue 32). Only domains of our own sites are used.
     */
    const authReturnTo = async (request: FastifyRequest): Promise<string | null> => {
      const [pathname, search = ''] = request.url.split('?');
      if (pathname.replace(/\/$/, '') !== AUTH_REDIRECT_URI) return null;
      const state = new URLSearchParams(search).get('state');
      const siteId = state ? app.services.stores.siteOfState(state) : null;
      if (siteId === null) return null;
      const [here, there] = await Promise.all([app.sites.siteFor(request.hostname), app.sites.byId(siteId)]);
      if (!there || there.id === here.id || there.isMain || !there.domains[0]) return null;
      return `${siteUrlFor(request, there.domains[0])}${request.url}`;
    };

    const hostDir = path.join(root, 'host', 'dist');
    const indexFile = path.join(hostDir, 'index.html');
    let page: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | null;

    if (fs.existsSync(indexFile)) {
      let cached: { mtimeMs: number; html: string } | null = null;
      const readIndex = async () => {
        const stat = await fs.promises.stat(indexFile);
        if (!cached || cached.mtimeMs !== stat.mtimeMs) {
          const html = await fs.promises.readFile(indexFile, 'utf8');
          if (!html.includes(SITE_CONFIG_PLACEHOLDER)) app.log.warn(`${indexFile} lacks ${SITE_CONFIG_PLACEHOLDER}`);
          cached = { mtimeMs: stat.mtimeMs, html };
        }
        return cached.html;
      };
      const manifestOf = manifestReader(root);
      page = async (request, reply) => {
        const back = await authReturnTo(request);
        if (back) return reply.redirect(back, 302);
        const site = await app.sites.forHost(request.hostname);
        // what the page's remote must send for the first screen, fetched beside the host's scripts
        const preloads = await firstScreenPreloads(request.url.split('?')[0], site, hasTokenCookie(request.headers.cookie), manifestOf);
        // a fresh nonce per page, on its inline script and style, and a CSP that admits only those
        const { html, policy } = protectPage(withPreloads(injectSiteConfig(await readIndex(), site), preloads), site);
        reply.header('Content-Security-Policy', policy);
        return reply.code(pageStatus(request, site)).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
      };
      serveScripts('/', hostDir, false);
      await app.register(fastifyStatic, {
        ...staticOptions,
        root: hostDir,
        prefix: '/',
        // index.html is only ever served with the configuration injected; /api never reads files.
        allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/api/'),
      });
    } else {
      app.log.warn(`${hostDir} not built: / explains how to build`);
      page = async (request, reply) => {
        const { html, policy } = protectPage(NOT_BUILT_PAGE, { remotes: {} });
        return reply.code(pageStatus(request, null)).header('Cache-Control', 'no-cache').header('Content-Security-Policy', policy).type('text/html; charset=utf-8').send(html);
      };
    }

    app.decorate('pageFallback', page);
    app.get('/', { config: { public: true }, schema: { hide: true } }, (request, reply) => page(request, reply));
    app.get('/index.html', { config: { public: true }, schema: { hide: true } }, (request, reply) => page(request, reply));
  },
  { name: 'static-site', dependencies: ['sites'] },
);
