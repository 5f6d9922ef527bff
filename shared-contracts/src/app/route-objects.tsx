import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'shared-contracts/router';
import type { RouteDef } from '../routes';

export interface RouteHandle {
  title: string;
  name: string;
}

/**
 * Route table → react-router route objects. `element(def)` renders a page route; redirects, index
 * redirects of parent routes and titles (`handle.title`) are handled here, once, for host and standalone remotes.
 */
export function toRouteObjects(defs: RouteDef[], element: (def: RouteDef) => ReactNode): RouteObject[] {
  return defs.map((def) => {
    const handle: RouteHandle = { title: def.title, name: def.name };
    const children = def.children ? toRouteObjects(def.children, element) : undefined;
    if (children && def.redirect) children.unshift({ index: true, element: <Navigate to={def.redirect} replace /> });
    const own = !def.children && def.redirect ? <Navigate to={def.redirect} replace /> : element(def);
    return { path: def.path, element: own, handle, children };
  });
}
