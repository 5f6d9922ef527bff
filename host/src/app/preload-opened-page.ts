import { flattenRoutes, pageRoute, servesRoute, type FlatRoute, type SiteConfig } from 'shared-contracts';
import { readTokenCookie } from 'shared-contracts/app';
import { preloadPage } from './remote-page';

/** The route and the layouts around it (a child page renders inside its parent's page). */
function withLayouts(route: FlatRoute): FlatRoute[] {
  const byName = new Map(flattenRoutes().map((r) => [r.name, r]));
  const chain: FlatRoute[] = [];
  for (let r: FlatRoute | undefined = route; r; r = r.parent ? byName.get(r.parent) : undefined) chain.push(r);
  return chain;
}

/**
 * Starts loading the remote pages of the address the visitor opened before the shell renders: the remote's
 * entry and page chunk (and the calls the page makes) then come while React draws the shell, not after it.
 * Nothing for a page this site does not serve, nor for one behind login without a token (the login dialog
 * shows there instead).
 */
export function preloadOpenedPage(site: SiteConfig, pathname = window.location.pathname): void {
  const route = pageRoute(pathname);
  if (site.stopped || !route || !servesRoute(site, route)) return;
  const chain = withLayouts(route);
  if (chain.some((r) => r.auth) && !readTokenCookie()) return;
  for (const r of chain) if (r.remote) preloadPage(r.remote, r.name);
}
