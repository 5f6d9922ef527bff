import { can, isSiteRole, type OperatorRole, type Permission } from 'shared-contracts/admin';
import { routePath } from 'shared-contracts';

/**
 * The console's sections, each behind one permission of the shared table (`can`): the side menu and the
 * 概览 page list only those the operator's role holds. Sections without a `path` come with later
 * capabilities and show as 即将上线.
 */
export interface ConsoleSection {
  key: string;
  label: string;
  permission: Permission;
  /** The page, once it exists. */
  path?: string;
  description: string;
  /** The menu group it sits in (consecutive sections of one group are shown under its heading). */
  group?: string;
  /** Its name in a 分站's console, where it is the 分站's own (e.g. 用户 → 会员). */
  siteLabel?: string;
}

const path = routePath;

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { key: 'overview', label: '概览', permission: 'dashboard.read', path: path('adminOverview'), description: '今日经营数据与待处理事项' },
  // a 分站's console (issue 32): its own overview, prices, settings and earnings
  { key: 'site-overview', label: '概览', permission: 'site.overview', path: path('adminOverview'), description: '本站今日与本月的销售、包裹、新会员与收益' },
  { key: 'site-pricing', label: '商品定价', permission: 'site.pricing', path: path('adminSitePricing'), description: '全店加价、单品售价与隐藏商品' },
  { key: 'orders', label: '订单与包裹', permission: 'orders.read', path: path('adminOrders'), description: '会员的订单与包裹，筛选与导出' },
  { key: 'goods', group: '商品与快递', label: '商品', permission: 'catalogue.read', path: path('adminGoods'), description: '商品、价格、库存与上下架' },
  { key: 'couriers', group: '商品与快递', label: '快递', permission: 'catalogue.read', path: path('adminCouriers'), description: '发货地址、提示与禁发地区' },
  { key: 'shops', group: '商品与快递', label: '供货店铺', permission: 'catalogue.read', path: path('adminShops'), description: '商品的供货店铺' },
  { key: 'categories', group: '商品与快递', label: '商品分类', permission: 'catalogue.read', path: path('adminCategories'), description: '商品的分类' },
  // 供应商 (issue 33): main-site roles only (a 分站's operators hold none of these permissions)
  { key: 'suppliers', group: '供应商', label: '供应商', permission: 'suppliers.read', path: path('adminSuppliers'), description: '各供货店铺的供应商账号：新建、停用与启用' },
  { key: 'supplier-applications', group: '供应商', label: '入驻申请', permission: 'suppliers.read', path: path('adminSupplierApplications'), description: '供应商入驻申请的审核：通过或驳回' },
  { key: 'supplier-requests', group: '供应商', label: '供货价审核', permission: 'suppliers.read', path: path('adminSupplierRequests'), description: '供应商的供货价调整与上下架申请' },
  { key: 'supplier-settlement', group: '供应商', label: '供应商结算', permission: 'money.read', path: path('adminSupplierSettlement'), description: '各供货店铺的应付、结算中、已结算与赔付扣款' },
  { key: 'supplier-performance', group: '供应商', label: '发货时效', permission: 'suppliers.read', path: path('adminSupplierPerformance'), description: '各供货店铺的按时发货率与超时赔付' },
  { key: 'notice', group: '内容', label: '公告', permission: 'content.write', path: path('adminNotice'), description: '首页公告，发布后用户重新看到' },
  { key: 'banners', group: '内容', label: '轮播图', permission: 'content.write', path: path('adminBanners'), description: '首页轮播图的图片、链接与顺序' },
  { key: 'home-blocks', group: '内容', label: '首页布局', permission: 'content.write', path: path('adminHomeBlocks'), description: '首页的商品区块与顺序' },
  { key: 'articles', group: '内容', label: '帮助文章', permission: 'content.write', path: path('adminArticles'), description: '帮助中心的文章' },
  { key: 'users', group: '用户与会员', label: '用户', siteLabel: '会员', permission: 'users.read', path: path('adminUsers'), description: '查询用户、会员等级、冻结与强制下线' },
  { key: 'groups', group: '用户与会员', label: '会员等级与充值', siteLabel: '会员等级', permission: 'groups.write', path: path('adminGroups'), description: '会员等级、折扣与充值选项' },
  { key: 'sites', group: '站点', label: '站点与分站', permission: 'substations.write', path: path('adminSites'), description: '主站页脚与联系方式、分站的域名、品牌、成本与状态' },
  { key: 'applications', group: '站点', label: '分站申请', permission: 'substations.write', path: path('adminApplications'), description: '分站加盟申请的处理与开通' },
  { key: 'site-settings', group: '站点', label: '站点设置', permission: 'site.settings', path: path('adminSiteSettings'), description: '本站名称、Logo、联系方式、页脚与推广佣金' },
  { key: 'earnings', group: '财务', label: '收益与提现', permission: 'site.earnings', path: path('adminEarnings'), description: '本站收益、每个包裹的毛利与提现' },
  { key: 'money', group: '财务', label: '资金调整', permission: 'money.write', path: path('adminAdjustments'), description: '余额的人工加款与扣款，大额需复核' },
  { key: 'withdrawals', group: '财务', label: '提现审核', permission: 'money.read', path: path('adminWithdrawals'), description: '推广佣金、分站收益与供应商结算的提现申请：审核、驳回与打款结果' },
  { key: 'commissions', group: '财务', label: '佣金记录', permission: 'money.read', path: path('adminCommissions'), description: '被推广用户的订单带来的佣金及其状态' },
  { key: 'promotion', group: '财务', label: '推广设置', permission: 'money.write', path: path('adminPromotion'), description: '佣金比例、冻结天数与提现规则' },
  { key: 'platform-share', group: '财务', label: '平台收益', permission: 'money.read', path: path('adminPlatformShare'), description: '每日出单包裹的实付、供货价、分站毛利、佣金与平台收益' },
  { key: 'ledger', group: '财务', label: '财务报表', permission: 'money.read', path: path('adminFinance'), description: '按日、按月的充值、消费、退款、赔付、佣金、提现与各账户余额' },
  { key: 'reconciliation', group: '财务', label: '对账', permission: 'money.read', path: path('adminReconciliation'), description: '支付宝、微信支付账单与本站充值的逐笔核对与补单' },
  { key: 'compensations', group: '售后', label: '赔付记录', permission: 'compensations.read', path: path('adminCompensations'), description: '超时赔付与人工赔付的记录和汇总' },
  { key: 'support', group: '售后', label: '工单', permission: 'workorders.read', path: path('adminWorkOrders'), description: '处理用户的工单' },
  { key: 'operators', group: '系统', label: '操作员', permission: 'operators.manage', path: path('adminOperators'), description: '操作员账号与角色' },
  { key: 'audit', group: '系统', label: '审计日志', permission: 'audit.read', path: path('adminAudit'), description: '每一次后台变更的记录' },
];

/** The sections a role may use, in menu order (a 分站 role's under their 分站 names). */
export function sectionsFor(role: OperatorRole): ConsoleSection[] {
  const site = isSiteRole(role);
  return CONSOLE_SECTIONS.filter((section) => can(role, section.permission)).map((section) => (site && section.siteLabel ? { ...section, label: section.siteLabel } : section));
}
