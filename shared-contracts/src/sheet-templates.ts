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

/** Header titles the import recognises for each recipient field (any platform, any column order). */
export const SHEET_HEADER_ALIASES = {
  shop_order: ['订单编号', '订单号', '主订单编号', '子订单编号', '平台订单号'],
  rec_name: ['收货人姓名', '收货人', '收件人', '客户姓名', '联系人', '姓名'],
  rec_mobile: ['联系手机', '手机', '收件人手机号', '收货人手机', '联系电话', '手机号', '电话'],
  rec_province: ['省', '省份', '收货省份'],
  rec_city: ['市', '城市', '收货城市'],
  rec_district: ['区', '区县', '县区', '收货区县'],
  street: ['街道', '乡镇街道'],
  rec_address: ['收货地址', '客户地址', '详细地址', '地址', '收件地址'],
  use_name: ['买家会员名', '买家昵称', '用户昵称'],
  remark: ['订单备注', '商家备注', '卖家备注', '买家留言', '备注'],
} as const;
