import { EMPTY_SMART_FILTER_RULES, mustNotShip, smartFilter, type FilterableRow } from './smart-filter';

const row = (shop_order: string, extra: Partial<FilterableRow> = {}): FilterableRow => ({ shop_order, use_name: '', remark: '', ...extra });

describe('mustNotShip: each platform’s status words', () => {
  it.each([
    // 淘宝/天猫 订单状态 and 退款状态
    [['交易关闭'], true],
    [['卖家已发货，等待买家确认'], true],
    [['交易成功'], true],
    [['等待买家付款'], true],
    [['买家已付款，等待卖家发货'], false],
    [['买家已付款，等待卖家发货', '退款中'], true],
    [['买家已付款，等待卖家发货', '退款关闭'], false],
    // 京东
    [['等待出库'], false],
    [['已取消'], true],
    [['锁定'], true],
    [['完成'], true],
    // 拼多多 订单状态 and 售后状态
    [['待发货', '无售后或售后取消'], false],
    [['待发货', '退款成功'], true],
    [['已发货，待签收'], true],
    [['已签收'], true],
    // 抖店
    [['备货中'], false],
    [['待发货', '售后中'], true],
    [['已关闭'], true],
    [['已完成'], true],
    [[], false],
    [['', ' '], false],
  ])('%j → %s', (statuses, expected) => {
    expect(mustNotShip(statuses)).toBe(expected);
  });
});

describe('smartFilter', () => {
  it('keeps the rows to ship and groups the others by the first reason, in order', () => {
    const rows = [
      row('1', { statuses: ['交易关闭'] }),
      row('2'),
      row('3'),
      row('2'),
      row('4', { remark: '客户说不要赠品了' }),
      row('5', { use_name: 'tb_blocked' }),
      row('6'),
      row('7'),
      row('', { remark: '' }),
    ];
    const result = smartFilter(rows, { remark_keywords: ['不要赠品'], buyer_names: ['tb_blocked'], order_numbers: ['6'] }, new Set(['3']));
    expect(result.kept.map((r) => r.shop_order)).toEqual(['2', '7', '']);
    expect(result.dropped.map((g) => [g.reason, g.rows.map((r) => r.shop_order)])).toEqual([
      ['status', ['1']],
      ['bought', ['3']],
      ['duplicate', ['2']],
      ['remark', ['4']],
      ['buyer', ['5']],
      ['order_number', ['6']],
    ]);
  });

  it('with no rules and nothing bought drops only what must not ship and repeats', () => {
    const result = smartFilter([row('1'), row('1'), row('2', { statuses: ['已签收'] })], EMPTY_SMART_FILTER_RULES);
    expect(result.kept.map((r) => r.shop_order)).toEqual(['1']);
    expect(result.dropped.map((g) => g.reason)).toEqual(['status', 'duplicate']);
  });
});
