import type { RemoteRoutesModule } from 'shared-contracts';
import { ArticlePage } from './pages/article';
import { HelpCenterLayout } from './pages/layout';
import { HelpListPage } from './pages/help-list';
import { SubstationsJoinPage } from './pages/substations-join';

/** Pages of this remote, keyed by route name (shared-contracts routes.ts). */
export const pages: RemoteRoutesModule['pages'] = {
  helpCenter: HelpCenterLayout,
  helpList: HelpListPage,
  article: ArticlePage,
  SubstationsJoin: SubstationsJoinPage,
};
