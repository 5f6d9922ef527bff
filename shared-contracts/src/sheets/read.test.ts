import * as XLSX from 'xlsx';
import { buildRegionIndex } from '../recipients';
import { regionData } from '../recipients/region-data';
import { SheetError, readSheet } from '.';

const regions = buildRegionIndex(regionData);

function xlsx(rows: unknown[][]): Uint8Array {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

describe('readSheet', () => {
  it('reads a 淘宝 export under a title row: order number as text, address split, postcode dropped', () => {
    const bytes = xlsx([
      ['淘宝订单导出'],
      [],
      ['订单编号', '买家会员名', '收货人姓名', '联系手机', '收货地址'],
      ['2311201234567890123', 'tb1', '李四', '13912345678转12', '浙江省 杭州市 西湖区 文三路100号(310000)'],
    ]);
    const result = readSheet(bytes, '订单.xlsx', regions);
    expect(result).toMatchObject({ platform: 2, platformName: '淘宝/天猫', headerRow: 3, rowsRead: 1, rejected: [] });
    expect(result.recipients).toEqual([
      {
        row: 4,
        shop_order: '2311201234567890123',
        rec_name: '李四',
        rec_mobile: '13912345678-12',
        rec_province: '浙江省',
        rec_city: '杭州市',
        rec_district: '西湖区',
        rec_address: '文三路100号',
        use_name: 'tb1',
        remark: '',
        platform: 2,
      },
    ]);
  });

  it('fails with 上传失败 for a file that is not a spreadsheet', () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3]);
    expect(() => readSheet(bytes, 'a.xlsx', regions)).toThrow(SheetError);
    expect(() => readSheet(bytes, 'a.xlsx', regions)).toThrow('上传失败');
  });
});
