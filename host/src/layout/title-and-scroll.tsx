import { useEffect } from 'react';
import { useLocation, useMatches } from 'shared-contracts/router';
import { useSiteConfig, type RouteHandle } from 'shared-contracts/app';

/** On every navigation: title = site title + route title, and the page scrolls to top (SPEC §2.1). */
export function TitleAndScroll() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { site_name } = useSiteConfig();
  const title = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.title).find(Boolean);

  useEffect(() => {
    document.title = title ? `${site_name} - ${title}` : site_name;
  }, [site_name, title]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
