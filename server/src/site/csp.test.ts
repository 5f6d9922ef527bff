import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, openTestDb, tempDir, type TestDb } from '../test-support/harness';
import { contentSecurityPolicy, remoteSources, withNonce } from './csp';

/** The policy as a map: directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('policy', () => {
  it('allows the remotes’ origins: relative manifests are our own origin, absolute ones add theirs', () => {
    expect(
      remoteSources({
        storefront: '/remotes/storefront/mf-manifest.json',
        help: 'https://cdn.example.com/help/1.4.2/mf-manifest.json',
        purchase: 'https://cdn.example.com:8443/purchase/mf-manifest.json',
        usercenter: '//static.example.net/uc/mf-manifest.json',
      }),
    ).toEqual(['https://cdn.example.com', 'https://cdn.example.com:8443', 'static.example.net']);
    // nothing that is not an http(s) URL widens the policy
    expect(remoteSources({ help: "javascript:alert(1)", storefront: "https://x.example.com'; script-src *" as string, purchase: 'data:text/javascript,1' })).toEqual([]);
  });

  it('is strict: nonce for inline code, no unsafe-inline or unsafe-eval, and the fixed directives', () => {
    const policy = contentSecurityPolicy({ remotes: { help: 'https://cdn.example.com/help/mf-manifest.json' } }, 'abc123==');
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(directives(policy)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", 'https://cdn.example.com', "'nonce-abc123=='"],
      'style-src': ["'self'", 'https://cdn.example.com', "'nonce-abc123=='"],
      'img-src': ["'self'", 'https://cdn.example.com', 'data:', 'blob:'],
      'font-src': ["'self'", 'https://cdn.example.com', 'data:'],
      'connect-src': ["'self'", 'https://cdn.example.com'],
      'worker-src': ["'self'", 'https://cdn.example.com', 'blob:'],
      'frame-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'self'"],
      'form-action': ["'self'"],
    });
  });

  it('puts the nonce on every script and style element of the template', () => {
    expect(withNonce('<script>a</script><script src="/m.js"></script><style>b</style><scripts><link rel="icon">', 'n1')).toBe(
      '<script nonce="n1">a</script><script nonce="n1" src="/m.js"></script><style nonce="n1">b</style><scripts><link rel="icon">',
    );
  });
});

describe('headers on the wire', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let proxied: FastifyInstance;

  beforeAll(async () => {
    testDb = await openTestDb();
    const root = tempDir('csp-root-');
    fs.mkdirSync(path.join(root, 'host/dist'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'host/dist/index.html'),
      '<!doctype html><html><head><script>window.__SITE_CONFIG__=null</script><style>body{margin:0}</style><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>',
    );
    const config = { staticRoot: root, remoteUrls: { help: 'https://cdn.example.com/help/mf-manifest.json' } };
    app = await buildTestApp(testDb, { config });
    proxied = await buildTestApp(testDb, { config: { ...config, trustProxy: ['127.0.0.1'] } });
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
    await testDb.close();
  });

  const get = (server: FastifyInstance, url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    server.inject({ method: 'GET', url, headers, remoteAddress });

  it('every page carries a CSP whose nonce is on each inline script and style, fresh per request', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/index.html', '/help-center/list', '/no/such/page']) {
      const response = await get(app, url);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const policy = String(response.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(directives(policy)['style-src']).toContain(`'nonce-${nonce}'`);
      expect(directives(policy)['script-src']).toEqual(["'self'", 'https://cdn.example.com', `'nonce-${nonce}'`]);
      expect(directives(policy)['connect-src']).toContain('https://cdn.example.com');
      const tags = response.body.match(/<(script|style)\b[^>]*>/g) ?? [];
      expect(tags).toHaveLength(3);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(4);
  });

  it('the page shown before the site is built has one too', async () => {
    const bare = await buildTestApp(testDb, { config: { staticRoot: tempDir() } });
    try {
      const response = await get(bare, '/');
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(response.body).toContain(`<style nonce="${nonce}">`);
      expect(response.body).not.toMatch(/ style=/);
    } finally {
      await bare.close();
    }
  });

  it('the API documentation page carries its own CSP', async () => {
    const response = await get(app, '/api/docs');
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-security-policy'])).toMatch(/script-src 'self'/);
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('HSTS only over HTTPS: never on plain http, never on a forged X-Forwarded-Proto', async () => {
    expect((await get(app, '/')).headers['strict-transport-security']).toBeUndefined();
    // no proxy trusted: the header is the client's word, ignored
    expect((await get(app, '/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
    // a trusted proxy says the client came over https
    for (const url of ['/', '/api/site/config']) {
      expect((await get(proxied, url, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe('max-age=31536000');
    }
    expect((await get(proxied, '/', { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
    // the same header from an address that is not the proxy
    expect((await get(proxied, '/', { 'x-forwarded-proto': 'https' }, '203.0.113.5')).headers['strict-transport-security']).toBeUndefined();
  });
});
