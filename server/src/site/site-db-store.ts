import type { RemoteName } from 'shared-contracts';
import { siteDomain } from 'shared-contracts/admin/rules';
import type { Repositories } from '../repositories';
import { mainSiteSchema, mergeSite, siteOverrideSchema, type SiteOverride, type SitesFile } from './site-config-schema';
import { normaliseHost, readSitesFile, type SiteStore } from './site-store';

/** How long a process keeps the sites it read when no change notification came (a missed one, say). */
export const SITES_TTL_MS = 30_000;

/**
 * The sites from the database (migration 0016), behind the same `forHost` the pages, the CSP and
 * GET /api/site/config always used. Read once and kept in process memory; dropped on `invalidate()` —
 * which every process calls when NOTIFY sites_changed arrives (plugins/app/sites.ts) — and at the latest
 * after `ttlMs`. A read that fails keeps the last good sites and is reported through `onError`; a
 * sub-station whose stored configuration does not validate is left out (and reported), never the page.
 */
export function createDbSiteStore(options: {
  repos: Pick<Repositories, 'sites'>;
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** The demo mode: every host's configuration says so (the 演示环境 strip). */
  demo: boolean;
  onError: (error: unknown) => void;
  ttlMs?: number;
}): SiteStore {
  const ttlMs = options.ttlMs ?? SITES_TTL_MS;
  let cached: { at: number; sites: SitesFile } | null = null;
  let generation = 0;
  let loading: { generation: number; promise: Promise<SitesFile> } | null = null;

  async function read(): Promise<SitesFile> {
    const rows = await options.repos.sites.all();
    const main = rows.find((row) => row.is_main);
    if (!main) throw new Error('sites: the main site is missing (the table is seeded from SITES_FILE on the first start)');
    const base = mainSiteSchema.safeParse(main.config);
    if (!base.success) throw new Error(`sites: the main site's configuration is invalid: ${base.error.issues[0]?.message}`);
    const hosts = new Map<string, SiteOverride>();
    for (const row of rows) {
      if (row.is_main) continue;
      const entry = siteOverrideSchema.safeParse(row.config);
      if (!entry.success) {
        options.onError(new Error(`sites: sub-station ${row.id} left out, its configuration is invalid: ${entry.error.issues[0]?.message}`));
        continue;
      }
      for (const domain of row.domains) hosts.set(domain, entry.data);
    }
    return { base: base.data, hosts };
  }

  function current(): Promise<SitesFile> {
    if (cached && Date.now() - cached.at < ttlMs) return Promise.resolve(cached.sites);
    // concurrent page loads share one read; a read begun before a change is answered but not kept
    if (loading?.generation === generation) return loading.promise;
    const started = generation;
    const promise = read()
      .then((sites) => {
        if (generation === started) cached = { at: Date.now(), sites };
        return sites;
      })
      .finally(() => {
        if (loading?.promise === promise) loading = null;
      });
    loading = { generation: started, promise };
    return promise;
  }

  async function safely(): Promise<SitesFile> {
    const stale = cached;
    try {
      return await current();
    } catch (error) {
      if (!stale) throw error;
      options.onError(error);
      return stale.sites;
    }
  }

  return {
    async load() {
      generation += 1;
      cached = null;
      await current();
    },
    invalidate() {
      generation += 1;
      cached = null;
    },
    async forHost(hostname) {
      const sites = await safely();
      const host = normaliseHost(hostname);
      const site = mergeSite(sites.base, host ? sites.hosts.get(host) : undefined, options.remoteUrls);
      return options.demo ? { ...site, demo: true } : site;
    },
  };
}

/**
 * The first start: an empty `sites` table is filled from SITES_FILE — `"*"` as the main site, each other
 * key a sub-station with that one domain. Several processes starting at once seed it once (the table is
 * locked, then counted again). A bad file stops the start; once seeded, the file is not read again.
 * Answers whether it seeded.
 */
export async function seedSitesFromFile(repos: Pick<Repositories, 'sites' | 'transaction'>, file: string): Promise<boolean> {
  if ((await repos.sites.count()) > 0) return false;
  const sites = await readSitesFile(file);
  const entries = [...sites.hosts].map(([host, override]) => {
    const domain = siteDomain.safeParse(host);
    if (!domain.success) throw new Error(`${file}: "${host}": ${domain.error.issues[0]?.message}`);
    return { domain: domain.data, override };
  });
  return repos.transaction(async () => {
    await repos.sites.lockForChange();
    if ((await repos.sites.count()) > 0) return false;
    await repos.sites.insert({ is_main: true, config: sites.base, domains: [] });
    for (const { domain, override } of entries) await repos.sites.insert({ is_main: false, config: override, domains: [domain] });
    return true;
  });
}
