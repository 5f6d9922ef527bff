import type { SiteConfig } from 'shared-contracts';
import { DEFAULT_SITE_CONFIG, writeTokenCookie } from 'shared-contracts/app';
import { resetBrowserState } from 'shared-contracts/testing';
import { preloadOpenedPage } from './preload-opened-page';
import { preloadPage } from './remote-page';

jest.mock('./remote-page', () => ({ preloadPage: jest.fn() }));

const SITE: SiteConfig = { ...DEFAULT_SITE_CONFIG, remotes: { storefront: '/s', usercenter: '/u', purchase: '/p' } };
const preloaded = () => jest.mocked(preloadPage).mock.calls.map(([remote, page]) => `${remote}/${page}`);

beforeEach(() => {
  resetBrowserState();
  jest.mocked(preloadPage).mockClear();
});

describe('the page the visitor opened starts loading before the shell renders', () => {
  it('its remote page, with the layouts around it', () => {
    preloadOpenedPage(SITE, '/');
    expect(preloaded()).toEqual(['storefront/home']);
    jest.mocked(preloadPage).mockClear();
    writeTokenCookie('tok');
    preloadOpenedPage(SITE, '/user-center/delivery');
    expect(preloaded()).toEqual(['purchase/delivery', 'usercenter/userCenter']);
  });

  it('not behind login without a token, nor a page the site does not serve, nor on a stopped site', () => {
    preloadOpenedPage(SITE, '/user-center/delivery');
    preloadOpenedPage(SITE, '/help-center/list');
    preloadOpenedPage({ ...SITE, hidden_routes: ['giftList'] }, '/gift-list');
    preloadOpenedPage(SITE, '/no-such-page');
    preloadOpenedPage({ ...SITE, stopped: true }, '/');
    expect(preloaded()).toEqual([]);
  });
});
