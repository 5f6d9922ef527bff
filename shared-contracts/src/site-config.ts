/** Site configuration per Host, injected by the server as `window.__SITE_CONFIG__` (DESIGN "Runtime composition"). */
/**
 * Every runtime remote. `admin` (the operator console, /admin) is mounted only by the main site: the
 * server drops it from every host entry of sites.json (server/src/site/site-config-schema.ts `mergeSite`).
 */
export const REMOTE_NAMES = ['storefront', 'purchase', 'usercenter', 'help', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface SiteContact {
  /** e.g. QQ or 微信 */
  type: string;
  name: string;
  value: string;
}

export interface SiteConfig {
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
  /** Route names hidden on this host (e.g. SubstationsJoin). */
  hidden_routes: string[];
  /** Remote name → manifest URL (absolute or relative to the page). A host may mount a subset. */
  remotes: Partial<Record<RemoteName, string>>;
  /** The server runs the demo mode (APP_ENV=development): every page shows a 演示环境 strip. Set by the server, never by sites.json. */
  demo?: boolean;
}

declare global {
  interface Window {
    __SITE_CONFIG__?: SiteConfig;
  }
}
