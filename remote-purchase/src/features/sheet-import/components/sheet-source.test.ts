import { initialRecipients, recipientsReducer } from '../../recipients';
import type { SheetRecipient } from '../../../shared/sheets/types';
import { toRecipients } from './sheet-source';

const candidates = [
  { province: '北京市', city: '北京市', district: '朝阳区' },
  { province: '吉林省', city: '长春市', district: '朝阳区' },
];
const base: SheetRecipient = { row: 2, shop_order: '1001', rec_name: '张三', rec_mobile: '13900000001', rec_province: '广东省', rec_city: '深圳市', rec_district: '南山区', rec_address: '科技园1号', use_name: '', remark: '', platform: 2, statuses: [] };

describe('sheet rows as recipient rows', () => {
  it('carry an ambiguous place’s candidates and warning (issue 13): the row is in error with the warning until picked', () => {
    const warning = '地区不明确：可能是北京市朝阳区、吉林省长春市朝阳区，请选择';
    const rows = toRecipients([base, { ...base, row: 3, rec_province: '', rec_city: '', rec_district: '', rec_address: '建国路1号', warning, candidates }]);
    expect(rows[0]).not.toHaveProperty('candidates');
    expect(rows[0]).not.toHaveProperty('warning');
    expect(rows[1]).toMatchObject({ source: 'sheet', candidates, warning });
    const state = recipientsReducer(initialRecipients, { type: 'sourceRows', source: 'sheet', rows });
    expect(state.rows[1]).toMatchObject({ state: 2, errorText: warning, candidates });
    expect(state.rows[0].state).toBeUndefined();
  });

  it('keep a cut name’s warning, which is no error', () => {
    const [row] = toRecipients([{ ...base, warning: '姓名超过4个字，已截取' }]);
    expect(row.warning).toBe('姓名超过4个字，已截取');
    expect(recipientsReducer(initialRecipients, { type: 'sourceRows', source: 'sheet', rows: [row] }).rows[0].state).toBeUndefined();
  });
});
