// Sites for the console's component tests (imported only by tests): the main site and two 分站 as businesses.
import type { AdminMainSite, AdminSites, AdminSubstation, SubstationBusiness, AdminSiteOption } from 'shared-contracts/admin';

export const MAIN_SITE: AdminMainSite = {
  id: 1,
  site_name: '礼品代发商城',
  logo: '/logo.svg',
  contacts: [{ type: 'QQ', name: '在线客服', value: '800001234' }],
  hotline: '400-800-1234',
  qrcode: 'https://work.weixin.qq.com/kfid/gift-service',
  footer: { copyright: '© 2026 礼品代发商城 版权所有', icp: '浙ICP备2026000001号' },
  flags: { article_switch: false },
  remotes: ['storefront', 'purchase', 'usercenter', 'help', 'admin'],
  updated_at: '2026-11-20 10:00:00',
};

/** A 分站's business: open, 85 % cost, 20 % markup, 7 freeze days, no owner, nothing sold. */
export const business = (extra: Partial<SubstationBusiness> = {}): SubstationBusiness => ({
  status: 'active',
  cost_percent: 85,
  markup_percent: 20,
  freeze_days: 7,
  owners: [],
  members: 0,
  sales: 0,
  earnings: { frozen: 0, available: 0, withdrawing: 0, withdrawn: 0 },
  ...extra,
});

/** 宁波分站 (id 3): open, with an owner, members, sales and earnings. */
export const NB_SITE: AdminSubstation = {
  id: 3,
  domains: ['nb.gift.example.com', 'nb2.gift.example.com'],
  site_name: '礼品代发商城·宁波分站',
  logo: '/logos/nb.svg',
  contacts: [],
  hotline: '400-800-5679',
  qrcode: '',
  footer: { copyright: '', icp: '' },
  flags: { article_switch: false },
  hidden_routes: ['SubstationsJoin'],
  remotes: ['storefront', 'purchase', 'usercenter'],
  created_at: '2026-11-20 10:00:00',
  updated_at: '2026-11-21 09:30:00',
  business: business({
    cost_percent: 80,
    markup_percent: 25,
    owners: [{ id: 21, name: '周站长', mobile: '137****2100' }],
    members: 128,
    sales: 12345.6,
    earnings: { frozen: 120.5, available: 300, withdrawing: 50, withdrawn: 1000 },
  }),
};

/** 温州分站 (id 4): stopped, no owner yet. */
export const WZ_SITE: AdminSubstation = {
  ...NB_SITE,
  id: 4,
  domains: ['wz.gift.example.com'],
  site_name: '温州分站',
  logo: '',
  hotline: '',
  business: business({ status: 'stopped' }),
};

export const SITES: AdminSites = { main: MAIN_SITE, substations: [NB_SITE, WZ_SITE] };

/** GET /api/admin/site-options as the server answers a main-site operator: the main site first, then each 分站. */
export const SITE_OPTIONS: AdminSiteOption[] = [
  { id: MAIN_SITE.id, name: MAIN_SITE.site_name, is_main: true },
  ...SITES.substations.map((site) => ({ id: site.id, name: site.site_name, is_main: false })),
];
