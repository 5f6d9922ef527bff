import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Which sites' rows an operator request may read and write (issue 32, DESIGN "Sites as tenants"): a 分站's
 * operator only its own site's, a main-site operator every site's. Decided once per request — by the access
 * check from the operator's account (plugins/app/auth.ts), which also refuses an operator token on any other
 * site's domain — and held for the handler's whole run in AsyncLocalStorage, like the unit of work's
 * transaction. The repositories of site-owned rows read it here (`siteScope`, `inScope`, `scopedSite`), so no
 * route or service passes it along or can forget it; `routes/admin/isolation.test.ts` walks every console
 * route a site operator may call with another site's ids.
 *
 * Outside an operator request (a member's call, a job, the command line) there is no scope: the code there
 * works on one member's or one site's rows by construction.
 */
export interface DataScope {
  /** the site whose rows only are visible; null: every site's (the main site's operators) */
  siteId: number | null;
  /**
   * the operator's own site: what a site's operators keep for it alone — its content, its member groups — is
   * this site's (the main site's for a main-site operator, whose console edits the main site's)
   */
  ownSiteId: number;
}

const storage = new AsyncLocalStorage<DataScope>();

/** Runs `work` within `scope` (the access check wraps every console handler in its operator's). */
export function withDataScope<T>(scope: DataScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The site an operator request is limited to, or null when it sees every site (or is no operator request). */
export function siteScope(): number | null {
  return storage.getStore()?.siteId ?? null;
}

/** The operator's own site (DataScope.ownSiteId); only within an operator request. */
export function ownSite(): number {
  const scope = storage.getStore();
  if (!scope) throw new Error('ownSite() outside an operator request');
  return scope.ownSiteId;
}

/**
 * A condition on a site-owned row's `site_id` column: true for every row without a scope, only its site's
 * within one. `where(inScope('users.site_id'))`.
 */
export function inScope(column: string): Expression<SqlBool> {
  const siteId = siteScope();
  return siteId === null ? sql<SqlBool>`true` : sql<SqlBool>`${sql.ref(column)} = ${siteId}`;
}

/** A site-owned row's site name, from its `site_id` column (the console's lists show it beside the row). */
export function siteNameOf(column: string) {
  return sql<string>`coalesce((select s.config->>'site_name' from sites s where s.id = ${sql.ref(column)}), '')`;
}

/**
 * The site a list is filtered to: the scope's own when there is one (a site operator's `site_id` filter is
 * ignored: it sees its own site whatever it asks), else the main-site operator's choice, or none.
 */
export function scopedSite(requested?: number): number | undefined {
  return siteScope() ?? requested;
}
