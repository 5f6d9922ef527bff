import { createBrowserRouter, Navigate, type RouteObject } from 'shared-contracts/router';
import { routes, servesRoute, type RouteDef, type SiteConfig } from 'shared-contracts';
import { getSiteConfig, toRouteObjects } from 'shared-contracts/app';
import { ConsoleLayout } from '../layout/console-layout';
import { ShellLayout } from '../layout/shell-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { SiteStoppedPage } from '../pages/site-stopped-page';
import { RemotePage } from './remote-page';
import { RequireLogin } from './require-login';

function pageElement(def: RouteDef, site: SiteConfig) {
  if (!servesRoute(site, def)) return <Navigate to="/404" replace />;
  const page = def.remote ? <RemotePage remote={def.remote} page={def.name} /> : <NotFoundPage />;
  return def.auth ? <RequireLogin>{page}</RequireLogin> : page;
}

/**
 * The host's routes, built from the shared route table: each page is rendered by its remote — in the
 * shop's shell, or for `layout: 'console'` routes (the operator console, /admin) in the console's frame. A
 * stopped 分站 (issue 32) shows 该站点已停用 on every shop page; its owner's console still opens.
 */
export function buildRoutes(site: SiteConfig, table: RouteDef[] = routes): RouteObject[] {
  const consoleRoutes = table.filter((def) => def.layout === 'console');
  const shopRoutes = table.filter((def) => def.layout !== 'console');
  if (site.stopped) {
    return [
      { path: '*', element: <SiteStoppedPage /> },
      { element: <ConsoleLayout />, children: toRouteObjects(consoleRoutes, (def) => pageElement(def, site)) },
    ];
  }
  return [
    {
      element: <ShellLayout />,
      children: [
        ...toRouteObjects(shopRoutes, (def) => pageElement(def, site)),
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
    { element: <ConsoleLayout />, children: toRouteObjects(consoleRoutes, (def) => pageElement(def, site)) },
  ];
}

/** Built after the site configuration is known (bootstrap awaits it). */
export function createRouter() {
  return createBrowserRouter(buildRoutes(getSiteConfig()));
}
