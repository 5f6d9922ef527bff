/**
 * Spreadsheet import (SPEC §2.9, help article 4): the four platform templates served by
 * GET /api/common/download?type=jd|tb|pdd|dy, and the header titles the import recognises per field.
 * One source for the server's template files, the help article and the importer.
 */
export type SheetTemplateKey = 'jd' | 'tb' | 'pdd' | 'dy';

export interface SheetTemplate {
  key: SheetTemplateKey;
  /** Platform id of the spreadsheet sources (SPEC §3: 1 jd, 2 tb, 3 pdd, 4 dy). */
  platform: 1 | 2 | 3 | 4;
  name: string;
  /** Header row, in order, as the platform's order export writes it. */
  headers: string[];
  /** One filled example row under the headers. */
  example: string[];
}

export const SHEET_TEMPLATES: Record<SheetTemplateKey, SheetTemplate> = {
  jd: {
    key: 'jd',
    platform: 1,
    name: '京东',
    headers: ['订单号', '客户姓名', '联系电话', '客户地址', '商品名称', '订购数量', '订单备注'],
    example: ['300123456789', '张三', '13800138000', '北京市朝阳区建国路88号SOHO现代城A座1201', '精品毛巾', '1', ''],
  },
  tb: {
    key: 'tb',
    platform: 2,
    name: '淘宝/天猫',
    headers: ['订单编号', '买家会员名', '收货人姓名', '联系手机', '收货地址', '宝贝标题', '宝贝数量', '订单备注'],
    example: ['2311201234567890123', 'tb_buyer01', '李四', '13912345678', '浙江省 杭州市 西湖区 文三路100号', '精品毛巾', '1', ''],
  },
  pdd: {
    key: 'pdd',
    platform: 3,
    name: '拼多多',
    headers: ['订单号', '收货人', '手机', '省', '市', '区', '街道', '商品', '商家备注'],
    example: ['231120-123456789012345', '王五', '13700137000', '广东省', '深圳市', '南山区', '科技园科苑路15号', '精品毛巾', ''],
  },
  dy: {
    key: 'dy',
    platform: 4,
    name: '抖店',
    headers: ['主订单编号', '收件人', '收件人手机号', '省', '市', '区', '街道', '详细地址', '商品名称', '商家备注'],
    example: ['6923456789012345678', '赵六', '13600136000', '江苏省', '南京市', '鼓楼区', '湖南路街道', '湖南路1号', '精品毛巾', ''],
  },
};

export const SHEET_TEMPLATE_KEYS = Object.keys(SHEET_TEMPLATES) as SheetTemplateKey[];

/**
 * Header titles the import recognises for each field (any platform, any column order), as each
 * platform's older and newer order exports write them. Matched after trimming and removing spaces,
 * colons and full-width forms (`收货人 姓名：` is 收货人姓名). Where a file has several columns of
 * one field, the alias listed first wins (主订单编号 before 子订单编号).
 */
export const SHEET_HEADER_ALIASES = {
  shop_order: ['订单编号', '订单号', '主订单编号', '父订单编号', '平台订单号', '订单ID', '订单id', '子订单编号', '子订单号'],
  rec_name: ['收货人姓名', '收货人', '收件人', '收件人姓名', '客户姓名', '收货人名称', '联系人', '姓名'],
  rec_mobile: ['联系手机', '手机', '收件人手机号', '收件人手机', '收件人电话', '收货人手机', '收货人手机号', '收货人电话', '联系电话', '手机号', '手机号码', '电话'],
  rec_province: ['省', '省份', '收货省份', '收件省', '所在省'],
  rec_city: ['市', '城市', '收货城市', '收件市', '所在市'],
  rec_district: ['区', '区县', '县区', '收货区县', '收件区县', '所在区'],
  street: ['街道', '乡镇街道', '收件街道', '街道/镇'],
  rec_address: ['收货地址', '客户地址', '详细地址', '收件地址', '收件人地址', '收货人地址', '地址'],
  /** 淘宝: the address after the buyer changed it; wins over 收货地址 when not empty. */
  rec_address_modified: ['修改后的收货地址', '修改后收货地址'],
  use_name: ['买家会员名', '买家昵称', '用户昵称', '买家账号', '下单账号'],
  remark: ['订单备注', '商家备注', '卖家备注', '备注', '商家备注内容'],
  buyer_message: ['买家留言', '买家备注', '用户留言', '客户备注'],
  order_status: ['订单状态', '订单状态名称'],
  after_sale_status: ['售后状态', '售后/退款状态'],
  // a column of its own: 淘宝 exports have both 退款状态 and (newer) 售后状态
  refund_status: ['退款状态'],
} as const;

export type SheetHeaderField = keyof typeof SHEET_HEADER_ALIASES;

/**
 * Headers only one platform's export has, to tell which platform a file comes from (ids of
 * SHEET_TEMPLATES: 1 jd, 2 tb, 3 pdd, 4 dy).
 */
export const SHEET_PLATFORM_HEADERS: Record<1 | 2 | 3 | 4, string[]> = {
  1: ['客户姓名', '客户地址', '京东价', '订购数量', '商品ID'],
  2: ['买家会员名', '收货人姓名', '联系手机', '修改后的收货地址', '宝贝标题', '宝贝数量', '买家应付货款', '买家支付宝账号'],
  3: ['收货人', '手机', '售后状态', '商品', '商品规格', '拼单成功时间'],
  4: ['主订单编号', '子订单编号', '收件人', '收件人手机号', '收件人姓名', '收件人电话', '收件地址', '选购商品', '达人昵称'],
};
