import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { pageNonce } from './csp-nonce';
import { NoticeOutlet } from './notices';

dayjs.locale('zh-cn');

/** Brand: a warm gift red. */
export const themeConfig: ThemeConfig = {
  token: {
    colorPrimary: '#e4393c',
    colorLink: '#e4393c',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
  },
};

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

/**
 * antd ConfigProvider (zh_CN, theme) + styled-components theme + the message outlet (showNotice).
 * No antd `App`: it would put message, notification and Modal in every first visit. The host renders it once.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={themeConfig} button={{ autoInsertSpace: false }} csp={csp}>
      <TokenBridge>
        {children}
        <NoticeOutlet />
      </TokenBridge>
    </ConfigProvider>
  );
}
