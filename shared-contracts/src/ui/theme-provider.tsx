import { ConfigProvider, theme } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { pageNonce } from './csp-nonce';
import { NoticeOutlet } from './notices';
import { themeConfig } from './theme-tokens';

dayjs.locale('zh-cn');

/** The page's base text, from the tokens (what antd's App component would set, without its weight). */
const BaseText = createGlobalStyle`
  body {
    font-family: ${(p) => p.theme.fontFamily};
    font-size: ${(p) => p.theme.fontSize}px;
    line-height: ${(p) => p.theme.lineHeight};
    color: ${(p) => p.theme.colorText};
  }
  a {
    color: ${(p) => p.theme.colorLink};
    text-decoration: none;
  }
  /* a keyboard user sees where focus is: a ring in the brand colour (5.2:1 on white) on what keyboard focus reaches;
     no specificity, so antd's own rings (colorPrimaryBorder) and its outline-less containers keep theirs */
  :where(:focus-visible) {
    outline: 2px solid ${(p) => p.theme.colorPrimary};
    outline-offset: 1px;
  }
`;

/** Feeds antd's design tokens into styled-components so styles read tokens, not hard-coded colours. */
function TokenBridge({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <ThemeProvider theme={token}>
      <BaseText />
      {children}
    </ThemeProvider>
  );
}

/** The page's CSP nonce, read once: antd's cssinjs puts it on every style element it inserts. */
const csp = ((nonce) => (nonce ? { nonce } : undefined))(pageNonce());

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked their system for less motion (WCAG 2.3.3); follows a change while the page is open. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * antd ConfigProvider (zh_CN, theme) + styled-components theme + the message outlet (showNotice).
 * No antd `App`: it would put message, notification and Modal in every first visit. The host renders it once.
 * A visitor whose system asks for reduced motion gets antd without its motions: dialogs, drop-downs and
 * messages appear and go at once.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const config = useMemo(() => (reducedMotion ? { ...themeConfig, token: { ...themeConfig.token, motion: false } } : themeConfig), [reducedMotion]);
  return (
    <ConfigProvider locale={zhCN} theme={config} button={{ autoInsertSpace: false }} csp={csp}>
      <TokenBridge>
        {children}
        <NoticeOutlet />
      </TokenBridge>
    </ConfigProvider>
  );
}
