import type { OrderPriceResult } from 'shared-contracts';
import type { NewRecipient } from '../types';
import { initialRecipients, isSettled, recipientsReducer, type RecipientsState } from './recipients-state';

const row = (name: string): NewRecipient => ({
  source: 'typed',
  origin: name,
  shop_order: '',
  rec_name: name,
  rec_mobile: '13900000000',
  rec_province: '广东省',
  rec_city: '深圳市',
  rec_district: '南山区',
  rec_address: '科技园1号',
});

const withRows = (...names: string[]) => recipientsReducer(initialRecipients, { type: 'sourceRows', source: 'typed', rows: names.map(row) });

const answer = (state: RecipientsState, price = 2.5): OrderPriceResult => ({
  state: 1,
  rec_list: state.rows.map((r) => ({ ...r, price, state: 1 as const })),
  total_price: price * state.rows.length,
  unit_price: price,
});

describe('recipients state', () => {
  it('gives every row a stable unique id; reading the source again keeps known rows (same object) and adds new ones', () => {
    const a = withRows('甲', '乙');
    const [id1, id2] = a.rows.map((r) => r.id);
    expect(id1).not.toBe(id2);
    const b = recipientsReducer(a, { type: 'sourceRows', source: 'typed', rows: ['甲', '乙', '丙'].map(row) });
    expect(b.rows[0]).toBe(a.rows[0]);
    expect(b.rows[1]).toBe(a.rows[1]);
    expect(b.rows[2].id).not.toBe(id1);
    expect(b.revision).toBe(a.revision + 1);
    // the same rows again: no change, nothing to price
    expect(recipientsReducer(b, { type: 'sourceRows', source: 'typed', rows: ['甲', '乙', '丙'].map(row) })).toBe(b);
  });

  it('updateMany (the reissue import) changes the rows it names in one revision; unchanged rows stay the same objects', () => {
    const a = withRows('甲', '乙', '丙');
    const b = recipientsReducer(a, { type: 'updateMany', patches: [{ id: a.rows[0].id, patch: { lp_reissue_sn: 'YT1' } }, { id: a.rows[2].id, patch: { lp_reissue_sn: 'YT3' } }] });
    expect(b.revision).toBe(a.revision + 1);
    expect(b.rows.map((r) => r.lp_reissue_sn)).toEqual(['YT1', undefined, 'YT3']);
    expect(b.rows[1]).toBe(a.rows[1]);
    expect(recipientsReducer(b, { type: 'updateMany', patches: [{ id: a.rows[0].id, patch: { lp_reissue_sn: 'YT1' } }] })).toBe(b);
  });

  it('an edit makes one new row object; every other row stays the same object', () => {
    const a = withRows('甲', '乙', '丙');
    const b = recipientsReducer(a, { type: 'update', id: a.rows[1].id, patch: { rec_address: '新地址' } });
    expect(b.rows[1]).not.toBe(a.rows[1]);
    expect(b.rows[1]).toMatchObject({ id: a.rows[1].id, rec_address: '新地址' });
    expect(b.rows[0]).toBe(a.rows[0]);
    expect(b.rows[2]).toBe(a.rows[2]);
  });

  it('applies a price answer only to the revision it was asked for; an unchanged row keeps its object', () => {
    const a = withRows('甲', '乙');
    const priced = recipientsReducer(a, { type: 'priced', revision: a.revision, result: answer(a) });
    expect(isSettled(priced)).toBe(true);
    expect(priced.rows.map((r) => r.price)).toEqual([2.5, 2.5]);
    expect(priced.priced).toMatchObject({ total_price: 5, unit_price: 2.5 });
    // the same answer again changes no row object
    const again = recipientsReducer(priced, { type: 'priced', revision: priced.revision, result: answer(priced) });
    expect(again.rows).toBe(priced.rows);

    // the rows changed while an answer was on its way: it is dropped
    const changed = recipientsReducer(priced, { type: 'quantity', value: 2 });
    const stale = recipientsReducer(changed, { type: 'priced', revision: priced.revision, result: answer(priced, 9) });
    expect(stale).toBe(changed);
    expect(isSettled(changed)).toBe(false);
  });

  it('deleted rows do not come back when the source is read again', () => {
    const a = withRows('甲', '乙');
    const b = recipientsReducer(a, { type: 'remove', ids: [a.rows[0].id] });
    const c = recipientsReducer(b, { type: 'sourceRows', source: 'typed', rows: ['甲', '乙'].map(row) });
    expect(c.rows.map((r) => r.rec_name)).toEqual(['乙']);
    const d = recipientsReducer(c, { type: 'keepOnly', ids: [] });
    expect(d.rows).toEqual([]);
    expect(recipientsReducer(d, { type: 'sourceRows', source: 'typed', rows: ['甲', '乙'].map(row) }).rows).toEqual([]);
  });

  describe('an ambiguous place (issue 13)', () => {
    const candidates = [
      { province: '北京市', city: '北京市', district: '朝阳区' },
      { province: '吉林省', city: '长春市', district: '朝阳区' },
    ];
    const doubtful: NewRecipient = { ...row('甲'), rec_province: '', rec_city: '', rec_district: '朝阳区', candidates, warning: '“朝阳区”有多个地区：北京市 北京市 朝阳区、吉林省 长春市 朝阳区' };
    const added = () => recipientsReducer(initialRecipients, { type: 'sourceRows', source: 'typed', rows: [doubtful, row('乙')] });
    const serverSays = (state: RecipientsState): OrderPriceResult => ({
      state: 2,
      rec_list: state.rows.map((r) => (r.rec_province ? { ...r, price: 2.5, state: 1 as const } : { ...r, price: 0, state: 2 as const, errorText: '省份不能为空' })),
      total_price: 2.5,
      unit_price: 2.5,
    });

    it('is in error with its warning from the start, and the server’s answer keeps it so (candidates kept)', () => {
      const a = added();
      expect(a.rows[0]).toMatchObject({ state: 2, errorText: doubtful.warning, candidates });
      expect(a.rows[1].state).toBeUndefined();
      const priced = recipientsReducer(a, { type: 'priced', revision: a.revision, result: serverSays(a) });
      expect(priced.rows[0]).toMatchObject({ state: 2, errorText: doubtful.warning, candidates, warning: doubtful.warning });
      expect(priced.rows[1]).toMatchObject({ state: 1, price: 2.5 });
    });

    it('picking a candidate fills the place, drops candidates, warning and the error, and is a change (re-priced)', () => {
      const a = recipientsReducer(added(), { type: 'priced', revision: 1, result: serverSays(added()) });
      const b = recipientsReducer(a, { type: 'pickRegion', id: a.rows[0].id, region: candidates[1] });
      expect(b.revision).toBe(a.revision + 1);
      expect(b.rows[0]).toMatchObject({ rec_province: '吉林省', rec_city: '长春市', rec_district: '朝阳区' });
      for (const key of ['candidates', 'warning', 'state', 'errorText', 'price']) expect(b.rows[0]).not.toHaveProperty(key, expect.anything());
      expect(b.rows[1]).toBe(a.rows[1]);
      // a row that is not ambiguous has nothing to pick
      expect(recipientsReducer(b, { type: 'pickRegion', id: b.rows[0].id, region: candidates[0] })).toBe(b);
    });

    it('confirming an edit settles it too, even with nothing changed', () => {
      const a = added();
      const b = recipientsReducer(a, { type: 'update', id: a.rows[0].id, patch: { rec_name: '甲' } });
      expect(b.revision).toBe(a.revision + 1);
      expect(b.rows[0].candidates).toBeUndefined();
      expect(b.rows[0].warning).toBeUndefined();
      expect(b.rows[0].state).toBeUndefined();
      // re-priced as the row now is: the server's word only
      const priced = recipientsReducer(b, { type: 'priced', revision: b.revision, result: serverSays(b) });
      expect(priced.rows[0]).toMatchObject({ state: 2, errorText: '省份不能为空' });
    });
  });
});
