import { pageRoute, navRoutes, parseRouteId, pathNeedsAuth, routeByName, routePath, routesOfRemote, servesRoute } from './routes';

describe('route table (SPEC §2.1)', () => {
  it('navigation leaves out hidden routes and those a site hides', () => {
    expect(navRoutes().map((r) => r.fullPath)).toEqual(['/', '/gift-list', '/help-center', '/substations-join', '/user-center']);
    expect(navRoutes(['SubstationsJoin']).map((r) => r.name)).not.toContain('SubstationsJoin');
  });

  it('builds paths of named routes', () => {
    expect(routePath('packageList')).toBe('/user-center/package-list');
    expect(routePath('article', { id: 3 })).toBe('/help-center/article/3');
    expect(routePath('productDetail', { id: 'a/b' })).toBe('/product-detail/a%2Fb');
    expect(() => routePath('nope')).toThrow();
  });

  it('guards the user centre and favourites only', () => {
    expect(pathNeedsAuth('/collect')).toBe(true);
    expect(pathNeedsAuth('/user-center/wallet')).toBe(true);
    expect(pathNeedsAuth('/user-centerx')).toBe(false);
    expect(pathNeedsAuth('/gift-list')).toBe(false);
  });

  it('redirects parents to their default child and hides gift management', () => {
    expect(routeByName('helpCenter')?.redirect).toBe('/help-center/list');
    expect(routeByName('userCenter')?.redirect).toBe('/user-center/user-home');
    expect(routeByName('giftManage')).toMatchObject({ title: '礼品管理', hidden: true, redirect: '/user-center/gift-order' });
    expect(routeByName('giftOrder')).toMatchObject({ fullPath: '/user-center/gift-order', hidden: true, remote: 'usercenter' });
    expect(routeByName('giftSelected')).toMatchObject({ fullPath: '/user-center/gift-selected', hidden: true, remote: 'usercenter' });
  });

  it('assigns every page to a remote', () => {
    expect(routesOfRemote('purchase').map((r) => r.name)).toEqual(['delivery']);
    expect(routesOfRemote('storefront').map((r) => r.name)).toEqual(['home', 'giftList', 'shop', 'productDetail', 'collect']);
  });

  it('reads a numeric route id, and nothing else', () => {
    expect(parseRouteId('12')).toBe(12);
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '12a', '1234567890']) expect(parseRouteId(raw)).toBeNull();
  });

  it('says whether a Host serves a route: not hidden, and it and every route above it mounted', () => {
    const full = { hidden_routes: [], remotes: { storefront: 's', purchase: 'p', usercenter: 'u', help: 'h' } };
    const shopOnly = { hidden_routes: [], remotes: { storefront: 's', purchase: 'p' } };
    expect(servesRoute(full, 'packageList')).toBe(true);
    expect(servesRoute(shopOnly, 'giftList')).toBe(true);
    expect(servesRoute(shopOnly, 'helpCenter')).toBe(false);
    // 立即发货 is rendered by purchase, but lives under the user centre
    expect(servesRoute(shopOnly, 'delivery')).toBe(false);
    expect(servesRoute({ ...full, hidden_routes: ['SubstationsJoin'] }, 'SubstationsJoin')).toBe(false);
    expect(servesRoute({ ...full, hidden_routes: ['userCenter'] }, 'wallet')).toBe(false);
    expect(servesRoute(full, 'noSuchRoute')).toBe(false);
    // the 404 page has no remote: every Host serves it
    expect(servesRoute(shopOnly, 'notFound')).toBe(true);
  });

  it('the operator console: remote admin, outside the shop navigation and the shop login, in the console frame', () => {
    expect(routesOfRemote('admin').map((r) => [r.name, r.fullPath])).toEqual([
      ['adminLogin', '/admin/login'],
      ['adminPassword', '/admin/password'],
      ['adminConsole', '/admin'],
      ['adminOverview', '/admin'],
      ['adminOrders', '/admin/orders'],
      ['adminSitePricing', '/admin/pricing'],
      ['adminSiteSettings', '/admin/site-settings'],
      ['adminEarnings', '/admin/earnings'],
      ['adminApplications', '/admin/site-applications'],
      ['adminGoods', '/admin/goods'],
      ['adminCouriers', '/admin/couriers'],
      ['adminShops', '/admin/shops'],
      ['adminCategories', '/admin/categories'],
      ['adminSuppliers', '/admin/suppliers'],
      ['adminSupplierApplications', '/admin/supplier-applications'],
      ['adminSupplierRequests', '/admin/supplier-requests'],
      ['adminSupplierSettlement', '/admin/supplier-settlement'],
      ['adminSupplierPerformance', '/admin/supplier-performance'],
      ['adminNotice', '/admin/notice'],
      ['adminBanners', '/admin/banners'],
      ['adminHomeBlocks', '/admin/home-blocks'],
      ['adminArticles', '/admin/articles'],
      ['adminUsers', '/admin/users'],
      ['adminGroups', '/admin/groups'],
      ['adminSites', '/admin/sites'],
      ['adminAdjustments', '/admin/adjustments'],
      ['adminWithdrawals', '/admin/withdrawals'],
      ['adminCommissions', '/admin/commissions'],
      ['adminPromotion', '/admin/promotion'],
      ['adminPlatformShare', '/admin/platform-share'],
      ['adminFinance', '/admin/finance'],
      ['adminReconciliation', '/admin/reconciliation'],
      ['adminCompensations', '/admin/compensations'],
      ['adminWorkOrders', '/admin/work-orders'],
      ['adminOperators', '/admin/operators'],
      ['adminAudit', '/admin/audit'],
    ]);
    expect(navRoutes().map((r) => r.name)).not.toContain('adminConsole');
    for (const path of ['/admin', '/admin/login', '/admin/audit']) {
      expect(pathNeedsAuth(path)).toBe(false);
      expect(pageRoute(path)?.remote).toBe('admin');
    }
    expect(routeByName('adminConsole')?.layout).toBe('console');
    expect(servesRoute({ hidden_routes: [], remotes: { storefront: 's' } }, 'adminAudit')).toBe(false);
    expect(servesRoute({ hidden_routes: [], remotes: { admin: 'a' } }, 'adminAudit')).toBe(true);
  });

  it('the supplier centre (issue 33): remote supplier under /supplier-center, outside the shop navigation and the shop login, in the console frame', () => {
    expect(routesOfRemote('supplier').map((r) => [r.name, r.fullPath])).toEqual([
      ['supplierPassword', '/supplier-center/password'],
      ['supplierCenter', '/supplier-center'],
      ['supplierWorkbench', '/supplier-center'],
      ['supplierGoods', '/supplier-center/goods'],
      ['supplierParcels', '/supplier-center/parcels'],
      ['supplierSettlement', '/supplier-center/settlement'],
    ]);
    expect(navRoutes().map((r) => r.name)).not.toContain('supplierCenter');
    for (const path of ['/supplier-center', '/supplier-center/', '/supplier-center/parcels', '/supplier-center/password']) {
      expect(pathNeedsAuth(path)).toBe(false);
      expect(pageRoute(path)?.remote).toBe('supplier');
    }
    expect(pageRoute('/supplier-center/nothing')).toBeNull();
    expect(routeByName('supplierCenter')?.layout).toBe('console');
    expect(routeByName('supplierPassword')?.layout).toBe('console');
    // a Host that does not mount it (every 分站) does not serve it
    expect(servesRoute({ hidden_routes: [], remotes: { storefront: 's', admin: 'a' } }, 'supplierParcels')).toBe(false);
    expect(servesRoute({ hidden_routes: [], remotes: { supplier: 'x' } }, 'supplierParcels')).toBe(true);
  });
});
