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
  FileTextOutlined,
  GlobalOutlined,
  LockOutlined,
  LogoutOutlined,
  MessageOutlined,
  MobileOutlined,
  ReloadOutlined,
  SafetyOutlined,
  SearchOutlined,
  SendOutlined,
  ShoppingCartOutlined,
  WalletOutlined,
  WarningOutlined,
} from '@ant-design/icons';
