import type { SiteConfig } from 'shared-contracts';
import { mergeSite, sitesFileSchema } from './site-config-schema';

const BASE: SiteConfig = {
  site_name: '礼品代发商城',
  logo: '/logo.svg',
  contacts: [],
  hotline: '400-800-1234',
  qrcode: '',
  footer: { copyright: '© 2026 礼品代发商城', icp: '浙ICP备2026000001号' },
  flags: { article_switch: false },
  hidden_routes: [],
  remotes: {
    storefront: '/remotes/storefront/mf-manifest.json',
    purchase: '/remotes/purchase/mf-manifest.json',
    usercenter: '/remotes/usercenter/mf-manifest.json',
    help: '/remotes/help/mf-manifest.json',
  },
};

describe('a host entry over "*"', () => {
  it('mounts the main site\'s operator console (admin) on every host — a 分站\'s owner console — whatever the host lists', () => {
    const main = { ...BASE, remotes: { ...BASE.remotes, admin: '/remotes/admin/mf-manifest.json' } };
    const env = { admin: 'https://cdn.example.com/admin/1.0.0/mf-manifest.json' };
    expect(mergeSite(main, undefined, {}).remotes.admin).toBe('/remotes/admin/mf-manifest.json');
    expect(mergeSite(main, undefined, env).remotes.admin).toBe(env.admin);
    // inherited from "*"
    expect(mergeSite(main, { site_name: '杭州分站' }, env).remotes).toEqual({ ...BASE.remotes, admin: env.admin });
    // a host listing its own remotes still gets the main site's console, never an address of its own
    const listed = mergeSite(main, { remotes: { storefront: BASE.remotes.storefront, admin: 'https://evil.example.com/mf-manifest.json' } }, {});
    expect(listed.remotes).toEqual({ storefront: BASE.remotes.storefront, admin: '/remotes/admin/mf-manifest.json' });
    // a main site without the console gives none to its 分站
    expect(mergeSite(BASE, {}, {}).remotes.admin).toBeUndefined();
  });

  it('mounts the supplier centre (supplier) on the main site only: never on a 分站, whatever it lists or inherits (issue 33)', () => {
    const main = { ...BASE, remotes: { ...BASE.remotes, supplier: '/remotes/supplier/mf-manifest.json' } };
    const env = { supplier: 'https://cdn.example.com/supplier/1.0.0/mf-manifest.json' };
    expect(mergeSite(main, undefined, {}).remotes.supplier).toBe('/remotes/supplier/mf-manifest.json');
    expect(mergeSite(main, undefined, env).remotes.supplier).toBe(env.supplier);
    // inherited from "*": everything but the supplier centre
    expect(mergeSite(main, { site_name: '杭州分站' }, env).remotes).toEqual(BASE.remotes);
    // listed by the host itself: still not
    expect(mergeSite(main, { remotes: { storefront: BASE.remotes.storefront, supplier: '/remotes/supplier/mf-manifest.json' } }, env).remotes).toEqual({ storefront: BASE.remotes.storefront });
  });

  it('without remotes, mounts the default’s', () => {
    expect(mergeSite(BASE, { site_name: '杭州分站' }, {}).remotes).toEqual(BASE.remotes);
  });

  it('with remotes, mounts exactly those: a sub-station drops the others', () => {
    const site = mergeSite(BASE, { remotes: { storefront: BASE.remotes.storefront, purchase: BASE.remotes.purchase } }, {});
    expect(site.remotes).toEqual({ storefront: BASE.remotes.storefront, purchase: BASE.remotes.purchase });
  });

  it('has its own logo and name, and keeps the default’s other fields', () => {
    const site = mergeSite(BASE, { site_name: '宁波分站', logo: '/logos/nb.svg', footer: { icp: '浙ICP备2026000002号' } }, {});
    expect(site).toMatchObject({ site_name: '宁波分站', logo: '/logos/nb.svg', hotline: BASE.hotline });
    expect(site.footer).toEqual({ copyright: BASE.footer.copyright, icp: '浙ICP备2026000002号' });
  });

  it('REMOTE_<NAME>_URL re-points a remote a host mounts and never adds one back', () => {
    const env = { help: 'https://cdn.example.com/help/1.4.2/mf-manifest.json', purchase: 'https://cdn.example.com/purchase/2.0.0/mf-manifest.json' };
    expect(mergeSite(BASE, undefined, env).remotes).toEqual({ ...BASE.remotes, ...env });
    const sub = mergeSite(BASE, { remotes: { storefront: BASE.remotes.storefront, purchase: BASE.remotes.purchase } }, env);
    expect(sub.remotes).toEqual({ storefront: BASE.remotes.storefront, purchase: env.purchase });
    expect(sub.remotes.help).toBeUndefined();
    // nor to a default that does not mount it
    const { help: _help, ...withoutHelp } = BASE.remotes;
    expect(mergeSite({ ...BASE, remotes: withoutHelp }, undefined, env).remotes.help).toBeUndefined();
  });

  it('the sites file accepts a host that lists a subset of remotes, and refuses an unknown remote name', () => {
    const parsed = sitesFileSchema.parse({ '*': BASE, 'nb.gift.example.com': { remotes: { storefront: '/remotes/storefront/mf-manifest.json' } } });
    expect(parsed.hosts.get('nb.gift.example.com')?.remotes).toEqual({ storefront: '/remotes/storefront/mf-manifest.json' });
    expect(sitesFileSchema.safeParse({ '*': BASE, x: { remotes: { shop: '/x.json' } } }).success).toBe(false);
  });
});
