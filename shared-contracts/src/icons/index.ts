/**
 * shared-contracts/icons: the one way any package reaches @ant-design/icons (lint forbids importing it
 * elsewhere). Shared as a singleton like shared-contracts/ui, so the icon base (IconBase, context, the
 * twotone colours) is downloaded once and matches antd's, and a shared module is not tree-shaken: list
 * exactly the icons the site uses (icons.test.ts fails on one nobody imports). Add an icon here first.
 */
export {
  ArrowDownOutlined,
  ArrowLeftOutlined,
  ArrowUpOutlined,
  CheckCircleOutlined,
  CustomerServiceOutlined,
  DeleteOutlined,
  DollarOutlined,
  DownloadOutlined,
  DownOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  GiftOutlined,
  GlobalOutlined,
  HeartFilled,
  HeartOutlined,
  InboxOutlined,
  LeftOutlined,
  LockOutlined,
  LogoutOutlined,
  MessageOutlined,
  MobileOutlined,
  PhoneOutlined,
  QrcodeOutlined,
  ReloadOutlined,
  RightOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SearchOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UserOutlined,
  VerticalAlignTopOutlined,
  WalletOutlined,
  WarningOutlined,
} from '@ant-design/icons';
