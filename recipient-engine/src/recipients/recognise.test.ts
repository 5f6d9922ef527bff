import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DIVISION_ALIASES } from './aliases';
import { buildRegionIndex, loadRegionIndex, recogniseRecipients, RecognitionMessages, type RecognisedRow } from './index';
import { findDivision } from './region-index';
import { regionData } from './region-data';
import { T2S_PAIRS } from './t2s-table';

const regions = buildRegionIndex(regionData);
const recognise = (text: string) => recogniseRecipients(text, regions);

/** The one row of a one-line text. */
function row(text: string): RecognisedRow {
  const { rows, rejected } = recognise(text);
  if (rows.length !== 1) throw new Error(`expected one row for ${text}, got ${JSON.stringify({ rows, rejected })}`);
  return rows[0];
}
/** Province / city / district / detail of a line. */
function place(text: string): string {
  const r = row(text);
  return [r.rec_province, r.rec_city, r.rec_district, r.rec_address].join('/');
}
function rejectedCode(text: string): string | undefined {
  return recognise(text).rejected[0]?.code;
}

describe('the whole text', () => {
  it('asks for input when the text is empty or blank', () => {
    for (const text of ['', '   ', '\n\n\t\n']) expect(recognise(text)).toEqual({ rows: [], rejected: [], message: RecognitionMessages.empty });
  });

  it('says nothing was recognised when no line gives a row, and lists why', () => {
    const result = recognise('张三 浙江省杭州市西湖区文三路1号\n李四 13800138000 随便写写');
    expect(result.rows).toEqual([]);
    expect(result.message).toBe('没有识别到完整的地址，请检查输入是否正确');
    expect(result.rejected.map((r) => [r.line, r.code])).toEqual([[1, 'no_phone'], [2, 'no_province']]);
  });

  it('numbers lines from 1 in the input, blank and short lines included, CRLF as one break', () => {
    const result = recognise('\r\nab\r\n张三,13800138000,浙江省杭州市西湖区文三路1号\r\n\r\n李四,13900139000,江苏省南京市玄武区中山路1号\r\n');
    expect(result.rows.map((r) => r.line)).toEqual([3, 5]);
    expect(result.rejected).toEqual([]);
    expect(result.message).toBeUndefined();
  });

  it('ignores lines shorter than 3 characters without reporting them', () => {
    expect(recognise('张三\n12\n,,').rejected).toEqual([]);
  });

  it('keeps the first of duplicate lines and reports later copies', () => {
    const line = '张三,13800138000,浙江省杭州市西湖区文三路1号';
    const result = recognise(`${line}\n王五,13700137000,浙江省杭州市西湖区文三路2号\n  ${line}  `);
    expect(result.rows.map((r) => r.line)).toEqual([1, 2]);
    expect(result.rejected).toEqual([{ line: 3, code: 'duplicate', reason: '与第1行重复', text: line }]);
  });
});

describe('normalisation', () => {
  it('reads full-width commas, semicolons, tabs and ideographic spaces as separators', () => {
    const expected = ['张三', '13800138000', '浙江省/杭州市/西湖区/文三路1号'];
    for (const text of ['张三，13800138000，浙江省杭州市西湖区文三路1号', '张三；13800138000；浙江省杭州市西湖区文三路1号', '张三\t13800138000\t浙江省杭州市西湖区文三路1号', '张三\u300013800138000\u3000浙江省杭州市西湖区文三路1号']) {
      const r = row(text);
      expect([r.rec_name, r.rec_mobile, place(text)]).toEqual(expected);
    }
  });

  it('strips a trailing 6-digit postcode', () => {
    expect(row('张三,13800138000,浙江省杭州市西湖区文三路1号,310012').rec_address).toBe('文三路1号');
    expect(row('张三 13800138000 浙江省杭州市西湖区文三路1号 310012').rec_address).toBe('文三路1号');
  });

  it('trims separators between the divisions and the detail', () => {
    expect(place('张三,13800138000,浙江省 杭州市 西湖区, 文三路1号 ')).toBe('浙江省/杭州市/西湖区/文三路1号');
  });
});

describe('order number', () => {
  it('is a leading run of digits or dashes', () => {
    expect(row('123456789012,张三,13800138000,浙江省杭州市西湖区文三路1号').shop_order).toBe('123456789012');
    expect(row('231120-123456789 张三 13800138000 浙江省杭州市西湖区文三路1号').shop_order).toBe('231120-123456789');
    expect(row('张三,13800138000,浙江省杭州市西湖区文三路1号').shop_order).toBe('');
  });

  it('is not the phone at the start of a line, unless another phone follows', () => {
    expect(row('13800138000,张三,浙江省杭州市西湖区文三路1号')).toMatchObject({ shop_order: '', rec_mobile: '13800138000' });
    expect(row('13800138000,张三,13900139000,浙江省杭州市西湖区文三路1号')).toMatchObject({ shop_order: '13800138000', rec_mobile: '13900139000' });
  });

  it('keeps every dashed group, whatever looks like an area code, a landline or its extension inside', () => {
    for (const order of ['2291-0755', '1001-020', '2023-0571-88886666', '2291-0755-8812-3306', '1001-0571-88886666-123', '2024-0101-0020-0571-8888', '2291-400-820-8820', '0023-0755-8812-3306', '2023-139-1234-5678']) {
      for (const sep of [',', '，', ' ', '\t']) {
        expect(row([order, '陈先生', '13912345678', '浙江省杭州市西湖区文三路90号'].join(sep))).toMatchObject({ shop_order: order, rec_name: '陈先生', rec_mobile: '13912345678', rec_address: '文三路90号' });
      }
    }
  });

  it('still drops a real landline after it, and tells a line whose only number is a landline', () => {
    for (const landline of ['020-66552211', '0571-88886666-123', '座机：0755-88123306']) {
      expect(row(`2291-0755-8812-3306,张三,${landline},13912345678,广东省广州市天河区体育西路1号`)).toMatchObject({ shop_order: '2291-0755-8812-3306', rec_name: '张三', rec_mobile: '13912345678', rec_address: '体育西路1号' });
      expect(rejectedCode(`2291-0755-8812-3306,张三,${landline},广东省广州市天河区体育西路1号`)).toBe('landline_only');
    }
    expect(rejectedCode('2291-0755-8812-3306,张三,广东省广州市天河区体育西路1号')).toBe('no_phone');
    expect(rejectedCode('020-66552211,张三,广东省广州市天河区体育西路1号')).toBe('landline_only');
    expect(rejectedCode('0571-88886666-123 张三 广东省广州市天河区体育西路1号')).toBe('landline_only');
    expect(rejectedCode('020-66552211,张三,1391234567,广东省广州市天河区体育西路1号')).toBe('invalid_phone');
  });
});

describe('phone', () => {
  it('accepts mainland mobiles 1[3-9] and keeps an extension as written', () => {
    expect(row('张三 13800138000-1234 浙江省杭州市西湖区文三路1号').rec_mobile).toBe('13800138000-1234');
    expect(row('张三 19912345678 浙江省杭州市西湖区文三路1号').rec_mobile).toBe('19912345678');
  });

  it('drops +86/86 prefixes and spaces or dashes inside the number', () => {
    for (const phone of ['+86 13800138000', '+8613800138000', '86-13800138000', '(+86)13800138000', '0086 13800138000', '138 0013 8000', '138-0013-8000', '+86 138 0013 8000']) {
      expect(row(`张三 ${phone} 浙江省杭州市西湖区文三路1号`).rec_mobile).toBe('13800138000');
    }
  });

  it('rejects a line whose number is not a valid mobile', () => {
    for (const phone of ['12800138000', '1380013800', '23812345678', '138****8000']) {
      expect(rejectedCode(`张三 ${phone} 浙江省杭州市西湖区文三路1号`)).toBe('invalid_phone');
    }
    expect(recognise('张三 12800138000 浙江省杭州市').rejected[0].reason).toBe('手机号码「12800138000」不正确');
  });

  it('rejects a line with only a landline, and never takes a landline beside a mobile', () => {
    for (const phone of ['0571-88886666', '(0571)88886666', '座机：88886666', '电话 0571 8888 6666', '400-820-8820']) {
      expect(rejectedCode(`张三 ${phone} 浙江省杭州市西湖区文三路1号`)).toBe('landline_only');
      const r = row(`张三 ${phone} 13800138000 浙江省杭州市西湖区文三路1号 ${phone}`);
      expect([r.rec_name, r.rec_mobile, r.rec_address]).toEqual(['张三', '13800138000', '文三路1号']);
    }
    expect(recognise('张三 0571-88886666 浙江省杭州市').rejected[0].reason).toBe('只有座机号码，请填写手机号');
  });

  it('rejects a line without a phone', () => {
    expect(rejectedCode('张三 浙江省杭州市西湖区文三路1号')).toBe('no_phone');
    expect(rejectedCode('订单号,姓名,电话,地址')).toBe('no_phone');
  });
});

describe('name', () => {
  it('takes the name before the phone, after it, or after the address', () => {
    expect(row('张三 13800138000 浙江省杭州市西湖区文三路1号').rec_name).toBe('张三');
    expect(row('13800138000 张三 浙江省杭州市西湖区文三路1号').rec_name).toBe('张三');
    expect(row('浙江省杭州市西湖区文三路1号,张三,13800138000')).toMatchObject({ rec_name: '张三', rec_address: '文三路1号' });
    expect(row('浙江省杭州市西湖区文三路1号 张三 13800138000')).toMatchObject({ rec_name: '张三', rec_address: '文三路1号' });
    expect(row('13800138000张三浙江省杭州市西湖区文三路1号')).toMatchObject({ rec_name: '张三', rec_address: '文三路1号' });
  });

  it('cuts a name longer than 4 characters, saying so on the row', () => {
    expect(row('爱新觉罗启,13800138000,辽宁省抚顺市新宾满族自治县永陵镇1号')).toMatchObject({ rec_name: '爱新觉罗', warning: '姓名超过4个字，已截取为「爱新觉罗」' });
    expect(row('王小明先生,13800138000,浙江省杭州市西湖区文三路1号')).toMatchObject({ rec_name: '王小明' });
    expect(row('张三(公司前台),13800138000,浙江省杭州市西湖区文三路1号')).toMatchObject({ rec_name: '张三' });
    expect(row('阿依古丽·买买提,13800138000,新疆维吾尔自治区阿克苏地区阿克苏市西大街1号').rec_name).toBe('阿依古丽');
    expect(row('张三,13800138000,浙江省杭州市西湖区文三路1号').warning).toBeUndefined();
  });

  it('refuses a long name in letters, which no cut keeps whole', () => {
    expect(recognise('Elizabeth,13800138000,浙江省杭州市西湖区文三路1号').rejected[0]).toMatchObject({ code: 'name_too_long', reason: '姓名「Elizabeth」超过4个字' });
  });

  it('never takes a label for the name, and finds the name beside it', () => {
    const place = { rec_province: '广东省', rec_city: '广州市', rec_district: '天河区', rec_address: '体育西路1号' };
    const address = '广东省广州市天河区体育西路1号';
    for (const text of [
      `周敏，座机020-66552211，手机13811112222，${address}`,
      `周敏,座机:020-66552211,手机:13811112222,${address}`,
      `周敏 座机 020-66552211 手机 13811112222 ${address}`,
      `周敏\t固话020-66552211\t联系方式13811112222\t${address}`,
      `周敏手机13811112222${address}`,
      `周敏，手机，13811112222，${address}`,
      `手机13811112222，周敏，${address}`,
      `${address}，手机13811112222，周敏`,
      `${address}，手机:13811112222，周敏`,
      `${address} 电话 13811112222 周敏`,
      `${address}，座机：0571-88886666-123，联系电话：13811112222，周敏`,
      `姓名周敏，电话13811112222，地址${address}`,
      `地址 ${address} 手机 13811112222 姓名 周敏`,
      `收件人：周敏 联系方式：13811112222 地址：${address}`,
      `周敏（手机13811112222）${address}`,
    ]) {
      expect([text, row(text)]).toEqual([text, { line: 1, shop_order: '', rec_name: '周敏', rec_mobile: '13811112222', ...place }]);
    }
    expect(row(`云飞，13811112222，${address}手机城3楼`).rec_address).toBe('体育西路1号手机城3楼');
  });

  it('refuses a line with no name at all', () => {
    expect(rejectedCode('13800138000,浙江省杭州市西湖区文三路1号')).toBe('no_name');
  });
});

describe('labelled form', () => {
  it('reads the back-end form with its label variants and colons', () => {
    for (const text of [
      '收货人：张三 手机号码：13800138000 所在地区：浙江省 杭州市 西湖区 详细地址：文三路1号',
      '收件人:张三,联系电话:13800138000,地址:浙江省杭州市西湖区文三路1号',
      '详细地址：文三路1号 所在地区：浙江省杭州市西湖区 收货人：张三 手机：13800138000',
      '收货人：张三，电话：138 0013 8000，所在地区：浙江省杭州市西湖区，详细地址：浙江省杭州市西湖区文三路1号',
    ]) {
      expect(row(text)).toMatchObject({ rec_name: '张三', rec_mobile: '13800138000', rec_province: '浙江省', rec_city: '杭州市', rec_district: '西湖区', rec_address: '文三路1号' });
    }
    expect(row('订单编号：2023110100001 收货人：张三 手机：13800138000 地址：浙江省杭州市西湖区文三路1号').shop_order).toBe('2023110100001');
  });

  it('reads labels written in traditional characters', () => {
    expect(row('收貨人：李四 手機號碼：+86 139 1234 5678 所在地區：廣東省 深圳市 南山區 詳細地址：科技園1號')).toMatchObject({
      rec_name: '李四',
      rec_mobile: '13912345678',
      rec_province: '广东省',
      rec_city: '深圳市',
      rec_district: '南山区',
      rec_address: '科技园1号',
    });
  });
});

describe('province, city and district', () => {
  it('gives full official names for abbreviations', () => {
    expect(place('张三 13800138000 浙江杭州西湖区文三路1号')).toBe('浙江省/杭州市/西湖区/文三路1号');
    expect(place('张三 13800138000 广西南宁青秀区民族大道1号')).toBe('广西壮族自治区/南宁市/青秀区/民族大道1号');
    expect(place('张三 13800138000 内蒙古呼和浩特新城区新华大街1号')).toBe('内蒙古自治区/呼和浩特市/新城区/新华大街1号');
    expect(place('张三 13800138000 恩施州恩施市舞阳大道1号')).toBe('湖北省/恩施土家族苗族自治州/恩施市/舞阳大道1号');
    expect(place('张三 13800138000 新疆乌鲁木齐天山区解放路1号')).toBe('新疆维吾尔自治区/乌鲁木齐市/天山区/解放路1号');
  });

  it('finds the province when it is left out', () => {
    expect(place('张三 13800138000 杭州市临平区南苑街道1号')).toBe('浙江省/杭州市/临平区/南苑街道1号');
    expect(place('张三 13800138000 昆山市前进路1号')).toBe('江苏省/苏州市/昆山市/前进路1号');
  });

  it('gives municipalities as province and city', () => {
    expect(place('张三 13800138000 北京市朝阳区建国路1号')).toBe('北京市/北京市/朝阳区/建国路1号');
    expect(place('张三 13800138000 上海 上海市 浦东新区 世纪大道1号')).toBe('上海市/上海市/浦东新区/世纪大道1号');
    expect(place('张三 13800138000 重庆忠县忠州街道1号')).toBe('重庆市/重庆市/忠县/忠州街道1号');
  });

  it('skips the groupings and fillers of the data that back-ends print', () => {
    expect(place('张三 13800138000 北京市 市辖区 朝阳区 建国路1号')).toBe('北京市/北京市/朝阳区/建国路1号');
    expect(place('张三 13800138000 重庆市 县 忠县 忠州街道1号')).toBe('重庆市/重庆市/忠县/忠州街道1号');
    expect(place('张三 13800138000 湖北省 省直辖县 仙桃市 干河街道1号')).toBe('湖北省/仙桃市//干河街道1号');
  });

  it('gives county-level units under a province as the city, with no district', () => {
    expect(place('张三 13800138000 湖北仙桃干河街道1号')).toBe('湖北省/仙桃市//干河街道1号');
    expect(place('张三 13800138000 河南济源济水大道1号')).toBe('河南省/济源市//济水大道1号');
  });

  it('gives cities without districts their town when the text names one', () => {
    expect(place('张三 13800138000 广东东莞长安镇长青路1号')).toBe('广东省/东莞市/长安镇/长青路1号');
    expect(place('张三 13800138000 广东省东莞市东城大道1号')).toBe('广东省/东莞市//东城大道1号');
    expect(place('张三 13800138000 海南儋州那大镇人民路1号')).toBe('海南省/儋州市/那大镇/人民路1号');
  });

  it('settles repeated district names by what comes before them', () => {
    expect(place('张三 13800138000 长春市朝阳区人民大街1号')).toBe('吉林省/长春市/朝阳区/人民大街1号');
    expect(place('张三 13800138000 北京朝阳区建国路1号')).toBe('北京市/北京市/朝阳区/建国路1号');
    expect(place('张三 13800138000 福州市鼓楼区五四路1号')).toBe('福建省/福州市/鼓楼区/五四路1号');
    expect(place('张三 13800138000 江苏省南京市鼓楼区中山路1号')).toBe('江苏省/南京市/鼓楼区/中山路1号');
  });

  it('does not move the address for a road named after a place', () => {
    expect(place('张三 13800138000 广州市越秀区中山路5号')).toBe('广东省/广州市/越秀区/中山路5号');
    expect(place('张三 13800138000 广东省中山路5号')).toBe('广东省///中山路5号');
    expect(place('张三 13800138000 上海市黄浦区南京东路1号')).toBe('上海市/上海市/黄浦区/南京东路1号');
    expect(place('张三 13800138000 浙江省杭州市上城区延安路1号')).toBe('浙江省/杭州市/上城区/延安路1号');
    expect(rejectedCode('张三 13800138000 北京路100号')).toBe('no_province');
    expect(rejectedCode('张三 13800138000 中山五路219号')).toBe('no_province');
    expect(place('张三 13800138000 黑龙江哈尔滨道里区中央大街1号')).toBe('黑龙江省/哈尔滨市/道里区/中央大街1号');
  });

  it('reads traditional characters as simplified', () => {
    expect(place('張三 13800138000 廣東省深圳市南山區科技園路1號')).toBe('广东省/深圳市/南山区/科技园路1号');
  });

  it('maps old names to today’s division', () => {
    expect(place('张三 13800138000 天津大港区港东新城1号')).toBe('天津市/天津市/滨海新区/港东新城1号');
    expect(place('张三 13800138000 北京市宣武区宣武门外大街1号')).toBe('北京市/北京市/西城区/宣武门外大街1号');
    expect(place('张三 13800138000 北京市密云县鼓楼大街1号')).toBe('北京市/北京市/密云区/鼓楼大街1号');
  });

  it('rejects a line with a phone but no place', () => {
    expect(recognise('张三 13800138000 小区门口').rejected[0]).toMatchObject({ line: 1, code: 'no_province' });
  });
});

describe('data', () => {
  it('maps every old name to a division that exists', () => {
    const index = buildRegionIndex(regionData);
    for (const alias of DIVISION_ALIASES) expect([alias.old, findDivision(index.divisions, alias.now, alias.within)?.name]).toEqual([alias.old, alias.now]);
  });

  it('ships the traditional→simplified table generated from the installed opencc-js', () => {
    // the same reading as scripts/gen-recipient-t2s.mjs (`node scripts/gen-recipient-t2s.mjs --check`)
    const file = require.resolve('opencc-js/dict/TSCharacters');
    const body = /export default "([\s\S]*)"/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    const pairs = body
      .split('|')
      .map((e) => e.split(' '))
      .filter(([t, s]) => t.length === 1 && s?.length === 1 && t !== s && !/[\ud800-\udfff]/.test(t + s))
      .map(([t, s]) => t + s)
      .sort();
    expect(T2S_PAIRS).toBe(pairs.join(''));
    expect(path.basename(file)).toBe('TSCharacters.js');
  });

  it('loads the index once, lazily', async () => {
    const first = loadRegionIndex();
    expect(loadRegionIndex()).toBe(first);
    expect(row('张三 13800138000 浙江省杭州市西湖区文三路1号').rec_city).toBe('杭州市');
    expect(recogniseRecipients('张三 13800138000 浙江省杭州市西湖区文三路1号', await first).rows).toHaveLength(1);
  });
});
