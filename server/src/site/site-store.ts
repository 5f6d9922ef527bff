import fs from 'node:fs/promises';
import type { RemoteName, SiteConfig } from 'shared-contracts';
import { mergeSite, sitesFileSchema, type SitesFile } from './site-config-schema';

export interface SiteStore {
  /** The configuration for a request's host name (port ignored), falling back to `"*"`. */
  forHost(hostname: string | undefined): Promise<SiteConfig>;
  /** Reads and validates the file now (throws on a bad file). */
  load(): Promise<void>;
}

/**
 * sites.json, re-read when its mtime changes (one stat per lookup). A broken edit keeps the last good
 * version and is reported through `onError`.
 */
export function createSiteStore(options: {
  file: string;
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** The demo mode: every host's configuration says so (the 演示环境 strip). */
  demo: boolean;
  onError: (error: unknown) => void;
}): SiteStore {
  let cached: { mtimeMs: number; sites: SitesFile } | null = null;

  async function read(): Promise<SitesFile> {
    const stat = await fs.stat(options.file);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached.sites;
    const text = await fs.readFile(options.file, 'utf8');
    const parsed = sitesFileSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`${options.file}: ${parsed.error.issues[0]?.message}`);
    cached = { mtimeMs: stat.mtimeMs, sites: parsed.data };
    return parsed.data;
  }

  async function current(): Promise<SitesFile> {
    try {
      return await read();
    } catch (error) {
      if (!cached) throw error;
      options.onError(error);
      return cached.sites;
    }
  }

  return {
    async load() {
      await read();
    },
    async forHost(hostname) {
      const sites = await current();
      const host = normaliseHost(hostname);
      const site = mergeSite(sites.base, host ? sites.hosts.get(host) : undefined, options.remoteUrls);
      return options.demo ? { ...site, demo: true } : site;
    },
  };
}

/** `Shop.Example.com:8080` → `shop.example.com`; `[::1]:8080` → `::1`. */
export function normaliseHost(hostname: string | undefined): string {
  if (!hostname) return '';
  const host = hostname.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']') > 0 ? host.indexOf(']') : undefined);
  const colon = host.indexOf(':');
  return colon >= 0 && host.indexOf(':', colon + 1) < 0 ? host.slice(0, colon) : host;
}
