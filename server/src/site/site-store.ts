import fs from 'node:fs/promises';
import type { SiteConfig } from 'shared-contracts';
import { sitesFileSchema, type SitesFile } from './site-config-schema';

export interface SiteStore {
  /** The configuration for a request's host name (port ignored), falling back to `"*"`. */
  forHost(hostname: string | undefined): Promise<SiteConfig>;
  /** Reads and validates the sites now (throws when the main site's configuration is missing or invalid). */
  load(): Promise<void>;
  /** Forgets what was read: the next `forHost` reads the sites again (after a change). */
  invalidate(): void;
}

/**
 * SITES_FILE (sites.json) read and validated: since issue 20 only the seed of the `sites` table on the
 * first start (site/site-db-store.ts); afterwards the operator console is where sites are edited.
 */
export async function readSitesFile(file: string): Promise<SitesFile> {
  const text = await fs.readFile(file, 'utf8');
  const parsed = sitesFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** `Shop.Example.com:8080` → `shop.example.com`; `[::1]:8080` → `::1`. */
export function normaliseHost(hostname: string | undefined): string {
  if (!hostname) return '';
  const host = hostname.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']') > 0 ? host.indexOf(']') : undefined);
  const colon = host.indexOf(':');
  return colon >= 0 && host.indexOf(':', colon + 1) < 0 ? host.slice(0, colon) : host;
}
