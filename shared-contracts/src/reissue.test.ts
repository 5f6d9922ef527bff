import { applyReissueNumbers } from './reissue';

const recipient = (shop_order: string, lp_reissue_sn = '') => ({ id: shop_order, shop_order, lp_reissue_sn });

describe('applyReissueNumbers', () => {
  it('fills the reissue number of every recipient with the order number and reports the imports it could not match', () => {
    const rows = [recipient('1001'), recipient('1002', 'OLD'), recipient('1003'), recipient('1001')];
    const result = applyReissueNumbers(rows, [
      { order_sn: ' 1001 ', bufa_sn: 'YT1' },
      { order_sn: '1002', bufa_sn: 'YT2' },
      { order_sn: '9999', bufa_sn: 'YT9' },
      { order_sn: '1003', bufa_sn: '' },
    ]);
    expect(result.rows.map((r) => r.lp_reissue_sn)).toEqual(['YT1', 'YT2', '', 'YT1']);
    expect(result.matched).toBe(3);
    expect(result.unmatched).toEqual([{ order_sn: '9999', bufa_sn: 'YT9' }]);
    // untouched rows are the same objects; the originals are not changed
    expect(result.rows[2]).toBe(rows[2]);
    expect(rows[0].lp_reissue_sn).toBe('');
  });

  it('the last row for an order number wins', () => {
    const result = applyReissueNumbers([recipient('1')], [
      { order_sn: '1', bufa_sn: 'A' },
      { order_sn: '1', bufa_sn: 'B' },
    ]);
    expect(result.rows[0].lp_reissue_sn).toBe('B');
  });
});
