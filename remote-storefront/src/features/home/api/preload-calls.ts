import { readTokenCookie } from 'shared-contracts/app';

/**
 * The home's first calls whose answers are alike for every visitor not signed in (a member's goods carry their
 * own 收藏 flags): the layout, the banners and the first goods, as HomeBlocks asks for them (its test checks
 * the two lists agree). The notice is not among them: its address depends on what the visitor dismissed.
 */
export const HOME_PUBLIC_CALLS = ['/api/home/page', '/api/gift/page/rotate', '/api/gift/goods/top/sale'];

/**
 * Asks for them now (the host loads the home page before it renders the shell), not once the page has
 * rendered: a `<link rel="preload">` whose answer the page's own query then takes, being the same request
 * (same address, `crossorigin` for fetch's credentials). Only for a visitor without a token.
 */
export function preloadHomeCalls(): void {
  if (readTokenCookie()) return;
  for (const href of HOME_PUBLIC_CALLS) {
    if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}
