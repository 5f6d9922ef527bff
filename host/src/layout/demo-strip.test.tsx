import { screen } from '@testing-library/react';
import { renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { DemoStrip } from './demo-strip';

beforeEach(resetBrowserState);
afterEach(() => {
  window.__SITE_CONFIG__ = undefined;
});

describe('演示环境 strip', () => {
  it('shows when the server says it runs the demo mode', () => {
    window.__SITE_CONFIG__ = { remotes: {}, hidden_routes: [], demo: true } as never;
    renderInApp(<DemoStrip />);
    expect(screen.getByTestId('demo-strip')).toHaveTextContent('演示环境');
  });

  it('is absent in production', () => {
    window.__SITE_CONFIG__ = { remotes: {}, hidden_routes: [] } as never;
    renderInApp(<DemoStrip />);
    expect(screen.queryByTestId('demo-strip')).toBeNull();
  });
});
