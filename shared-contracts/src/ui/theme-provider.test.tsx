import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AppThemeProvider } from './theme-provider';

/** A system setting the test can change: what matchMedia('(prefers-reduced-motion: reduce)') answers. */
function systemMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = (media: string) =>
    ({
      get matches() {
        return media === '(prefers-reduced-motion: reduce)' && reduce;
      },
      media,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    set(value: boolean) {
      reduce = value;
      listeners.forEach((listener) => listener());
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

function Motion() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{token.motion === false ? 'off' : 'on'}</span>;
}

/** What the page's antd draws with: 'on' or 'off' for its motions. */
function renderMotion() {
  render(
    <AppThemeProvider>
      <Motion />
    </AppThemeProvider>,
  );
  return () => screen.getByTestId('motion');
}

describe('AppThemeProvider and reduced motion', () => {
  it('turns antd motion off while the system asks for reduced motion, and back on when it no longer does', () => {
    const setting = systemMotionSetting(true);
    try {
      const motion = renderMotion();
      expect(motion()).toHaveTextContent('off');
      act(() => setting.set(false));
      expect(motion()).toHaveTextContent('on');
    } finally {
      setting.restore();
    }
  });

  it('keeps motion for a visitor who did not ask', () => {
    const setting = systemMotionSetting(false);
    try {
      expect(renderMotion()()).toHaveTextContent('on');
    } finally {
      setting.restore();
    }
  });
});
