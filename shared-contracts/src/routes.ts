import type { RemoteName, SiteConfig } from './site-config';

/**
 * The route table (SPEC §2.1). The host builds its router from it; `remote` names the runtime remote
 * whose `./routes` module renders the page registered under `name`. Children paths are relative.
 */
export interface RouteDef {
  name: string;
  path: string;
  title: string;
  remote?: RemoteName;
  /** Hidden from the top-bar navigation and menus. */
  hidden?: boolean;
  /** Needs the user-token cookie; otherwise the login dialog opens with this path remembered. */
  auth?: boolean;
  /** Index redirect (for a route with children) or plain redirect (for a leaf). */
  redirect?: string;
  /**
   * `console`: the frame of the operator console and the supplier centre — the host renders the page without
   * the shop's top bar, footer, service panel and dialogs (the remote draws its own layout). Default: the shop's shell.
   */
  layout?: 'console';
  children?: RouteDef[];
}

export const routes: RouteDef[] = [
  { name: 'home', path: '/', title: '首页', remote: 'storefront' },
  { name: 'giftList', path: '/gift-list', title: '全部商品', remote: 'storefront' },
  { name: 'shop', path: '/shop/:id', title: '店铺商品', remote: 'storefront', hidden: true },
  { name: 'productDetail', path: '/product-detail/:id', title: '商品详情', remote: 'storefront', hidden: true },
  {
    name: 'helpCenter',
    path: '/help-center',
    title: '帮助中心',
    remote: 'help',
    redirect: '/help-center/list',
    children: [
      { name: 'helpList', path: 'list', title: '常见问题', remote: 'help' },
      { name: 'article', path: 'article/:id', title: '帮助文章', remote: 'help' },
    ],
  },
  { name: 'SubstationsJoin', path: '/substations-join', title: '分站加盟', remote: 'help' },
  { name: 'collect', path: '/collect', title: '我的收藏', remote: 'storefront', auth: true, hidden: true },
  {
    name: 'userCenter',
    path: '/user-center',
    title: '用户中心',
    remote: 'usercenter',
    auth: true,
    redirect: '/user-center/user-home',
    children: [
      { name: 'delivery', path: 'delivery', title: '立即发货', remote: 'purchase' },
      { name: 'userHome', path: 'user-home', title: '工作台', remote: 'usercenter' },
      { name: 'packageList', path: 'package-list', title: '包裹列表', remote: 'usercenter' },
      { name: 'orderList', path: 'order-list', title: '订单列表', remote: 'usercenter' },
      { name: 'merchantNews', path: 'merchant-news', title: '工单管理', remote: 'usercenter' },
      { name: 'shopManage', path: 'shop-manage', title: '店铺管理', remote: 'usercenter' },
      { name: 'wallet', path: 'wallet', title: '我的钱包', remote: 'usercenter' },
      { name: 'authentication', path: 'authentication', title: '实名认证', remote: 'usercenter' },
      { name: 'upgradeVip', path: 'upgrade-vip', title: '升级VIP', remote: 'usercenter' },
      { name: 'popMoney', path: 'pop-money', title: '推广赚钱', remote: 'usercenter' },
      { name: 'api', path: 'api', title: 'API设置', remote: 'usercenter' },
      // 礼品管理 (hidden): its group path redirects to 我的礼品; the two pages keep SPEC's paths
      { name: 'giftManage', path: 'gift', title: '礼品管理', hidden: true, redirect: '/user-center/gift-order' },
      { name: 'giftOrder', path: 'gift-order', title: '我的礼品', remote: 'usercenter', hidden: true },
      { name: 'giftSelected', path: 'gift-selected', title: '已选礼品', remote: 'usercenter', hidden: true },
    ],
  },
  // 运营后台 (issue 20): remote-admin; the operator's own sign-in, not the shop user's. On a 分站's domain it is
  // the 分站 owner's console (issue 32), scoped to that site by the server
  { name: 'adminLogin', path: '/admin/login', title: '运营后台登录', remote: 'admin', hidden: true, layout: 'console' },
  { name: 'adminPassword', path: '/admin/password', title: '修改初始密码', remote: 'admin', hidden: true, layout: 'console' },
  {
    name: 'adminConsole',
    path: '/admin',
    title: '运营后台',
    remote: 'admin',
    hidden: true,
    layout: 'console',
    children: [
      { name: 'adminOverview', path: '', title: '概览', remote: 'admin' },
      { name: 'adminOrders', path: 'orders', title: '订单与包裹', remote: 'admin' },
      { name: 'adminSitePricing', path: 'pricing', title: '商品定价', remote: 'admin' },
      { name: 'adminSiteSettings', path: 'site-settings', title: '站点设置', remote: 'admin' },
      { name: 'adminEarnings', path: 'earnings', title: '收益与提现', remote: 'admin' },
      { name: 'adminApplications', path: 'site-applications', title: '分站申请', remote: 'admin' },
      { name: 'adminGoods', path: 'goods', title: '商品', remote: 'admin' },
      { name: 'adminCouriers', path: 'couriers', title: '快递', remote: 'admin' },
      { name: 'adminShops', path: 'shops', title: '供货店铺', remote: 'admin' },
      { name: 'adminCategories', path: 'categories', title: '商品分类', remote: 'admin' },
      // 供应商 (issue 33): the main console's supply side (main-site roles only)
      { name: 'adminSuppliers', path: 'suppliers', title: '供应商', remote: 'admin' },
      { name: 'adminSupplierApplications', path: 'supplier-applications', title: '供应商入驻', remote: 'admin' },
      { name: 'adminSupplierRequests', path: 'supplier-requests', title: '供货价审核', remote: 'admin' },
      { name: 'adminSupplierSettlement', path: 'supplier-settlement', title: '供应商结算', remote: 'admin' },
      { name: 'adminSupplierPerformance', path: 'supplier-performance', title: '发货时效', remote: 'admin' },
      { name: 'adminNotice', path: 'notice', title: '公告', remote: 'admin' },
      { name: 'adminBanners', path: 'banners', title: '轮播图', remote: 'admin' },
      { name: 'adminHomeBlocks', path: 'home-blocks', title: '首页布局', remote: 'admin' },
      { name: 'adminArticles', path: 'articles', title: '帮助文章', remote: 'admin' },
      { name: 'adminUsers', path: 'users', title: '用户', remote: 'admin' },
      { name: 'adminGroups', path: 'groups', title: '会员等级与充值', remote: 'admin' },
      { name: 'adminSites', path: 'sites', title: '站点与分站', remote: 'admin' },
      { name: 'adminAdjustments', path: 'adjustments', title: '资金调整', remote: 'admin' },
      { name: 'adminWithdrawals', path: 'withdrawals', title: '提现审核', remote: 'admin' },
      { name: 'adminCommissions', path: 'commissions', title: '佣金记录', remote: 'admin' },
      { name: 'adminPromotion', path: 'promotion', title: '推广设置', remote: 'admin' },
      { name: 'adminPlatformShare', path: 'platform-share', title: '平台收益', remote: 'admin' },
      { name: 'adminFinance', path: 'finance', title: '财务报表', remote: 'admin' },
      // 对账 (issue 34): each payment gateway's bill against our top-ups (money.read)
      { name: 'adminReconciliation', path: 'reconciliation', title: '对账', remote: 'admin' },
      { name: 'adminCompensations', path: 'compensations', title: '赔付记录', remote: 'admin' },
      { name: 'adminWorkOrders', path: 'work-orders', title: '工单', remote: 'admin' },
      { name: 'adminOperators', path: 'operators', title: '操作员', remote: 'admin' },
      { name: 'adminAudit', path: 'audit', title: '审计日志', remote: 'admin' },
    ],
  },
  // 供应商中心 (issue 33): remote-supplier, main site only. The supplier signs in through the shop's login dialog
  // with 供应商 chosen, but its token is its own (cookie on /supplier-center), not the shop user's
  { name: 'supplierPassword', path: '/supplier-center/password', title: '修改密码', remote: 'supplier', hidden: true, layout: 'console' },
  {
    name: 'supplierCenter',
    path: '/supplier-center',
    title: '供应商中心',
    remote: 'supplier',
    hidden: true,
    layout: 'console',
    children: [
      { name: 'supplierWorkbench', path: '', title: '工作台', remote: 'supplier' },
      { name: 'supplierGoods', path: 'goods', title: '商品', remote: 'supplier' },
      { name: 'supplierParcels', path: 'parcels', title: '待发货', remote: 'supplier' },
      { name: 'supplierSettlement', path: 'settlement', title: '结算', remote: 'supplier' },
    ],
  },
  { name: 'notFound', path: '/404', title: '页面不存在', hidden: true },
];

export interface FlatRoute extends RouteDef {
  fullPath: string;
  parent?: string;
}

function join(parent: string, child: string): string {
  // an empty child path is the parent's own page (e.g. /admin's 概览 inside the console layout)
  if (child === '') return parent;
  return child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;
}

/** Every route with its absolute path, depth-first. */
export function flattenRoutes(table: RouteDef[] = routes, parent?: FlatRoute): FlatRoute[] {
  return table.flatMap((r) => {
    const flat: FlatRoute = { ...r, fullPath: parent ? join(parent.fullPath, r.path) : r.path, parent: parent?.name };
    return [flat, ...(r.children ? flattenRoutes(r.children, flat) : [])];
  });
}

const byName = new Map(flattenRoutes().map((r) => [r.name, r]));

/** Absolute path of a named route, with `:params` filled in. */
export function routePath(name: string, params: Record<string, string | number> = {}): string {
  const route = byName.get(name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route.fullPath.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

export function routeByName(name: string): FlatRoute | undefined {
  return byName.get(name);
}

/**
 * Whether a Host serves a route: neither it nor a route above it is hidden by the site, and every
 * remote that renders it or a route above it is mounted there (a sub-station may mount a subset).
 * Links to a route it does not serve are not shown.
 */
export function servesRoute(site: Pick<SiteConfig, 'hidden_routes' | 'remotes'>, route: RouteDef | string): boolean {
  let current: FlatRoute | undefined = typeof route === 'string' ? byName.get(route) : byName.get(route.name);
  if (!current) return false;
  while (current) {
    if (site.hidden_routes.includes(current.name) || (current.remote && !site.remotes[current.remote])) return false;
    current = current.parent ? byName.get(current.parent) : undefined;
  }
  return true;
}

/** Top-bar navigation: top-level routes not hidden, minus those the site hides. */
export function navRoutes(hiddenOnSite: string[] = []): FlatRoute[] {
  return flattenRoutes().filter((r) => !r.parent && !r.hidden && !hiddenOnSite.includes(r.name));
}

/** Routes a remote renders (what its `./routes` module must provide pages for). */
export function routesOfRemote(remote: RemoteName): FlatRoute[] {
  return flattenRoutes().filter((r) => r.remote === remote);
}

let pagePatterns: { route: FlatRoute; pattern: RegExp }[] | null = null;

/** The route of the table an absolute path is a page of (`:params` match one segment), or null; the server answers other paths 404. */
export function pageRoute(pathname: string): FlatRoute | null {
  pagePatterns ??= flattenRoutes().map((route) => ({ route, pattern: new RegExp(`^${route.fullPath.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`) }));
  return pagePatterns.find(({ pattern }) => pattern.test(pathname))?.route ?? null;
}

/** Whether an absolute path needs login (SPEC: /user-center/* and /collect). */
export function pathNeedsAuth(pathname: string): boolean {
  return flattenRoutes().some(
    (r) => r.auth && (pathname === r.fullPath || pathname.startsWith(`${r.fullPath}/`)),
  );
}

/** A route's numeric `:id` (goods, shop, article): a positive integer, else null — the page shows its not-found state and asks nothing. */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
