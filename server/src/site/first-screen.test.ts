import type { RemoteName, SiteConfig } from 'shared-contracts';
import { firstScreenPreloads, hasTokenCookie, withPreloads } from './first-screen';

const SITE: Pick<SiteConfig, 'hidden_routes' | 'remotes' | 'stopped'> = {
  hidden_routes: [],
  remotes: {
    storefront: '/remotes/storefront/mf-manifest.json',
    usercenter: '/remotes/usercenter/mf-manifest.json',
    purchase: 'https://cdn.example.com/purchase/mf-manifest.json',
  },
};

/** A built remote's manifest, as the federation plugin writes it (the fields read). */
const manifest = (pages: string[]) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'routes', assets: { js: { sync: ['__federation_expose_routes.e57cf2f0.js'], async: [...pages, '6054.030d3900.js', 'xlsx.2f2e63db.js'] } } },
  ],
});
const built = async (remote: RemoteName) =>
  remote === 'storefront'
    ? manifest(['page-home.11482463.js', 'page-gift-list.36921401.js'])
    : remote === 'usercenter'
    ? manifest(['page-user-center.1a2b3c4d.js', 'page-user-home.5e6f7a8b.js'])
    : null;

describe('what the first screen of a page needs, preloaded with the page', () => {
  it('home: the storefront manifest, entry, routes module and home chunk', async () => {
    expect(await firstScreenPreloads('/', SITE, false, built)).toEqual([
      { href: '/remotes/storefront/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/storefront/remoteEntry.js', as: 'script' },
      { href: '/remotes/storefront/__federation_expose_routes.e57cf2f0.js', as: 'script' },
      { href: '/remotes/storefront/page-home.11482463.js', as: 'script' },
    ]);
  });

  it('another page: its own chunk', async () => {
    expect((await firstScreenPreloads('/gift-list', SITE, false, built)).map((p) => p.href)).toEqual([
      '/remotes/storefront/mf-manifest.json',
      '/remotes/storefront/remoteEntry.js',
      '/remotes/storefront/__federation_expose_routes.e57cf2f0.js',
      '/remotes/storefront/page-gift-list.36921401.js',
    ]);
  });

  it('a page behind login: nothing without a token; with one, the page and its layout, and a remote on another origin only by its manifest', async () => {
    expect(await firstScreenPreloads('/user-center/user-home', SITE, false, built)).toEqual([]);
    expect((await firstScreenPreloads('/user-center/user-home', SITE, true, built)).map((p) => p.href)).toEqual([
      '/remotes/usercenter/mf-manifest.json',
      '/remotes/usercenter/remoteEntry.js',
      '/remotes/usercenter/__federation_expose_routes.e57cf2f0.js',
      '/remotes/usercenter/page-user-center.1a2b3c4d.js',
      '/remotes/usercenter/page-user-home.5e6f7a8b.js',
    ]);
    expect((await firstScreenPreloads('/user-center/delivery', SITE, true, built)).map((p) => p.href)).toEqual([
      'https://cdn.example.com/purchase/mf-manifest.json',
      '/remotes/usercenter/mf-manifest.json',
      '/remotes/usercenter/remoteEntry.js',
      '/remotes/usercenter/__federation_expose_routes.e57cf2f0.js',
      '/remotes/usercenter/page-user-center.1a2b3c4d.js',
    ]);
  });

  it('nothing for a page the site does not serve, an unknown path, a stopped site, or a remote not built here', async () => {
    expect(await firstScreenPreloads('/gift-list', { ...SITE, hidden_routes: ['giftList'] }, false, built)).toEqual([]);
    expect(await firstScreenPreloads('/help-center/list', SITE, false, built)).toEqual([]);
    expect(await firstScreenPreloads('/no-such-page', SITE, false, built)).toEqual([]);
    expect(await firstScreenPreloads('/', { ...SITE, stopped: true }, false, built)).toEqual([]);
    expect((await firstScreenPreloads('/gift-list', SITE, false, async () => null)).map((p) => p.href)).toEqual(['/remotes/storefront/mf-manifest.json']);
  });

  it('as <link> elements before </head>, attribute values escaped; a fetch preload carries crossorigin, a script none', () => {
    const html = withPreloads('<html><head><title>t</title></head><body></body></html>', [
      { href: '/remotes/storefront/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/storefront/remoteEntry.js?a="b"&c=<d>', as: 'script' },
    ]);
    expect(html).toBe(
      '<html><head><title>t</title><link rel="preload" href="/remotes/storefront/mf-manifest.json" as="fetch" crossorigin>' +
        '<link rel="preload" href="/remotes/storefront/remoteEntry.js?a=&quot;b&quot;&amp;c=&lt;d&gt;" as="script"></head><body></body></html>',
    );
    expect(withPreloads('<head></head>', [])).toBe('<head></head>');
  });

  it('knows a signed-in visitor by the token cookie', () => {
    expect(hasTokenCookie('a=1; user-token=abc; b=2')).toBe(true);
    expect(hasTokenCookie('user-token=abc')).toBe(true);
    expect(hasTokenCookie('user-token=; a=1')).toBe(false);
    expect(hasTokenCookie('other-user-token=abc')).toBe(false);
    expect(hasTokenCookie(undefined)).toBe(false);
  });
});
