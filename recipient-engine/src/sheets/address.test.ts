// Address cells of a spreadsheet (address.ts, read.ts): the same rules as typed lines for postcodes
// and for places the text does not decide (issue 13).
import * as XLSX from 'xlsx';
import { buildRegionIndex } from '../recipients';
import { regionData } from '../recipients/region-data';
import { splitAddress } from './address';
import { readSheet } from '.';

const regions = buildRegionIndex(regionData);

function xlsx(rows: unknown[][]): Uint8Array {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

describe('splitAddress', () => {
  it('drops a postcode in every common form, and keeps digits written onto the address', () => {
    for (const pc of ['(310000)', '（310000）', '[310000]', '【310000】', ' 310000', ' 邮编310000', '邮编：310000', ' 邮政编码:310000']) {
      expect(splitAddress(`浙江省 杭州市 西湖区 文三路100号${pc}`, regions)?.rec_address).toBe('文三路100号');
    }
    expect(splitAddress('浙江省杭州市西湖区文三路100号 邮编：310000 3幢', regions)?.rec_address).toBe('文三路100号 3幢');
    expect(splitAddress('浙江省杭州市西湖区幸福小区3幢601602', regions)?.rec_address).toBe('幸福小区3幢601602');
  });

  it('gives the candidates of a place the cell does not decide, and what they agree on', () => {
    const chaoyang = splitAddress('朝阳区建国路1号', regions);
    expect(chaoyang).toMatchObject({ rec_province: '', rec_city: '', rec_district: '', rec_address: '建国路1号' });
    expect(chaoyang?.candidates).toEqual([
      { province: '北京市', city: '北京市', district: '朝阳区' },
      { province: '吉林省', city: '长春市', district: '朝阳区' },
    ]);
    expect(chaoyang?.warning).toBe('地区不明确：可能是北京市朝阳区、吉林省长春市朝阳区，请选择');
    const gulou = splitAddress('江苏省 鼓楼区 中山路1号', regions);
    expect(gulou).toMatchObject({ rec_province: '江苏省', rec_city: '', rec_district: '' });
    expect(gulou?.candidates?.map((c) => c.city).sort()).toEqual(['南京市', '徐州市']);
    const decided = splitAddress('北京市 朝阳区 建国路1号', regions);
    expect(decided).toEqual({ rec_province: '北京市', rec_city: '北京市', rec_district: '朝阳区', rec_address: '建国路1号' });
  });
});

describe('readSheet with ambiguous addresses', () => {
  it('carries the candidates and the warning onto the recipient, beside a cut name', () => {
    const bytes = xlsx([
      ['订单编号', '收货人姓名', '联系手机', '收货地址'],
      ['1001', '李四', '13912345678', '西湖区 文三路100号(310000)'],
      ['1002', '爱新觉罗启', '13912345679', '朝阳区 建国路1号'],
      ['1003', '王五', '13912345670', '浙江省 杭州市 西湖区 文三路101号'],
    ]);
    const [a, b, c] = readSheet(bytes, 'orders.xlsx', regions).recipients;
    expect(a).toMatchObject({ rec_province: '', rec_city: '', rec_district: '', rec_address: '文三路100号' });
    expect(a.candidates?.map((x) => x.city)).toEqual(['杭州市', '南昌市']);
    expect(a.warning).toBe('地区不明确：可能是浙江省杭州市西湖区、江西省南昌市西湖区，请选择');
    expect(b.rec_name).toBe('爱新觉罗');
    expect(b.warning).toBe('姓名超过4个字，已截取为「爱新觉罗」；地区不明确：可能是北京市朝阳区、吉林省长春市朝阳区，请选择');
    expect(b.candidates).toHaveLength(2);
    expect(c.candidates).toBeUndefined();
    expect(c.warning).toBeUndefined();
  });
});
