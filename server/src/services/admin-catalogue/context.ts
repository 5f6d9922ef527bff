import type { Repositories } from '../../repositories';
import type { AuditService } from '../audit';
import type { CatalogueCache } from '../catalogue-cache';

export interface AdminCatalogueDeps {
  repos: Repositories;
  audit: AuditService;
  cache: CatalogueCache;
}

/** What every part of the catalogue service works with: the repository, the audit log, and `write`. */
export function catalogueContext(deps: AdminCatalogueDeps) {
  const { repos, audit, cache } = deps;
  const catalogue = repos.adminCatalogue;

  /**
   * A write in one transaction with its audit rows; then this process drops its visitors' cache at once
   * (the others on NOTIFY catalogue_changed, sent by the tables' triggers at commit).
   */
  async function write<T>(work: () => Promise<T>): Promise<T> {
    const result = await repos.transaction(work);
    cache.invalidate();
    return result;
  }

  return { catalogue, audit, write };
}

export type CatalogueContext = ReturnType<typeof catalogueContext>;

/** Only the keys whose value changed: { before, after } of an edit. */
export function changes<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } | null {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (!keys.length) return null;
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>, after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T> };
}
