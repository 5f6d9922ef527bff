/**
 * The spreadsheet fixture set (issue 11): order exports of 淘宝/天猫, 京东, 拼多多 and 抖店 as they come out of
 * each back-office, with what readSheet must give, and the files it must refuse.
 */
import iconv from 'iconv-lite';
import { csvBytes, encryptedXlsxBytes, xlsxBytes, type Cell } from './fixture-files';
import type { SheetFixture } from './fixture-score';
import type { SheetPlatform, SheetRecipient } from './types';

// ---------------------------------------------------------------- expected rows

type R = Omit<SheetRecipient, 'warning' | 'statuses'> & { statuses?: string[] };

/** An expected recipient with its status texts. */
const withStatuses = (r: R, statuses: string[]): R => ({ ...r, statuses });

function rec(
  platform: SheetPlatform | null,
  row: number,
  shop_order: string,
  rec_name: string,
  rec_mobile: string,
  [rec_province, rec_city, rec_district, rec_address]: [string, string, string, string],
  use_name = '',
  remark = '',
): R {
  return { row, shop_order, rec_name, rec_mobile, rec_province, rec_city, rec_district, rec_address, use_name, remark, platform };
}

// ---------------------------------------------------------------- 淘宝/天猫 (platform 2)

const TB_NEW = ['订单编号', '买家会员名', '买家应付货款', '订单状态', '买家留言', '收货人姓名', '收货地址', '修改后的收货地址', '联系手机', '宝贝标题', '宝贝数量', '订单备注'];
// the classic CSV export: titles with trailing spaces, a full-width colon, 联系手机 as a text formula
const TB_OLD = ['订单编号', '买家会员名 ', '买家支付宝账号', '收货人姓名', '收货地址 ', '联系电话 ', '联系手机', '订单状态', '买家留言', '宝贝标题 ', '订单备注：'];

function tbCases(): SheetFixture[] {
  const xlsxRows: Cell[][] = [
    ['淘宝/天猫 订单导出（2024-11-20 10:00）'],
    [],
    [],
    TB_NEW,
    ['2311201234567890123', 'tb_buyer01', 30, '买家已付款，等待卖家发货', '请尽快发货', '李四', '浙江省 杭州市 西湖区 文三路100号(310000)', '', '13912345678', '精品毛巾', 1, ''],
    // 修改后的收货地址 wins
    ['2311201234567890124', 'tb_buyer02', 30, '买家已付款，等待卖家发货', '', '王小明', '浙江省 杭州市 西湖区 文三路100号(310000)', '北京 北京市 朝阳区 建国路88号SOHO现代城A座1201(100022)', '13800138000-1234', '精品毛巾', 1, '送礼'],
    // one order, two items: one recipient (first row)
    ['2311201234567890125', 'tb_buyer03', 50, '买家已付款，等待卖家发货', '', '陈静', '上海 上海市 浦东新区 世纪大道100号(200120)', '', '13712345678转8888', '精品毛巾', 1, ''],
    ['2311201234567890125', 'tb_buyer03', 50, '买家已付款，等待卖家发货', '', '陈静', '上海 上海市 浦东新区 世纪大道100号(200120)', '', '13712345678转8888', '保温杯', 1, ''],
    // a privacy number with 分机
    ['2311201234567890126', 'tb_buyer04', 20, '买家已付款，等待卖家发货', '', '赵敏', '广东省 深圳市 南山区 粤海街道 科技园科苑路15号(518057)', '', '18412345678分机0321', '精品毛巾', 1, ''],
    // no phone: rejected, the rest imported
    ['2311201234567890127', 'tb_buyer05', 20, '买家已付款，等待卖家发货', '', '孙亮', '江苏省 南京市 鼓楼区 湖南路1号(210000)', '', '', '精品毛巾', 1, ''],
    [],
    ['合计', '', 150, '', '', '', '', '', '', '', 5, ''],
    [],
    [],
  ];
  const csvRows: Cell[][] = [
    TB_OLD,
    ['="2311209876543210987"', 'buyer_old', 'a***@163.com', '周杰', '湖北省 武汉市 洪山区 珞喻路1037号(430074)', '', "'13612345678", '等待卖家发货', '', '毛巾', '老客户'],
    ['="2311209876543210988"', 'buyer_old2', 'b***@163.com', '吴昊', '四川省 成都市 武侯区 人民南路四段1号(610041)', '028-85551234', "'13512345678", '等待卖家发货', '快点', '毛巾', ''],
    // 联系手机 empty, the mobile in 联系电话
    ['="2311209876543210990"', 'buyer_old5', 'e***@163.com', '许晴', '云南省 昆明市 五华区 东风西路1号(650000)', "'13612340000", '', '等待卖家发货', '', '毛巾', ''],
    // a masked number: rejected with its reason
    ['="2311209876543210989"', 'buyer_old3', 'c***@163.com', '郑爽', '河南省 郑州市 金水区 花园路1号(450000)', '', '135****5678', '等待卖家发货', '', '毛巾', ''],
    // a CSV re-saved by a spreadsheet program: the order number in exponent form has lost its digits
    ['2.31121E+18', 'buyer_old4', 'd***@163.com', '冯巩', '河南省 郑州市 金水区 花园路2号(450000)', '', '13512340001', '等待卖家发货', '', '毛巾', ''],
  ];
  // the older back-office's ".xls" that is tab-separated text in GBK
  const tsvRows: Cell[][] = [
    ['订单编号', '买家会员名', '收货人姓名', '收货地址', '联系手机', '订单备注'],
    ['2311205555555555555', 'tsv_buyer', '韩梅梅', '辽宁省 大连市 中山区 人民路1号(116001)', '15512345678', ''],
    ['2311205555555555556', 'tsv_buyer2', '李雷', '黑龙江省 哈尔滨市 道里区 中央大街1号(150010)', '15512345679', '礼品'],
  ];
  const tsv = tsvRows.map((r) => r.map((c) => c ?? '').join('\t')).join('\r\n') + '\r\n';
  return [
    {
      name: '淘宝旧版 .xls 实为制表符分隔文本（GBK）',
      kind: 'tb',
      fileName: 'ExportOrderList.xls',
      bytes: new Uint8Array(iconv.encode(tsv, 'gbk')),
      expected: {
        platform: 2,
        headerRow: 1,
        rowsRead: 2,
        recipients: [
          rec(2, 2, '2311205555555555555', '韩梅梅', '15512345678', ['辽宁省', '大连市', '中山区', '人民路1号'], 'tsv_buyer'),
          rec(2, 3, '2311205555555555556', '李雷', '15512345679', ['黑龙江省', '哈尔滨市', '道里区', '中央大街1号'], 'tsv_buyer2', '礼品'),
        ],
        rejected: [],
      },
    },
    {
      name: '淘宝 xlsx：标题行与空行在表头上方、19 位订单号为文本、修改后的收货地址、一单多行、分机号、合计行与尾部空行',
      kind: 'tb',
      fileName: 'ExportOrderList202411201000.xlsx',
      bytes: xlsxBytes(xlsxRows, 'xlsx', [0, 8]),
      expected: {
        platform: 2,
        headerRow: 4,
        rowsRead: 6,
        recipients: [
          rec(2, 5, '2311201234567890123', '李四', '13912345678', ['浙江省', '杭州市', '西湖区', '文三路100号'], 'tb_buyer01', '请尽快发货'),
          rec(2, 6, '2311201234567890124', '王小明', '13800138000-1234', ['北京市', '北京市', '朝阳区', '建国路88号SOHO现代城A座1201'], 'tb_buyer02', '送礼'),
          rec(2, 7, '2311201234567890125', '陈静', '13712345678-8888', ['上海市', '上海市', '浦东新区', '世纪大道100号'], 'tb_buyer03'),
          rec(2, 9, '2311201234567890126', '赵敏', '18412345678-0321', ['广东省', '深圳市', '南山区', '粤海街道 科技园科苑路15号'], 'tb_buyer04'),
        ],
        rejected: [{ row: 10, reason: '没有手机号码' }],
      },
    },
    {
      name: '淘宝旧版 CSV（GBK）：表头带空格和冒号、="…" 订单号、\' 前缀手机、联系手机为空时取联系电话、科学计数的订单号被拒',
      kind: 'tb',
      fileName: 'ExportOrderList.csv',
      bytes: csvBytes(csvRows, 'gbk'),
      expected: {
        platform: 2,
        headerRow: 1,
        rowsRead: 5,
        recipients: [
          rec(2, 2, '2311209876543210987', '周杰', '13612345678', ['湖北省', '武汉市', '洪山区', '珞喻路1037号'], 'buyer_old', '老客户'),
          rec(2, 3, '2311209876543210988', '吴昊', '13512345678', ['四川省', '成都市', '武侯区', '人民南路四段1号'], 'buyer_old2', '快点'),
          rec(2, 4, '2311209876543210990', '许晴', '13612340000', ['云南省', '昆明市', '五华区', '东风西路1号'], 'buyer_old5'),
        ],
        rejected: [
          { row: 5, reason: '被隐藏' },
          { row: 6, reason: '后几位已丢失' },
        ],
      },
    },
  ];
}

// ---------------------------------------------------------------- 京东 (platform 1)

const JD_NEW = ['订单号', '商品ID', '商品名称', '订购数量', '客户姓名', '客户地址', '联系电话', '订单备注', '商家备注', '订单状态', '京东价'];
const JD_OLD = ['订单号', '客户姓名', '联系电话', '客户地址', '商品名称', '订购数量', '订单备注'];

function jdCases(): SheetFixture[] {
  const csvRows: Cell[][] = [
    JD_NEW,
    ['\t300123456789', '\t100012345', '精品毛巾', 1, '张三', '北京市朝阳区建国路88号SOHO现代城A座1201', '\t13800138000', '', '', '等待出库', '19.90'],
    ['\t300123456790', '\t100012345', '精品毛巾', 2, '刘洋', '浙江杭州市滨江区长河街道江南大道3880号', '\t18412345678转1234', '周末送', '客户要求', '等待出库', '19.90'],
    ['\t300123456790', '\t100012346', '保温杯', 1, '刘洋', '浙江杭州市滨江区长河街道江南大道3880号', '\t18412345678转1234', '周末送', '客户要求', '等待出库', '39.00'],
    // a landline only: rejected
    ['\t300123456791', '\t100012345', '精品毛巾', 1, '马丽', '天津市和平区南京路1号', '\t022-23456789', '', '', '等待出库', '19.90'],
    // an address without province or city: rejected
    ['\t300123456792', '\t100012345', '精品毛巾', 1, '黄磊', '幸福小区5栋', '\t13312345678', '', '', '等待出库', '19.90'],
    ['合计', '', '', 5, '', '', '', '', '', '', ''],
  ];
  const xlsRows: Cell[][] = [
    JD_OLD,
    // order number and phone stored as numbers (safe integers): their exact digits
    [300123456800, '钱多多', 13900001111, '重庆市渝中区解放碑民族路188号', '精品毛巾', 1, ''],
    [300123456801, '欧阳娜娜', 15900002222, '江苏省苏州市昆山市前进中路1号', '精品毛巾', 1, '加急'],
  ];
  // the 京东 back-office's ".xls" that is an HTML table, in GBK; the order cell merged over an order's item rows
  const html = (rows: Cell[][]) =>
    '<html><head><meta http-equiv="Content-Type" content="text/html; charset=gbk"></head><body><table>' +
    rows.map((row) => `<tr>${row.map((c) => `<td>${c ?? ''}</td>`).join('')}</tr>`).join('') +
    '</table></body></html>';
  const htmlRows: Cell[][] = [
    ['订单号', '客户姓名', '联系电话', '客户地址', '商品名称', '订购数量', '商家备注'],
    ['300123456900123456', '蒋文', '13300001234', '福建省厦门市思明区鹭江道8号', '精品毛巾', 1, ''],
    ['', '蒋文', '13300001234', '福建省厦门市思明区鹭江道8号', '保温杯', 1, ''],
    ['300123456900123457', '沈*', '13300005678', '福建省福州市鼓楼区五四路1号', '精品毛巾', 1, ''],
  ];
  return [
    {
      name: '京东 .xls 实为 HTML 表格（GBK）：18 位订单号为文本、订单号单元格合并的多行订单、隐藏的姓名被拒',
      kind: 'jd',
      fileName: 'jd_export.xls',
      bytes: new Uint8Array(iconv.encode(html(htmlRows), 'gbk')),
      expected: {
        platform: 1,
        headerRow: 1,
        rowsRead: 3,
        recipients: [rec(1, 2, '300123456900123456', '蒋文', '13300001234', ['福建省', '厦门市', '思明区', '鹭江道8号'])],
        rejected: [{ row: 4, reason: '被隐藏' }],
      },
    },
    {
      name: '京东新版 CSV（GBK）：制表符前缀、转分机、一单多行、座机与无省份的行被拒、合计行',
      kind: 'jd',
      fileName: '京东订单.csv',
      bytes: csvBytes(csvRows, 'gbk'),
      expected: {
        platform: 1,
        headerRow: 1,
        rowsRead: 5,
        recipients: [
          rec(1, 2, '300123456789', '张三', '13800138000', ['北京市', '北京市', '朝阳区', '建国路88号SOHO现代城A座1201']),
          rec(1, 3, '300123456790', '刘洋', '18412345678-1234', ['浙江省', '杭州市', '滨江区', '长河街道江南大道3880号'], '', '周末送；客户要求'),
        ],
        rejected: [
          { row: 5, reason: '手机号码' },
          { row: 6, reason: '没有识别到省份或城市' },
        ],
      },
    },
    {
      name: '京东旧版 xls：订单号与手机存为数字',
      kind: 'jd',
      fileName: 'jd.xls',
      bytes: xlsxBytes(xlsRows, 'xls'),
      expected: {
        platform: 1,
        headerRow: 1,
        rowsRead: 2,
        recipients: [
          rec(1, 2, '300123456800', '钱多多', '13900001111', ['重庆市', '重庆市', '渝中区', '解放碑民族路188号']),
          rec(1, 3, '300123456801', '欧阳娜娜', '15900002222', ['江苏省', '苏州市', '昆山市', '前进中路1号'], '', '加急'),
        ],
        rejected: [],
      },
    },
  ];
}

// ---------------------------------------------------------------- 拼多多 (platform 3)

const PDD_NEW = ['商品', '订单号', '订单状态', '售后状态', '商品规格', '收货人', '手机', '省', '市', '区', '街道', '详细地址', '商家备注', '买家留言'];
const PDD_OLD = ['订单号', '收货人', '手机', '收货地址', '商品', '商家备注'];

function pddCases(): SheetFixture[] {
  const xlsxRows: Cell[][] = [
    ['拼多多订单导出'],
    PDD_NEW,
    ['精品毛巾', '231120-123456789012345', '待发货', '无售后或售后取消', '白色', '王五', '13700137000', '广东省', '深圳市', '南山区', '粤海街道', '科技园科苑路15号', '', ''],
    // a privacy number with a dash extension; 详细地址 repeating the divisions
    ['精品毛巾', '231120-123456789012346', '待发货', '无售后或售后取消', '白色', '何佳', '13800138000-5678', '浙江省', '杭州市', '西湖区', '', '浙江省杭州市西湖区文三路100号', '备注A', ''],
    // 街道 already at the start of 详细地址
    ['精品毛巾', '231120-123456789012347', '待发货', '无售后或售后取消', '白色', '林峰', '15012345678', '江苏省', '南京市', '鼓楼区', '湖南路街道', '湖南路街道湖南路1号', '', '谢谢'],
    // an autonomous region written short in 省
    ['精品毛巾', '231120-123456789012348', '待发货', '无售后或售后取消', '白色', '韦小宝', '17712345678', '广西', '南宁市', '青秀区', '', '民族大道100号', '', ''],
    [null, null, null, null, null, null, null, null, null, null, null, null, null, null],
    [],
  ];
  const csvRows: Cell[][] = [
    PDD_OLD,
    ['231121-000000000000001', '冯程', '13100001111', '河北省 石家庄市 长安区 中山东路1号', '毛巾', ''],
    ['231121-000000000000002', '', '13100002222', '河北省 石家庄市 长安区 中山东路2号', '毛巾', ''],
    ['231121-000000000000003', '曹操', '13100003333', '山东省 济南市 历下区 泉城路1号', '毛巾', '老客户'],
  ];
  const spreadRows: Cell[][] = [
    ['订单号', '收货人', '手机', '省', '市', '区', '街道', '详细地址', '订单状态'],
    ['231122-000000000000001', '王五', '13700137000', '北京市', '北京市', '朝阳区', '', '建国路88号', '待发货'],
    ['231122-000000000000002', '李四', '13700137001', '广东省', '深圳市', '', '', '南山区科技园科苑路15号', '待发货'],
    ['231122-000000000000003', '赵六', '13700137002', '上海', '上海市', '浦东新区', '花木街道', '花木街道世纪大道100号', '待发货'],
    ['231122-000000000000004', '钱七', '13700137003', '新疆维吾尔自治区', '石河子市', '', '', '北一路1号', '待发货'],
  ];
  return [
    {
      name: '拼多多 CSV（UTF-8 无 BOM）：直辖市分列、区写在详细地址里、省直辖县级市',
      kind: 'pdd',
      fileName: 'pdd_spread.csv',
      bytes: csvBytes(spreadRows, 'utf8'),
      expected: {
        platform: 3,
        headerRow: 1,
        rowsRead: 4,
        recipients: [
          rec(3, 2, '231122-000000000000001', '王五', '13700137000', ['北京市', '北京市', '朝阳区', '建国路88号']),
          rec(3, 3, '231122-000000000000002', '李四', '13700137001', ['广东省', '深圳市', '南山区', '科技园科苑路15号']),
          rec(3, 4, '231122-000000000000003', '赵六', '13700137002', ['上海市', '上海市', '浦东新区', '花木街道世纪大道100号']),
          rec(3, 5, '231122-000000000000004', '钱七', '13700137003', ['新疆维吾尔自治区', '石河子市', '', '北一路1号']),
        ],
        rejected: [],
      },
    },
    {
      name: '拼多多 xlsx：省/市/区/街道/详细地址分列、-分机、详细地址重复省市区、街道重复、简称省份',
      kind: 'pdd',
      fileName: 'pdd_orders.xlsx',
      bytes: xlsxBytes(xlsxRows),
      expected: {
        platform: 3,
        headerRow: 2,
        rowsRead: 4,
        recipients: [
          withStatuses(rec(3, 3, '231120-123456789012345', '王五', '13700137000', ['广东省', '深圳市', '南山区', '粤海街道科技园科苑路15号']), ['待发货', '无售后或售后取消']),
          rec(3, 4, '231120-123456789012346', '何佳', '13800138000-5678', ['浙江省', '杭州市', '西湖区', '文三路100号'], '', '备注A'),
          rec(3, 5, '231120-123456789012347', '林峰', '15012345678', ['江苏省', '南京市', '鼓楼区', '湖南路街道湖南路1号'], '', '谢谢'),
          rec(3, 6, '231120-123456789012348', '韦小宝', '17712345678', ['广西壮族自治区', '南宁市', '青秀区', '民族大道100号']),
        ],
        rejected: [],
      },
    },
    {
      name: '拼多多旧版 CSV（UTF-8 带 BOM）：一格地址、没有姓名的行被拒',
      kind: 'pdd',
      fileName: 'pdd.csv',
      bytes: csvBytes(csvRows, 'utf8bom'),
      expected: {
        platform: 3,
        headerRow: 1,
        rowsRead: 3,
        recipients: [
          rec(3, 2, '231121-000000000000001', '冯程', '13100001111', ['河北省', '石家庄市', '长安区', '中山东路1号']),
          rec(3, 4, '231121-000000000000003', '曹操', '13100003333', ['山东省', '济南市', '历下区', '泉城路1号'], '', '老客户'),
        ],
        rejected: [{ row: 3, reason: '没有收件人姓名' }],
      },
    },
  ];
}

// ---------------------------------------------------------------- 抖店 (platform 4)

const DY_NEW = ['主订单编号', '子订单编号', '选购商品', '商品数量', '收件人', '收件人手机号', '省', '市', '区', '街道', '详细地址', '商家备注', '买家留言', '订单状态', '售后状态', '达人昵称'];
const DY_OLD = ['订单编号', '收件人姓名', '收件人电话', '收件地址', '商品名称', '商家备注', '订单状态'];

function dyCases(): SheetFixture[] {
  const xlsxRows: Cell[][] = [
    DY_NEW,
    // one order, two items (two 子订单): one recipient
    ['6923456789012345678', '6923456789012345679', '精品毛巾', 1, '赵六', '13600136000', '江苏省', '南京市', '鼓楼区', '湖南路街道', '湖南路1号', '', '', '待发货', '', '小美'],
    ['6923456789012345678', '6923456789012345680', '保温杯', 1, '赵六', '13600136000', '江苏省', '南京市', '鼓楼区', '湖南路街道', '湖南路1号', '', '', '待发货', '', '小美'],
    // a = prefix and a privacy number with 分机
    ['=6923456789012345681', '6923456789012345682', '精品毛巾', 1, '=钱七', '=17012345678分机123', '四川省', '成都市', '武侯区', '', '人民南路四段1号', '尽快', '', '待发货', '', ''],
    // a 19-digit order number stored as a number has lost digits: rejected, never a wrong number
    [6923456789012345000, 6923456789012345000, '精品毛巾', 1, '孙八', '13512340000', '湖南省', '长沙市', '岳麓区', '', '麓山南路1号', '', '', '待发货', '', ''],
    ['合计：3单'],
  ];
  const csvRows: Cell[][] = [
    ['抖店订单列表'],
    [],
    DY_OLD,
    ['="6911111111111111111"', '吕布', '="19912345678"', '陕西省西安市雁塔区小寨东路1号', '毛巾', '', '待发货'],
    ['="6911111111111111112"', '貂蝉', '="19912345679"', '内蒙古自治区呼和浩特市新城区新华大街1号', '毛巾', '', '待发货'],
  ];
  return [
    {
      name: '抖店 xlsx：主/子订单编号、一单多行、= 前缀、分机、数字存储丢位的订单号被拒、合计行',
      kind: 'dy',
      fileName: 'douyin.xlsx',
      bytes: xlsxBytes(xlsxRows, 'xlsx', [0, 1, 5]),
      expected: {
        platform: 4,
        headerRow: 1,
        rowsRead: 4,
        recipients: [
          withStatuses(rec(4, 2, '6923456789012345678', '赵六', '13600136000', ['江苏省', '南京市', '鼓楼区', '湖南路街道湖南路1号']), ['待发货']),
          rec(4, 4, '6923456789012345681', '钱七', '17012345678-123', ['四川省', '成都市', '武侯区', '人民南路四段1号'], '', '尽快'),
        ],
        rejected: [{ row: 5, reason: '后几位已丢失' }],
      },
    },
    {
      name: '抖店旧版 CSV（UTF-8 无 BOM）：标题行与空行、="…" 包裹',
      kind: 'dy',
      fileName: 'dy.csv',
      bytes: csvBytes(csvRows, 'utf8'),
      expected: {
        platform: 4,
        headerRow: 3,
        rowsRead: 2,
        recipients: [
          rec(4, 4, '6911111111111111111', '吕布', '19912345678', ['陕西省', '西安市', '雁塔区', '小寨东路1号']),
          rec(4, 5, '6911111111111111112', '貂蝉', '19912345679', ['内蒙古自治区', '呼和浩特市', '新城区', '新华大街1号']),
        ],
        rejected: [],
      },
    },
  ];
}

// ---------------------------------------------------------------- failures

function errorCases(): SheetFixture[] {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0, 0, 0, 1, 0, 8, 6, 0, 0, 0]);
  const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  return [
    { name: '不是表格（PNG 改名为 .xlsx）', kind: 'error', fileName: 'photo.xlsx', bytes: png, expected: { error: 'unreadable', message: '上传失败' } },
    { name: '不是表格（损坏的 zip）', kind: 'error', fileName: 'broken.xlsx', bytes: zip, expected: { error: 'unreadable', message: '上传失败' } },
    { name: '空文件', kind: 'error', fileName: 'empty.csv', bytes: new Uint8Array(0), expected: { error: 'unreadable', message: '上传失败' } },
    { name: '带密码的 xlsx', kind: 'error', fileName: 'locked.xlsx', bytes: encryptedXlsxBytes(), expected: { error: 'encrypted' } },
    {
      name: '淘宝表头缺少联系手机',
      kind: 'error',
      fileName: 'tb.xlsx',
      bytes: xlsxBytes([
        ['订单编号', '买家会员名', '收货人姓名', '收货地址', '宝贝标题'],
        ['2311201234567890123', 'tb1', '李四', '浙江省 杭州市 西湖区 文三路100号', '毛巾'],
      ]),
      expected: { error: 'missing_columns', missing: ['联系手机'], platformName: '淘宝/天猫' },
    },
    {
      name: '拼多多表头缺少手机和地址',
      kind: 'error',
      fileName: 'pdd.csv',
      bytes: csvBytes([['订单号', '收货人', '商品', '售后状态'], ['231120-1', '王五', '毛巾', '']], 'utf8'),
      expected: { error: 'missing_columns', missing: ['手机', '详细地址'], platformName: '拼多多' },
    },
    {
      name: '与订单无关的表格',
      kind: 'error',
      fileName: 'other.csv',
      bytes: csvBytes([['日期', '金额'], ['2024-01-01', '100']], 'utf8'),
      expected: { error: 'missing_columns', missing: ['收货人姓名', '手机', '收货地址'], platformName: null },
    },
    { name: '不支持的类型', kind: 'error', fileName: 'orders.txt', bytes: csvBytes([['a']], 'utf8'), expected: { error: 'unsupported_type' } },
  ];
}

/** Every fixture: 淘宝, 京东, 拼多多, 抖店 exports and the failures. */
export function buildSheetFixtures(): SheetFixture[] {
  return [...tbCases(), ...jdCases(), ...pddCases(), ...dyCases(), ...errorCases()];
}
