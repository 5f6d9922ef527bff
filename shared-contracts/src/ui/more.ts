/**
 * shared-contracts/ui/more: antd components the first visit to / does not need (forms, lists, menus …).
 * Same antd instance as shared-contracts/ui: both come from the host (see ui/index.ts).
 */
export {
  Alert,
  AutoComplete,
  Badge,
  Breadcrumb,
  Card,
  Carousel,
  Checkbox,
  Collapse,
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
  Progress,
  QRCode,
  Radio,
  Result,
  Segmented,
  Select,
  Statistic,
  Steps,
  Switch,
  Tabs,
  Timeline,
  Tree,
  Typography,
  Upload,
} from 'antd';
export type { FormInstance, FormRule, GetRef, InputRef, TabsProps, TreeDataNode, UploadProps } from 'antd';
export { zodRule } from './zod-rule';
export { notSameAsRule, sameAsRule } from './field-rules';
export { MessageOutlet } from './message-outlet';
