import type { RemoteRoutesModule } from 'shared-contracts';

/** The shared-contracts version this remote was built against; the host checks it on load. */
export const contractVersion: RemoteRoutesModule['contractVersion'] = __CONTRACT_VERSION__;
export const requiredContract: RemoteRoutesModule['requiredContract'] = __REQUIRED_CONTRACT__;

/** Pages of this remote, keyed by route name (shared-contracts routes.ts), as loaders the host calls (again on 重试). */
export const pages: RemoteRoutesModule['pages'] = {
  helpCenter: () => import(/* webpackChunkName: "page-help-center" */ './pages/layout').then((m) => m.HelpCenterLayout),
  helpList: () => import(/* webpackChunkName: "page-help-list" */ './pages/help-list').then((m) => m.HelpListPage),
  article: () => import(/* webpackChunkName: "page-article" */ './pages/article').then((m) => m.ArticlePage),
  SubstationsJoin: () => import(/* webpackChunkName: "page-substations-join" */ './pages/substations-join').then((m) => m.SubstationsJoinPage),
};
