import type { RemoteName, SiteConfig } from 'shared-contracts';
import { siteDomain } from 'shared-contracts/admin/rules';
import type { Repositories } from '../repositories';
import type { SiteRow } from '../repositories/sites';
import { mainSiteSchema, mergeSite, siteOverrideSchema } from './site-config-schema';
import { normaliseHost, readSitesFile, type SiteRecord, type SiteStore } from './site-store';

/** How long a process keeps the sites it read when no change notification came (a missed one, say). */
export const SITES_TTL_MS = 30_000;

interface Loaded {
  main: SiteRecord;
  byHost: Map<string, SiteRecord>;
  byId: Map<number, SiteRecord>;
}

/**
 * The sites from the database (migration 0016), behind `forHost` (the pages, the CSP and GET /api/site/config)
 * and `siteFor` / `byId` (every request's site, issue 32). Read once and kept in process memory; dropped on
 * `invalidate()` — which every process calls when NOTIFY sites_changed arrives (plugins/app/sites.ts) — and at
 * the latest after `ttlMs`. A read that fails keeps the last good sites and is reported through `onError`; a
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
  let cached: { at: number; sites: Loaded } | null = null;
  let generation = 0;
  let loading: { generation: number; promise: Promise<Loaded> } | null = null;

  const record = (row: SiteRow, config: SiteConfig): SiteRecord => {
    const stopped = !row.is_main && row.status === 'stopped';
    return {
      id: row.id,
      isMain: row.is_main,
      status: row.is_main ? 'active' : row.status,
      pricing: row.is_main ? null : { cost_percent: row.cost_percent, markup_percent: row.markup_percent },
      freezeDays: row.freeze_days,
      commissionBp: row.commission_bp,
      domains: row.domains,
      config: { ...config, ...(options.demo ? { demo: true } : {}), ...(stopped ? { stopped: true } : {}) },
    };
  };

  async function read(): Promise<Loaded> {
    const rows = await options.repos.sites.all();
    const mainRow = rows.find((row) => row.is_main);
    if (!mainRow) throw new Error('sites: the main site is missing (the table is seeded from SITES_FILE on the first start)');
    const base = mainSiteSchema.safeParse(mainRow.config);
    if (!base.success) throw new Error(`sites: the main site's configuration is invalid: ${base.error.issues[0]?.message}`);
    const main = record(mainRow, mergeSite(base.data, undefined, options.remoteUrls));
    const byHost = new Map<string, SiteRecord>();
    const byId = new Map<number, SiteRecord>([[main.id, main]]);
    for (const row of rows) {
      if (row.is_main) continue;
      const entry = siteOverrideSchema.safeParse(row.config);
      if (!entry.success) {
        options.onError(new Error(`sites: sub-station ${row.id} left out, its configuration is invalid: ${entry.error.issues[0]?.message}`));
        continue;
      }
      const site = record(row, mergeSite(base.data, entry.data, options.remoteUrls));
      byId.set(site.id, site);
      for (const domain of row.domains) byHost.set(domain, site);
    }
    return { main, byHost, byId };
  }

  function current(): Promise<Loaded> {
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

  async function safely(): Promise<Loaded> {
    const stale = cached;
    try {
      return await current();
    } catch (error) {
      if (!stale) throw error;
      options.onError(error);
      return stale.sites;
    }
  }

  async function siteFor(hostname: string | undefined): Promise<SiteRecord> {
    const sites = await safely();
    const host = normaliseHost(hostname);
    return (host && sites.byHost.get(host)) || sites.main;
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
    siteFor,
    async forHost(hostname) {
      return (await siteFor(hostname)).config;
    },
    async byId(id) {
      return (await safely()).byId.get(id);
    },
    async main() {
      return (await safely()).main;
    },
  };
}

/**
 * The first start: unseeded sites (the main site's row still empty, no 分站) are filled from SITES_FILE —
 * `"*"` as the main site, each other key a 分站 with that one domain (and the `cost_percent`, `markup_percent`,
 * `freeze_days` it gives). Several processes starting at once seed it once (the table is locked, then checked
 * again). A bad file stops the start; once seeded, the file is not read again. Answers whether it seeded.
 */
export async function seedSitesFromFile(repos: Pick<Repositories, 'sites' | 'transaction'>, file: string): Promise<boolean> {
  if (await repos.sites.seeded()) return false;
  const sites = await readSitesFile(file);
  const entries = [...sites.hosts].map(([host, override]) => {
    const domain = siteDomain.safeParse(host);
    if (!domain.success) throw new Error(`${file}: "${host}": ${domain.error.issues[0]?.message}`);
    return { domain: domain.data, override, terms: sites.terms.get(host) ?? {} };
  });
  return repos.transaction(async () => {
    await repos.sites.lockForChange();
    if (await repos.sites.seeded()) return false;
    await repos.sites.setMainConfig(sites.base);
    for (const { domain, override, terms } of entries) await repos.sites.insertSubstation({ config: override, domains: [domain], ...terms });
    return true;
  });
}
