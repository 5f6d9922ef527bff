import type { FastifyInstance } from 'fastify';
import { call, type CallOptions } from './harness';

export interface TestSite {
  id: number;
  domain: string;
}

/**
 * A 分站 for a test (issue 32), made as the console's 开通 makes one (its default member group included), with
 * its terms: the main site's cost to it and its owner's markup. Every process's site cache is told.
 */
export async function newSubstation(app: FastifyInstance, domain: string, terms: { cost_percent?: number; markup_percent?: number; freeze_days?: number; name?: string } = {}): Promise<TestSite> {
  const { name = `${domain} 分站`, ...rest } = terms;
  const id = await app.repos.transaction(() => app.repos.sites.insertSubstation({ config: { site_name: name, hidden_routes: ['SubstationsJoin'] }, domains: [domain], ...rest }));
  app.sites.invalidate();
  return { id, domain };
}

/** A call as a member of a site makes it: its token, on its domain. */
export const onSite = (host: string | undefined, token?: string, extra: CallOptions = {}): CallOptions => ({ ...extra, token, headers: { ...(host ? { host } : {}), ...extra.headers } });

/** GET on a site's domain (a visitor's, or a member's with the token). */
export const getOn = (app: FastifyInstance, host: string | undefined, url: string, query?: Record<string, string>, token?: string) => call(app, 'GET', url, undefined, onSite(host, token, { query }));
