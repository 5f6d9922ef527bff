import { can, type OperatorRole, type Permission } from 'shared-contracts/admin';
import { routePath } from 'shared-contracts';

/**
 * The console's sections, each behind one permission of the shared table (`can`): the side menu and the
 * 概览 page list only those the operator's role holds. Sections without a `path` are not built yet
 * (issue 20 lays the foundation; the business pages follow) and show as 即将上线.
 */
export interface ConsoleSection {
  key: string;
  label: string;
  permission: Permission;
  /** The page, once it exists. */
  path?: string;
  description: string;
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { key: 'overview', label: '概览', permission: 'dashboard.read', path: routePath('adminOverview'), description: '当前账号与可用功能' },
  { key: 'catalogue', label: '商品与快递', permission: 'catalogue.read', path: routePath('adminGoods'), description: '商品、快递、供货店铺与分类' },
  { key: 'content', label: '内容管理', permission: 'content.write', description: '公告、轮播图、首页布局、帮助文章与页脚' },
  { key: 'users', label: '用户管理', permission: 'users.read', description: '查询用户与实名、会员信息' },
  { key: 'groups', label: '会员等级与充值', permission: 'groups.write', description: '会员等级与充值选项' },
  { key: 'substations', label: '分站管理', permission: 'substations.write', description: '分站与加盟申请' },
  { key: 'money', label: '资金调整', permission: 'money.write', description: '余额调整、提现处理' },
  { key: 'ledger', label: '财务报表', permission: 'money.read', description: '流水与对账' },
  { key: 'support', label: '工单与赔付', permission: 'support.write', description: '处理工单与包裹赔付' },
  { key: 'operators', label: '操作员', permission: 'operators.manage', description: '操作员账号与角色' },
  { key: 'audit', label: '审计日志', permission: 'audit.read', path: routePath('adminAudit'), description: '每一次后台变更的记录' },
];

/** The sections a role may use, in menu order. */
export function sectionsFor(role: OperatorRole): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => can(role, section.permission));
}
