/**
 * The audit log's actions (`audit_log.action`, written by the server's `audit.record`) in Chinese, for the
 * 审计日志 page's column and its action filter. An action missing here shows as written (auditActionName).
 */
export const AUDIT_ACTION_NAMES: Record<string, string> = {
  // the operator's own account
  login: '登录',
  logout: '退出',
  'password.change': '修改密码',
  // 操作员 (the command line and the console)
  'operator.create': '创建操作员',
  'operator.reset-password': '重置操作员密码',
  'operator.role': '修改操作员角色',
  'operator.disable': '停用操作员',
  'operator.enable': '启用操作员',
  'operator.totp_reset': '重置动态验证码',
  'operator.totp_enrol': '绑定动态验证码',
  // 商品, 快递, 店铺, 分类
  'goods.create': '新增商品',
  'goods.update': '编辑商品',
  'goods.price': '商品调价',
  'goods.shelf-on': '商品上架',
  'goods.shelf-off': '商品下架',
  'courier.create': '新增快递',
  'courier.update': '编辑快递',
  'courier.delete': '删除快递',
  'shop.create': '新增店铺',
  'shop.update': '编辑店铺',
  'shop.delete': '删除店铺',
  'category.create': '新增分类',
  'category.update': '编辑分类',
  'category.delete': '删除分类',
  // 用户
  'user.group': '修改会员等级',
  'user.freeze': '冻结用户',
  'user.unfreeze': '解冻用户',
  'user.sign-out': '强制下线',
  // 对账 (issue 34)
  'reconciliation.credit': '对账补单',
  'reconciliation.resolve': '对账差异处理',
  'reconciliation.run': '重新对账',
  // 会员等级与充值
  'group.create': '新增会员等级',
  'group.update': '编辑会员等级',
  'group.delete': '删除会员等级',
  'recharge-settings.update': '修改充值设置',
  // 内容
  'notice.publish': '发布公告',
  'notice.disable': '停用公告',
  'banner.create': '新增轮播图',
  'banner.update': '编辑轮播图',
  'banner.delete': '删除轮播图',
  'banner.move': '调整轮播图顺序',
  'home_block.create': '新增首页区块',
  'home_block.update': '编辑首页区块',
  'home_block.delete': '删除首页区块',
  'home_block.move': '调整首页区块顺序',
  'article.create': '新增帮助文章',
  'article.update': '编辑帮助文章',
  'article.delete': '删除帮助文章',
  'article.move': '调整帮助文章顺序',
  'image.upload': '上传图片',
  // 站点与分站
  'site.update': '修改站点设置',
  'substation.create': '新增分站',
  'substation.update': '编辑分站',
  'substation.delete': '删除分站',
  // 资金调整
  'adjustment.request': '申请资金调整',
  'adjustment.book': '资金调整入账',
  'adjustment.approve': '复核通过资金调整',
  'adjustment.reject': '驳回资金调整',
  // 赔付记录
  'compensation.manual': '人工赔付',
  'work_order.claim': '认领工单',
  'work_order.reply': '回复工单',
  'work_order.status': '更改工单状态',
  'work_order.attachment': '上传工单图片',
  // 推广与提现
  'withdrawal.approve': '通过提现申请',
  'withdrawal.reject': '驳回提现申请',
  'withdrawal.retry': '重新发起打款',
  'promotion.settings': '修改推广设置',
  'withdrawal.first-approve': '大额提现第一审核',
  'money-rules.update': '修改资金安全设置',
  // 供应商 (issue 33)
  'supplier.create': '创建供应商账号',
  'supplier.disable': '停用供应商账号',
  'supplier.enable': '启用供应商账号',
  'supplier_application.approve': '通过供应商入驻',
  'supplier_application.reject': '驳回供应商入驻',
  'supplier_request.approve': '通过供货价/上下架申请',
  'supplier_request.reject': '驳回供货价/上下架申请',
};

/** An action's Chinese name, or the action itself when it has none. */
export function auditActionName(action: string): string {
  return Object.prototype.hasOwnProperty.call(AUDIT_ACTION_NAMES, action) ? AUDIT_ACTION_NAMES[action] : action;
}
