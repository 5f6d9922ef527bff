import type { RemoteRoutesModule } from 'shared-contracts';
import { routeByName } from 'shared-contracts';
import { UserCenterLayout } from './pages/layout';
import { sectionPage } from './pages/section';
import { UserHomePage } from './pages/user-home';

const SECTIONS = ['packageList', 'orderList', 'merchantNews', 'shopManage', 'wallet', 'authentication', 'upgradeVip', 'popMoney', 'api', 'giftOrder'];

/** Pages of this remote, keyed by route name (shared-contracts routes.ts). */
export const pages: RemoteRoutesModule['pages'] = {
  userCenter: UserCenterLayout,
  userHome: UserHomePage,
  ...Object.fromEntries(SECTIONS.map((name) => [name, sectionPage(routeByName(name)?.title ?? name)])),
};
