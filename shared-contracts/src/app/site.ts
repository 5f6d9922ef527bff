import type { SiteConfig } from '../site-config';

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  site_name: '礼品代发商城',
  logo: '/logo.svg',
  contacts: [],
  hotline: '',
  qrcode: '',
  footer: { copyright: '', icp: '' },
  flags: { article_switch: false },
  hidden_routes: [],
  remotes: {},
};

/** The site configuration the server injected for this Host, merged over defaults. */
export function getSiteConfig(): SiteConfig {
  const injected = typeof window === 'undefined' ? undefined : window.__SITE_CONFIG__;
  return { ...DEFAULT_SITE_CONFIG, ...injected, flags: { ...DEFAULT_SITE_CONFIG.flags, ...injected?.flags } };
}
