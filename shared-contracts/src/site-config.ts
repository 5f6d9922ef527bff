/** Site configuration per Host, injected by the server as `window.__SITE_CONFIG__` (DESIGN "Runtime composition"). */
/**
 * Every runtime remote. `admin` (the operator console, /admin) is mounted by every site: on the main site
 * it is the platform's console, on a 分站's domain its owner's, scoped to that site by the server (issue 32).
 * `supplier` (the supplier centre, /supplier-center, issue 33) is mounted by the main site only, never by a 分站.
 */
export const REMOTE_NAMES = ['storefront', 'purchase', 'usercenter', 'help', 'admin', 'supplier'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Each remote's name as pages say it (the host's 「…」模块 notices, the console's 站点与分站). */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  storefront: '商城',
  purchase: '下单',
  usercenter: '用户中心',
  help: '帮助中心',
  admin: '运营后台',
  supplier: '供应商中心',
};

export interface SiteContact {
  /** e.g. QQ or 微信 */
  type: string;
  name: string;
  value: string;
}

/**
 * A site's brand: what its pages show of it (the top bar, the service panel, the footer) and what the consoles
 * edit — the main site's 主站设置, a 分站 in 站点与分站, a 分站 owner's 站点设置.
 */
export interface SiteBrand {
  site_name: string;
  logo: string;
  contacts: SiteContact[];
  hotline: string;
  /** Text encoded into the customer-service QR code (e.g. a WeChat contact URL). */
  qrcode: string;
  footer: { copyright: string; icp: string };
  /**
   * article_switch: article routes from the content list (SPEC §2.1). goods_filter_*: which filters the
   * product selection dialog shows (SPEC §2.7; absent = shown).
   */
  flags: {
    article_switch: boolean;
    goods_filter_express?: boolean;
    goods_filter_province?: boolean;
    goods_filter_region?: boolean;
    goods_filter_category?: boolean;
  };
}

export interface SiteConfig extends SiteBrand {
  /** Route names hidden on this host (e.g. SubstationsJoin). */
  hidden_routes: string[];
  /** Remote name → manifest URL (absolute or relative to the page). A host may mount a subset. */
  remotes: Partial<Record<RemoteName, string>>;
  /** A 分站 the main site stopped (已停用): its pages show 该站点已停用 and it takes no orders. Absent when open. */
  stopped?: boolean;
  /** The server runs the demo mode (APP_ENV=development): every page shows a 演示环境 strip. Set by the server, never by sites.json. */
  demo?: boolean;
}

/** What a stopped 分站's pages show, and its refusals say (issue 32). */
export const SITE_STOPPED_TEXT = '该站点已停用';

declare global {
  interface Window {
    __SITE_CONFIG__?: SiteConfig;
  }
}
