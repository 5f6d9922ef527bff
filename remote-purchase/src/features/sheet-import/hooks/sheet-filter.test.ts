import type { SheetRecipient } from '../../../shared/sheets/types';
import { applyFilters, filterValues, matchesFilter } from './sheet-filter';

const r = (over: Partial<SheetRecipient>): SheetRecipient => ({
  row: 2,
  shop_order: '1001',
  rec_name: '张三',
  rec_mobile: '13800138000',
  rec_province: '浙江省',
  rec_city: '杭州市',
  rec_district: '西湖区',
  rec_address: '文三路1号',
  use_name: 'buyer',
  remark: '',
  platform: 2,
  statuses: [],
  ...over,
});

describe('sheet filters (SPEC §2.9)', () => {
  it('reads one value per line, trimmed, blank lines and repeats dropped', () => {
    expect(filterValues(' 1001 \r\n\n1002\n1001\n')).toEqual(['1001', '1002']);
  });

  it('订单号, 收件人, 买家会员名 match exactly; 备注 matches a part; an empty remark matches nothing', () => {
    expect(matchesFilter(r({}), { type: 'shop_order', values: ['100'] })).toBe(false);
    expect(matchesFilter(r({}), { type: 'shop_order', values: ['1001'] })).toBe(true);
    expect(matchesFilter(r({}), { type: 'rec_name', values: ['张'] })).toBe(false);
    expect(matchesFilter(r({}), { type: 'use_name', values: ['buyer'] })).toBe(true);
    expect(matchesFilter(r({ remark: '客户要求不要发货' }), { type: 'remark', values: ['不要发'] })).toBe(true);
    expect(matchesFilter(r({ remark: '' }), { type: 'remark', values: ['不要发'] })).toBe(false);
  });

  it('filters add up', () => {
    const rows = [r({ row: 2 }), r({ row: 3, shop_order: '1002' }), r({ row: 4, shop_order: '1003', rec_name: '李四' })];
    const kept = applyFilters(rows, [
      { type: 'shop_order', values: ['1001'] },
      { type: 'rec_name', values: ['李四'] },
    ]);
    expect(kept.map((x) => x.row)).toEqual([3]);
  });
});
