import { fireEvent, screen, within } from '@testing-library/react';
import { attestationChanged } from 'shared-contracts/app';
import { appStore, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { RealNameStatus } from './real-name-status';

beforeEach(() => {
  resetBrowserState();
  window.__SITE_CONFIG__ = { remotes: { usercenter: '/remotes/usercenter/mf-manifest.json' } } as never;
});
afterEach(() => {
  window.__SITE_CONFIG__ = undefined;
});

describe('workbench real-name status', () => {
  it('未实名 with 去认证, which leads to the authentication page', () => {
    const { location } = renderInApp(<RealNameStatus />, { path: '/user-center/user-home', loggedIn: true });
    const line = screen.getByTestId('real-name-status');
    expect(line).toHaveTextContent('未实名');
    fireEvent.click(within(line).getByRole('link', { name: '去认证' }));
    expect(location()).toBe('/user-center/authentication');
  });

  it('已实名 once the session is verified', () => {
    const store = appStore({ loggedIn: true });
    store.dispatch(attestationChanged(true));
    renderInApp(<RealNameStatus />, { store });
    const line = screen.getByTestId('real-name-status');
    expect(line).toHaveTextContent('已实名');
    expect(line).not.toHaveTextContent('未实名');
    expect(within(line).getByRole('link', { name: '查看认证信息' })).toHaveAttribute('href', '/user-center/authentication');
  });
});
