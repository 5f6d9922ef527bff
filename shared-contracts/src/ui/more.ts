/**
 * shared-contracts/ui/more: antd components the first visit to / does not need (forms, lists, menus …).
 * Same antd instance as shared-contracts/ui: both come from the host (see ui/index.ts).
 */
export {
  Alert,
  Badge,
  Breadcrumb,
  Card,
  Carousel,
  Checkbox,
  Divider,
  Descriptions,
  Drawer,
  Dropdown,
  FloatButton,
  Form,
  Image,
  Input,
  InputNumber,
  Layout,
  List,
  Menu,
  Pagination,
  Popconfirm,
  QRCode,
  Radio,
  Result,
  Segmented,
  Select,
  Statistic,
  Steps,
  Tabs,
  Typography,
} from 'antd';
export type { FormInstance, FormRule, TabsProps } from 'antd';
export { zodRule } from './zod-rule';
export { MessageOutlet } from './message-outlet';
