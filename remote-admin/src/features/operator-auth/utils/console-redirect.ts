import { routePath } from 'shared-contracts';

/** Where to go after signing in: a `?redirect=` inside the console (never the sign-in pages, never off-site), else 概览. */
export function consoleRedirect(redirect: string | null): string {
  const home = routePath('adminOverview');
  if (!redirect || !/^\/admin(?:[/?#]|$)/.test(redirect)) return home;
  const path = redirect.split(/[?#]/)[0];
  if (path === routePath('adminLogin') || path === routePath('adminPassword')) return home;
  return redirect;
}
