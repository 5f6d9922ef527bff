import type { SiteConfig } from 'shared-contracts';
import { getSiteConfig } from 'shared-contracts/app';

/**
 * The server injects the Host's configuration into index.html. Under the webpack dev server
 * (which serves index.html itself) it is fetched from the API once instead.
 */
export async function loadSiteConfig(): Promise<SiteConfig> {
  if (!window.__SITE_CONFIG__) {
    try {
      const res = await fetch('/api/site/config');
      const body = await res.json();
      if (body.code === 0) window.__SITE_CONFIG__ = body.data;
    } catch {
      // the shell still renders with defaults; remotes will show their fallback
    }
  }
  return getSiteConfig();
}
