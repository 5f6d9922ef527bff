/**
 * shared-contracts/ui: the one way any package reaches antd — the components the first visit needs
 * (shell, home page). Everything else is in shared-contracts/ui/more, loaded when a page or dialog that
 * uses it loads. Both are shared as singletons that the host always provides (federation.cjs), so
 * host and every remote use one antd instance, one cssinjs cache and one zh_CN locale; a shared
 * module is not tree-shaken (all of antd is 438 KiB gzip), so each lists only what is used.
 * Add a component where it is first needed: here only if the first visit to / needs it.
 */
export {
  Avatar,
  Button,
  Col,
  ConfigProvider,
  Empty,
  Flex,
  Modal,
  Popover,
  Row,
  Skeleton,
  Space,
  Spin,
  Tag,
  Tooltip,
  theme,
} from 'antd';
export type { MenuProps, TableColumnsType, TableColumnType, TableProps } from 'antd';

/**
 * Heavy components (Table …), loaded on demand. A separate shared module would be provided by
 * whichever container sorts last on a version tie — possibly a remote with its own antd copy, losing
 * the theme and locale; a chunk of this module always comes from the container that provided it.
 */
export const loadUiExtra = () => import(/* webpackChunkName: "ui-extra" */ './extra');
export { AppThemeProvider } from './theme-provider';
export { themeConfig } from './theme-tokens';
export { useRestoredStyles, useSanitisedHtml } from './sanitised-html';
export { useAutoFocus } from './auto-focus';
export { attachNoticeListener, NoticeOutlet, showNotice, type NoticeLevel as UiNoticeLevel, type UiNotice } from './notices';
