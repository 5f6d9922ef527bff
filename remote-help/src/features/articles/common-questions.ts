/** The five common-question articles of SPEC §2.1 (ids 1–5). */
export const COMMON_QUESTIONS = [
  { id: 1, title: '智能筛选怎么用？', summary: '按订单号、收件人、买家会员名或备注筛掉不需要发货的行。' },
  { id: 2, title: '表格有密码，如何去除？', summary: '导出的表格带打开密码时，先另存为无密码的文件再导入。' },
  { id: 3, title: '如何从店铺后台导出订单？', summary: '淘宝、京东、拼多多、抖店导出订单表格的步骤。' },
  { id: 4, title: '导入表格的格式要求', summary: '需要包含订单号、收件人、手机号、地址等列，支持 xlsx、xls、csv。' },
  { id: 5, title: '店铺订单同步不到怎么办？', summary: '检查授权是否过期、同步时间范围是否正确。' },
];
