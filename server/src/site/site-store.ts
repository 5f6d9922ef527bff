import fs from 'node:fs/promises';
import type { SiteConfig, SitePricing } from 'shared-contracts';
import { sitesFileSchema, type SitesFile } from './site-config-schema';

/**
 * A site as a request, a price and a booking see it (issue 32): the main site, or a 分站 with its terms.
 * Every request has one, from its Host (`request.site`, plugins/app/auth.ts); a member's is the site they
 * registered on; an operator's the site whose console they sign in to.
 */
export interface SiteRecord {
  id: number;
  isMain: boolean;
  /** a stopped 分站 takes no orders and shows 该站点已停用 */
  status: 'active' | 'stopped';
  /** a 分站's cost and markup; null on the main site (its list prices) */
  pricing: SitePricing | null;
  /** days after dispatch a 分站's margin stays frozen */
  freezeDays: number;
  /** a 分站's own 推广 rate, basis points */
  commissionBp: number;
  /** a 分站's domains ([] for the main site: it answers every other host) */
  domains: string[];
  /** what its pages get (the main site's merged under a 分站's own) */
  config: SiteConfig;
}

export interface SiteStore {
  /** The configuration for a request's host name (port ignored), falling back to `"*"`. */
  forHost(hostname: string | undefined): Promise<SiteConfig>;
  /** The site of a request's host name: the 分站 that claims the domain, else the main site. */
  siteFor(hostname: string | undefined): Promise<SiteRecord>;
  /** A site by id (a member's, an operator's); undefined when unknown or left out as invalid. */
  byId(id: number): Promise<SiteRecord | undefined>;
  main(): Promise<SiteRecord>;
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
