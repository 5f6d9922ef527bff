/**
 * shared-contracts/icons: the one way any package reaches @ant-design/icons (lint forbids importing it
 * elsewhere), in two curated modules like shared-contracts/ui: this one holds the icons the first visit
 * to / shows (top bar, service panel, home page, goods card), shared-contracts/icons/more the rest, loaded
 * with the pages and dialogs that use them. Both are singletons the host provides, so the icon base
 * (IconBase, context, twotone colours) is downloaded once and matches antd's; a shared module is not
 * tree-shaken, so each lists exactly the icons imported from it (icons.test.ts fails otherwise).
 * Add an icon here only if the first visit to / needs it, otherwise to more.ts.
 */
export {
  CustomerServiceOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  GiftOutlined,
  HeartFilled,
  HeartOutlined,
  InboxOutlined,
  LeftOutlined,
  PhoneOutlined,
  QrcodeOutlined,
  RightOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
