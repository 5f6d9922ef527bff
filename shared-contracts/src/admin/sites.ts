import type { RemoteName, SiteBrand, SiteConfig, SiteContact } from '../site-config';
import type { ApplicationStatus, SubstationBusiness } from './site-console';

/**
 * The operator console's sites calls (issue 20 "分站"), zod-free: the main site's own settings and the
 * sub-stations, stored in the database (the sites file seeds them on the first start). Permission
 * `substations.write` for reads and writes; every write is audited (`site.update`,
 * `substation.create` / `substation.update` / `substation.delete`). A save takes effect on the next page
 * load of the domain, on every server process, without a restart.
 */

export type SiteFlags = SiteConfig['flags'];
export type SiteFlag = keyof SiteFlags;

/** The flags the console edits, with their Chinese labels (SPEC §2.1 article_switch, §2.7 the goods filters). */
export const SITE_FLAG_LABELS: Record<SiteFlag, string> = {
  article_switch: '文章开关（帮助中心按文章列表生成路由）',
  goods_filter_express: '选品筛选：快递',
  goods_filter_province: '选品筛选：发货省份',
  goods_filter_region: '选品筛选：地区',
  goods_filter_category: '选品筛选：分类',
};
export const SITE_FLAGS = Object.keys(SITE_FLAG_LABELS) as SiteFlag[];

/** The remotes a sub-station chooses among (the operator console, admin, every site mounts: on a 分站 its owner's). */
export const SUBSTATION_REMOTES = ['storefront', 'purchase', 'usercenter', 'help'] as const satisfies readonly RemoteName[];
export type SubstationRemote = (typeof SUBSTATION_REMOTES)[number];
/** What a sub-station mounts at least: the shop (its home page is the storefront's). */
export const SUBSTATION_REQUIRED_REMOTE: SubstationRemote = 'storefront';

/** The remotes' names (shared-contracts' own, here too for the console's imports). */
export { REMOTE_LABELS } from '../site-config';

/** The route a sub-station usually hides: 分站加盟 (a sub-station does not recruit sub-stations). */
export const SUBSTATION_JOIN_ROUTE = 'SubstationsJoin';

/** The main site's own settings (the `"*"` entry): the fallback of every domain no sub-station claims. */
export interface AdminMainSite extends SiteBrand {
  id: number;
  /** what it mounts (read-only here; REMOTE_<NAME>_URL re-points them) */
  remotes: RemoteName[];
  /** China time */
  updated_at: string;
}

/**
 * A sub-station as the console edits it. Empty `logo`, `hotline`, `qrcode`, footer fields and an empty
 * `contacts` list mean "the main site's"; `flags` and `remotes` are its own.
 */
export interface AdminSubstation extends SiteBrand {
  id: number;
  /** lower case, without port; none is another site's */
  domains: string[];
  hidden_routes: string[];
  /** the remotes it mounts (besides admin, its owner's console, which every site mounts) */
  remotes: SubstationRemote[];
  /** China time */
  created_at: string;
  updated_at: string;
  /** the 分站 as a business (issue 32): its terms, owners, members, sales and earnings */
  business: SubstationBusiness;
}

/** GET /api/admin/sites */
export interface AdminSites {
  main: AdminMainSite;
  substations: AdminSubstation[];
}

/** PUT /api/admin/sites/main */
export type AdminMainSiteBody = SiteBrand;

/** POST /api/admin/sites and PUT /api/admin/sites/:id */
export interface AdminSubstationBody {
  domains: string[];
  site_name: string;
  logo?: string;
  contacts?: SiteContact[];
  hotline?: string;
  qrcode?: string;
  footer?: { copyright?: string; icp?: string };
  flags?: Partial<SiteFlags>;
  hidden_routes?: string[];
  remotes: SubstationRemote[];
}

/** GET /api/admin/sites/applications: 分站加盟申请 (read-only; the mobile masked). */
export interface AdminSubstationApplication {
  id: number;
  name: string;
  /** 138****0000 */
  mobile: string;
  city: string;
  company: string;
  message: string;
  /** China time */
  created_at: string;
  /** 待处理 / 已联系 / 已开通 / 已拒绝 (issue 32) */
  status: ApplicationStatus;
  status_text: string;
  note: string;
  /** the 分站 opened from it */
  site_id: number | null;
  handled_by_name: string | null;
  handled_at: string | null;
}

export const SiteMessages = {
  notFound: '分站不存在',
  inUse: '该分站已有会员、操作员或收益，不能删除；如需关闭请停用',
  domainTaken: (domain: string, site: string) => `域名 ${domain} 已被「${site}」使用`,
} as const;
