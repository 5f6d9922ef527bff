/**
 * shared-contracts/ui: the one way any package reaches antd. Shared as a singleton, so host and every
 * remote use one antd instance, one cssinjs cache and one zh_CN locale — and only the components
 * listed here are in the shared chunk (a shared module is not tree-shaken; all of antd is 438 KiB gzip).
 * Add a component here when a page needs it; keep rarely used heavy ones out of this list.
 */
export {
  Alert,
  App,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Carousel,
  Checkbox,
  Col,
  ConfigProvider,
  Divider,
  Descriptions,
  Dropdown,
  Empty,
  Flex,
  FloatButton,
  Form,
  Image,
  Input,
  InputNumber,
  Layout,
  List,
  Menu,
  Modal,
  Pagination,
  Popconfirm,
  Popover,
  QRCode,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Steps,
  Tabs,
  Tag,
  Tooltip,
  Typography,
  message,
  theme,
} from 'antd';
export type { FormInstance, FormRule, MenuProps, TableColumnsType, TableProps, TabsProps } from 'antd';

/**
 * Heavy components (Table …), loaded on demand. A separate shared module would be provided by
 * whichever container sorts last on a version tie — possibly a remote with its own antd copy, losing
 * the theme and locale; a chunk of this module always comes from the container that provided it.
 */
export const loadUiExtra = () => import(/* webpackChunkName: "ui-extra" */ './extra');
export { AppThemeProvider, themeConfig } from './theme-provider';
export { zodRule } from './zod-rule';
