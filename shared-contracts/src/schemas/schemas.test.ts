import { PLATFORMS, PLATFORM_KEYS, StoreMessages } from 'shared-contracts';
import { authLinks, orderFilterBody, orderMakeBody, recipientInput, syncBody } from 'shared-contracts/schemas';

describe('wire schemas', () => {
  it('a recipient left short is read with its fields empty; a price or state sent is dropped', () => {
    expect(recipientInput.parse({ id: 7, rec_name: '张三', price: 9, state: 1 })).toEqual({
      id: 7,
      shop_order: '',
      rec_name: '张三',
      rec_mobile: '',
      rec_province: '',
      rec_city: '',
      rec_district: '',
      rec_address: '',
      lp_reissue_sn: '',
    });
  });

  it('make takes the sources of OrderSource and a platform of PLATFORMS, with the spec messages', () => {
    const base = { goods_id: 1, goods_num: 1, express_id: 2, platform: 2, order_source: 1, rec_list: [{ id: 1 }] };
    expect(orderMakeBody.parse(base).remark).toBe('');
    expect(orderMakeBody.safeParse({ ...base, order_source: 5 }).error?.issues[0].message).toBe('收件人来源不正确');
    expect(orderMakeBody.safeParse({ ...base, platform: 99 }).error?.issues[0].message).toBe('请先选择平台');
    expect(orderMakeBody.safeParse({ ...base, rec_list: [] }).error?.issues[0].message).toBe('请先添加收件人');
  });

  it('list filters read China time: a bare end date is the last millisecond of that day', () => {
    const filter = orderFilterBody.parse({ start_time: '2026-11-23', end_time: '2026-11-23' });
    expect(filter).toMatchObject({ page: 1, page_size: 10 });
    expect(filter.start_time?.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(filter.end_time?.toISOString()).toBe('2026-11-23T15:59:59.999Z');
    expect(orderFilterBody.safeParse({ start_time: '23/11/2026' }).error?.issues[0].message).toBe('时间格式应为 YYYY-MM-DD HH:mm:ss');
  });

  it('a shop sync range with a malformed time answers the format message (it once threw comparing a string with a time)', () => {
    const messages = (body: object) => syncBody.safeParse({ store_id: 1, ...body }).error?.issues.map((issue) => issue.message);
    expect(messages({ start_time: ' ', end_time: '2026-11-23 10:00:00' })).toEqual(['时间格式应为 YYYY-MM-DD HH:mm:ss']);
    expect(messages({ start_time: '2026-11-23 10:00:00', end_time: 'null' })).toEqual(['时间格式应为 YYYY-MM-DD HH:mm:ss']);
    expect(messages({ start_time: '2026-11-23 10:00:00' })).toEqual([StoreMessages.selectRange]);
    expect(messages({ start_time: '2026-11-23 10:00:00', end_time: '2026-11-23 09:00:00' })).toEqual([StoreMessages.rangeInvalid]);
    expect(syncBody.parse({ store_id: 1, start_time: '2026-11-23 09:00:00', end_time: '2026-11-23 10:00:00' }).end_time?.toISOString()).toBe('2026-11-23T02:00:00.000Z');
  });

  it('auth links are keyed by the platforms’ keys', () => {
    expect([...PLATFORM_KEYS].sort()).toEqual(PLATFORMS.map((p) => p.key).sort());
    expect(authLinks.safeParse({ tb: { auth_link: 'a', buy_link: 'b' } }).success).toBe(true);
  });
});
