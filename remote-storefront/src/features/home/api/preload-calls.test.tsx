import { waitFor } from '@testing-library/react';
import { writeTokenCookie } from 'shared-contracts/app';
import { mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { HomeBlocks } from '../components/home-blocks';
import { HOME_PUBLIC_CALLS, preloadHomeCalls } from './preload-calls';

const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'));

beforeEach(() => {
  resetBrowserState();
  for (const link of preloads()) link.remove();
});

describe('the home’s first calls, asked for ahead of the page', () => {
  it('are calls the home makes for a visitor not signed in, at exactly those addresses (else the preload goes unused)', async () => {
    const server = mockApi({
      'GET /api/home/page': ok([]),
      'GET /api/gift/page/rotate': ok([]),
      'GET /api/gift/goods/top/sale': ok([]),
      'GET /api/gift/goods/top/new': ok([]),
    });
    renderInApp(<HomeBlocks />);
    const asked = () => server.calls.map((c) => `${c.path}${c.query.size ? `?${c.query}` : ''}`);
    await waitFor(() => expect(asked()).toEqual(expect.arrayContaining(HOME_PUBLIC_CALLS)));
  });

  it('as fetch preloads with crossorigin (the credentials of the page’s fetch), once each; none with a token', () => {
    preloadHomeCalls();
    preloadHomeCalls();
    expect(preloads().map((l) => [l.getAttribute('href'), l.as, l.crossOrigin])).toEqual(HOME_PUBLIC_CALLS.map((href) => [href, 'fetch', 'anonymous']));
    for (const link of preloads()) link.remove();
    writeTokenCookie('tok');
    preloadHomeCalls();
    expect(preloads()).toEqual([]);
  });
});
