import { App, ConfigProvider, theme, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

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

/** Feeds antd's design tokens into styled-components so styles read tokens, not hard-coded colours. */
function TokenBridge({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <ThemeProvider theme={token}>{children}</ThemeProvider>;
}

/** antd ConfigProvider (zh_CN, theme) + App context + styled-components theme. The host renders it once. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={themeConfig} button={{ autoInsertSpace: false }}>
      <App>
        <TokenBridge>{children}</TokenBridge>
      </App>
    </ConfigProvider>
  );
}
