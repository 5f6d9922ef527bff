/**
 * shared-contracts/router: the one way any package reaches react-router. Shared as a singleton (host-wins,
 * like ui), so the host's router and every remote's Link and hooks share one instance — and only what
 * is listed here is in the first visit (shared modules are not tree-shaken; all of react-router is
 * 60 KB gzip). Add an export here when a page needs it.
 */
export {
  createBrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
