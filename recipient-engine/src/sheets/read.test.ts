import * as XLSX from 'xlsx';
import { buildRegionIndex } from '../recipients';
import { regionData } from '../recipients/region-data';
import { UPLOAD_MAX_BYTES } from 'shared-contracts/constants';
import { encryptedXlsxBytes } from '../../fixtures/sheets';
import { SHEET_PASSWORD_ARTICLE, SheetError, SheetMessages, cleanCell, readSheet } from '.';

const regions = buildRegionIndex(regionData);

function xlsx(rows: unknown[][]): Uint8Array {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

describe('readSheet', () => {
  it('reads 退款状态 and 售后状态 both when an export has the two columns', () => {
    const bytes = xlsx([
      ['订单编号', '收货人姓名', '联系手机', '收货地址', '订单状态', '退款状态', '售后状态'],
      ['1001', '李四', '13912345678', '浙江省 杭州市 西湖区 文三路100号', '买家已付款，等待卖家发货', '退款成功', '售后完成'],
    ]);
    expect(readSheet(bytes, 'orders.xlsx', regions).recipients[0].statuses).toEqual(['买家已付款，等待卖家发货', '售后完成', '退款成功']);
  });

  it('gives each recipient its 订单状态 / 退款状态 texts as written, an order over several rows those of all its rows', () => {
    const bytes = xlsx([
      ['订单编号', '买家会员名', '收货人姓名', '联系手机', '收货地址', '订单状态', '退款状态', '宝贝标题'],
      ['1001', 'tb1', '李四', '13912345678', '浙江省 杭州市 西湖区 文三路100号', '交易关闭', '', '毛巾'],
      ['1002', 'tb2', '王五', '13912345679', '浙江省 杭州市 西湖区 文三路101号', '买家已付款，等待卖家发货', '', '毛巾'],
      ['1002', 'tb2', '王五', '13912345679', '浙江省 杭州市 西湖区 文三路101号', '买家已付款，等待卖家发货', '退款成功', '杯子'],
      ['1003', 'tb3', '赵六', '13912345670', '浙江省 杭州市 西湖区 文三路102号', '', '', '毛巾'],
    ]);
    const { recipients } = readSheet(bytes, 'orders.xlsx', regions);
    expect(recipients.map((r) => [r.shop_order, r.statuses])).toEqual([
      ['1001', ['交易关闭']],
      ['1002', ['买家已付款，等待卖家发货', '退款成功']],
      ['1003', []],
    ]);
  });

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
        statuses: [],
      },
    ]);
  });

  it('skips the header row repeated further down', () => {
    const header = ['订单号', '收货人', '手机', '详细地址'];
    const bytes = xlsx([header, ['A1', '王五', '13700137000', '广东省深圳市南山区科苑路15号'], header, ['A2', '李四', '13700137001', '广东省深圳市南山区科苑路16号']]);
    const result = readSheet(bytes, 'a.xlsx', regions);
    expect(result.recipients.map((r) => r.row)).toEqual([2, 4]);
    expect(result.rejected).toEqual([]);
    expect(result.rowsRead).toBe(2);
  });

  it('fails with 上传失败 for a file that is not a spreadsheet', () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3]);
    expect(() => readSheet(bytes, 'a.xlsx', regions)).toThrow(SheetError);
    expect(() => readSheet(bytes, 'a.xlsx', regions)).toThrow('上传失败');
  });

  it('points a password-protected file to help article 2', () => {
    try {
      readSheet(encryptedXlsxBytes(), 'a.xlsx', regions);
      throw new Error('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(SheetError);
      expect((e as SheetError).kind).toBe('encrypted');
      expect((e as SheetError).message).toBe(SheetMessages.encrypted);
    }
    expect(SheetMessages.encrypted).toContain('表格有密码打不开怎么办');
    expect(SHEET_PASSWORD_ARTICLE).toBe('/help-center/article/2');
  });

  it('names the columns a header lacks and the platform it looks like', () => {
    expect(SheetMessages.missingColumns(['联系手机'], '淘宝/天猫')).toBe('导入失败，请检查格式：表格缺少「联系手机」列（看起来是淘宝/天猫导出的表格）');
    expect(SheetMessages.missingColumns(['手机', '收货地址'], null)).toBe('导入失败，请检查格式：表格缺少「手机」、「收货地址」列');
  });

  it('refuses files over 5 MB and other types before reading them', () => {
    expect(() => readSheet(new Uint8Array(UPLOAD_MAX_BYTES + 1), 'a.csv', regions)).toThrow(expect.objectContaining({ kind: 'too_large' }));
    expect(() => readSheet(new Uint8Array(10), 'a.pdf', regions)).toThrow(expect.objectContaining({ kind: 'unsupported_type' }));
  });

  it('reports progress from 0 to 1', () => {
    const rows: unknown[][] = [['订单号', '收货人', '手机', '详细地址']];
    for (let i = 0; i < 5000; i += 1) rows.push([`A${i}`, '王五', '13700137000', '广东省深圳市南山区科苑路15号']);
    const seen: number[] = [];
    const result = readSheet(xlsx(rows), 'a.xlsx', regions, (f) => seen.push(f));
    expect(result.recipients).toHaveLength(5000);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen[seen.length - 1]).toBe(1);
    expect(seen.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= seen[i - 1]))).toBe(true);
  });

  it.each([
    ["'13800138000", '13800138000'],
    ['\t300123456789', '300123456789'],
    ['="2311201234567890123"', '2311201234567890123'],
    ['=13800138000', '13800138000'],
    ['\u3000张三\u3000', '张三'],
  ])('cleans the cell %j', (raw, clean) => {
    expect(cleanCell(raw)).toBe(clean);
  });
});
