/**
 * shared-contracts/icons/more: the icons a first visit to / does not show (forms, dialogs, other pages).
 * Same rules as shared-contracts/icons (index.ts).
 */
export {
  ArrowDownOutlined,
  ArrowLeftOutlined,
  ArrowUpOutlined,
  CheckCircleOutlined,
  CrownOutlined,
  DeleteOutlined,
  DownloadOutlined,
  DownOutlined,
  GlobalOutlined,
  LockOutlined,
  LogoutOutlined,
  MessageOutlined,
  MobileOutlined,
  ReloadOutlined,
  SafetyOutlined,
  SearchOutlined,
  ShoppingCartOutlined,
  WalletOutlined,
  WarningOutlined,
} from '@ant-design/icons';
