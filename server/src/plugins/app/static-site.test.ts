import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { Messages, type SiteConfig } from 'shared-contracts';
import { buildTestApp, call, openTestDb, tempDir, type TestDb } from '../../test-support/harness';

const BASE: SiteConfig = {
  site_name: '礼品代发商城',
  logo: '/logo.svg',
  contacts: [{ type: 'QQ', name: '在线客服', value: '800001234' }],
  hotline: '400-800-1234',
  qrcode: 'weixin://gift',
  footer: { copyright: '© 2026 礼品代发商城 版权所有', icp: '浙ICP备2026000001号' },
  flags: { article_switch: false },
  hidden_routes: [],
  remotes: { storefront: '/remotes/storefront/mf-manifest.json', help: '/remotes/help/mf-manifest.json' },
};
const HOSTILE_NAME = '分站</script><script>alert(1)</script>\u2028&';
const SCRIPT = `(self.webpackChunkhost=self.webpackChunkhost||[]).push([[3518],{${'1:()=>{},'.repeat(200)}}]);`;

let testDb: TestDb;
let app: FastifyInstance;
let root: string;
let sitesFile: string;

function write(file: string, text: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function writeSites(sites: Record<string, unknown>, mtime?: Date) {
  write(sitesFile, JSON.stringify(sites));
  if (mtime) fs.utimesSync(sitesFile, mtime, mtime);
}

beforeAll(async () => {
  testDb = await openTestDb();
  root = tempDir('static-root-');
  sitesFile = path.join(tempDir('sites-'), 'sites.json');
  write(
    path.join(root, 'host/dist/index.html'),
    '<!doctype html><html><head><script>window.__SITE_CONFIG__=null</script><script src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>',
  );
  write(path.join(root, 'host/dist/main.1a2b3c4d.js'), 'console.log("host")');
  write(path.join(root, 'host/dist/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(path.join(root, 'remote-storefront/dist/mf-manifest.json'), '{"name":"remote_storefront"}');
  write(path.join(root, 'remote-storefront/dist/remoteEntry.js'), 'var remote_storefront;');
  write(path.join(root, 'remote-storefront/dist/static/js/123.abcdef12.js'), 'chunk');
  write(path.join(root, 'host/dist/3518.69b6c7e9.js'), SCRIPT);
  write(path.join(root, 'host/dist/3518.69b6c7e9.js.br'), zlib.brotliCompressSync(SCRIPT));
  write(path.join(root, 'host/dist/3518.69b6c7e9.js.gz'), zlib.gzipSync(SCRIPT));
  write(path.join(root, 'remote-storefront/dist/page-home.11482463.js'), SCRIPT);
  write(path.join(root, 'host/dist/build-info.json'), '{"name":"host","contract_version":"2.0.0"}');
  write(path.join(root, 'remote-storefront/dist/build-info.json'), '{"name":"remote-storefront","required_contract":"^2.0.0"}');
  writeSites({ '*': BASE, 'shop.example.com': { site_name: HOSTILE_NAME, flags: { article_switch: true }, hidden_routes: ['SubstationsJoin'] } });
  app = await buildTestApp(testDb, {
    config: { staticRoot: root, sitesFile, remoteUrls: { help: 'https://cdn.example.com/help/mf-manifest.json' } },
  });
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

/** The injected configuration, read back the way a browser would (the escapes are valid JSON). */
function injected(html: string): SiteConfig {
  const match = /<script(?: nonce="[^"]+")?>window\.__SITE_CONFIG__=(.*?)<\/script>/.exec(html);
  if (!match) throw new Error('no injected configuration');
  return JSON.parse(match[1]);
}

const page = (url: string, host = 'localhost:8080') => app.inject({ method: 'GET', url, headers: { host } });

describe('site configuration per Host', () => {
  it('GET /api/site/config answers "*" for unknown hosts and merges a host entry over it', async () => {
    const fallback = await call(app, 'GET', '/api/site/config', undefined, { headers: { host: 'unknown.example.org' } });
    expect(fallback.body).toEqual({ code: 0, msg: expect.any(String), data: { ...BASE, remotes: { ...BASE.remotes, help: 'https://cdn.example.com/help/mf-manifest.json' }, demo: true } });

    const shop = await call(app, 'GET', '/api/site/config', undefined, { headers: { host: 'Shop.Example.com:8443' } });
    expect(shop.body.data).toMatchObject({ site_name: HOSTILE_NAME, hotline: BASE.hotline, flags: { article_switch: true }, hidden_routes: ['SubstationsJoin'] });
    expect(shop.body.data.footer).toEqual(BASE.footer);
  });

  it('REMOTE_<NAME>_URL overrides a remote for every host', async () => {
    for (const host of ['localhost', 'shop.example.com']) {
      const { body } = await call(app, 'GET', '/api/site/config', undefined, { headers: { host } });
      expect(body.data.remotes).toEqual({ storefront: '/remotes/storefront/mf-manifest.json', help: 'https://cdn.example.com/help/mf-manifest.json' });
    }
  });

  it('seeds the sites from the file once: afterwards the database decides, and a change there shows at once', async () => {
    writeSites({ '*': { ...BASE, hotline: '400-000-0000' } }, new Date(Date.now() + 60_000));
    try {
      // the file is only the first start's seed: an edit to it changes nothing, even for a new app
      const again = await buildTestApp(testDb, { config: { staticRoot: root, sitesFile } });
      try {
        for (const server of [app, again]) {
          const { body } = await call(server, 'GET', '/api/site/config', undefined, { headers: { host: 'shop.example.com' } });
          expect([body.data.hotline, body.data.site_name]).toEqual([BASE.hotline, HOSTILE_NAME]);
        }
      } finally {
        await again.close();
      }
      // a change committed in the database (as the console makes) reaches the next read
      await testDb.db.updateTable('sites').set({ config: JSON.stringify({ ...BASE, hotline: '400-111-2222' }) }).where('is_main', '=', true).execute();
      const deadline = Date.now() + 5000;
      let hotline = '';
      while (hotline !== '400-111-2222' && Date.now() < deadline) {
        hotline = (await call(app, 'GET', '/api/site/config', undefined, { headers: { host: 'shop.example.com' } })).body.data.hotline;
        if (hotline !== '400-111-2222') await new Promise((r) => setTimeout(r, 20));
      }
      expect(hotline).toBe('400-111-2222');
    } finally {
      await testDb.db.updateTable('sites').set({ config: JSON.stringify(BASE) }).where('is_main', '=', true).execute();
      writeSites({ '*': BASE, 'shop.example.com': { site_name: HOSTILE_NAME, flags: { article_switch: true }, hidden_routes: ['SubstationsJoin'] } });
    }
  });
});

describe('host page', () => {
  it('injects the Host’s configuration into index.html', async () => {
    const response = await page('/', 'shop.example.com');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('__SITE_CONFIG__=null');
    expect(injected(response.body).site_name).toBe(HOSTILE_NAME);
    expect(injected((await page('/')).body).site_name).toBe(BASE.site_name);
  });

  it('escapes the JSON so it cannot leave the script element', async () => {
    const { body } = await page('/', 'shop.example.com');
    expect(body).not.toContain('</script><script>alert');
    expect(body).not.toContain('\u2028');
    expect(body).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u2028\\u0026');
    expect(body.match(/<\/script>/g)).toHaveLength(2);
  });

  it('serves the page for /index.html and every page the Host serves; other paths get it with 404', async () => {
    for (const url of ['/index.html', '/gift-list?page=2', '/product-detail/12', '/help-center/article/3/', '/404']) {
      const response = await page(url, 'shop.example.com');
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(injected(response.body).site_name).toBe(HOSTILE_NAME);
    }
    // not in the route table; or pages of a remote this Host does not mount (user centre, the console) or a route it hides
    for (const url of ['/user/orders?page=2', '/goods/detail/12', '/product-detail/12/x', '/api-docs', '/user-center/package-list', '/admin', '/admin/login', '/substations-join']) {
      const response = await page(url, 'shop.example.com');
      expect([url, response.statusCode]).toEqual([url, 404]);
      // the same page, whose router shows 页面不存在
      expect(injected(response.body).site_name).toBe(HOSTILE_NAME);
    }
  });

  it('preloads what the first screen needs from its remote: the manifest (another origin’s too); a page behind login only with a token', async () => {
    expect((await page('/')).body).toMatch(/<link rel="preload" href="\/remotes\/storefront\/mf-manifest.json" as="fetch" crossorigin><\/head>/);
    expect((await page('/collect')).body).not.toContain('rel="preload"');
    const member = await app.inject({ method: 'GET', url: '/collect', headers: { host: 'localhost:8080', cookie: 'user-token=abc' } });
    expect(member.body).toContain('<link rel="preload" href="/remotes/storefront/mf-manifest.json" as="fetch" crossorigin>');
    expect((await page('/help-center/list')).body).toContain('<link rel="preload" href="https://cdn.example.com/help/mf-manifest.json" as="fetch" crossorigin>');
    expect((await page('/no-such-page')).body).not.toContain('rel="preload"');
  });

  it('keeps /api and /remotes out of the fallback', async () => {
    const api = await page('/api/goods/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, msg: Messages.notFound, data: null });
    expect((await page('/remotes/storefront/missing.js')).statusCode).toBe(404);
    expect((await page('/remotes/unknown/mf-manifest.json')).statusCode).toBe(404);
    const post = await app.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
  });
});

describe('static files and cache headers', () => {
  it.each([
    ['/main.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
    ['/favicon.svg', 'no-cache'],
    ['/remotes/storefront/mf-manifest.json', 'no-cache'],
    ['/remotes/storefront/remoteEntry.js', 'no-cache'],
    ['/remotes/storefront/static/js/123.abcdef12.js', 'public, max-age=31536000, immutable'],
  ])('%s → %s', async (url, cacheControl) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('content-hashed scripts, from memory', () => {
  const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('in the best encoding the browser takes and the build has, with the static files’ headers', async () => {
    const br = await get('/3518.69b6c7e9.js', 'gzip, deflate, br, zstd');
    expect([br.statusCode, br.headers['content-encoding'], br.headers['content-type'], br.headers.vary]).toEqual([200, 'br', 'application/javascript; charset=utf-8', 'accept-encoding']);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await get('/3518.69b6c7e9.js', 'gzip');
    expect([gzip.headers['content-encoding'], zlib.gunzipSync(gzip.rawPayload).toString()]).toEqual(['gzip', SCRIPT]);
    const plain = await get('/3518.69b6c7e9.js');
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, SCRIPT]);
    // a remote's, for a page on another origin; one the build did not compress
    const remote = await get('/remotes/storefront/page-home.11482463.js', 'br');
    expect([remote.statusCode, remote.headers['content-encoding'], remote.headers['access-control-allow-origin'], remote.body]).toEqual([200, undefined, '*', SCRIPT]);
  });

  it('one not there: not found, as before', async () => {
    expect((await get('/deadbeef.0123abcd.js', 'br')).statusCode).toBe(404);
    expect((await get('/remotes/storefront/page-gone.0123abcd.js', 'br')).statusCode).toBe(404);
  });
});

describe('build info and CORS', () => {
  it('serves each build’s build-info.json (host at /, a remote beside its manifest), revalidated', async () => {
    const host = await page('/build-info.json');
    expect(host.statusCode).toBe(200);
    expect(host.json()).toMatchObject({ name: 'host', contract_version: '2.0.0' });
    expect(host.headers['cache-control']).toBe('no-cache');
    const remote = await page('/remotes/storefront/build-info.json');
    expect(remote.json()).toMatchObject({ name: 'remote-storefront', required_contract: '^2.0.0' });
    expect(remote.headers['cache-control']).toBe('no-cache');
  });

  it('serves remote files with Access-Control-Allow-Origin, as a CDN would for a page on another origin', async () => {
    for (const url of ['/remotes/storefront/mf-manifest.json', '/remotes/storefront/remoteEntry.js', '/remotes/storefront/static/js/123.abcdef12.js']) {
      const response = await app.inject({ method: 'GET', url, headers: { host: '127.0.0.1:8080', origin: 'http://localhost:8080' } });
      expect([url, response.statusCode, response.headers['access-control-allow-origin']]).toEqual([url, 200, '*']);
    }
    // the host's own files are not for other origins
    expect((await page('/main.1a2b3c4d.js')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('without a built host', () => {
  it('explains how to build at /', async () => {
    const bare = await buildTestApp(testDb, { config: { staticRoot: tempDir(), sitesFile } });
    try {
      const response = await bare.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('npm run build');
      expect(response.body).toContain('尚未构建');
      expect((await bare.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
