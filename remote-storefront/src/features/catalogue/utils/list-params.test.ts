import { parseListParams, toQuery, toSearch, withChange } from './list-params';

const parse = (search: string) => parseListParams(new URLSearchParams(search));

describe('goods list state in the URL', () => {
  it('reads defaults from a plain URL and ignores what it does not know or cannot trust', () => {
    expect(parse('')).toMatchObject({ sortName: 'default', page: 1, pageSize: 10, keyword: '', platform: null, priceMin: null });
    expect(parse('sortName=random&page=-3&pageSize=7&priceMin=abc&platform=x')).toMatchObject({ sortName: 'default', page: 1, pageSize: 10, priceMin: null, platform: null });
  });

  it('round-trips every filter, sort and page through the URL', () => {
    const params = parse('sortName=price&sortOrder=asc&page=3&pageSize=20&keyword=毛巾&express=中通快递&area=义乌&platform=2&priceMin=1.5&priceMax=10');
    expect(parse(toSearch(params).toString())).toEqual(params);
  });

  it('always writes the sort, and a price sort\'s direction; nothing else at its default', () => {
    expect(toSearch(parse('')).toString()).toBe('sortName=default');
    expect(toSearch(parse('sortName=price')).toString()).toBe('sortName=price&sortOrder=desc');
    expect(toSearch(parse('sortName=price&sortOrder=asc&page=2')).toString()).toBe('sortName=price&sortOrder=asc&page=2');
    expect(toSearch(parse('sortName=time&sortOrder=asc&pageSize=10&keyword=')).toString()).toBe('sortName=time');
  });

  it('starts again at page 1 when a filter or sort changes, not when the page does', () => {
    const at3 = parse('sortName=time&page=3');
    expect(withChange(at3, { keyword: '杯' }).page).toBe(1);
    expect(withChange(at3, { sortName: 'price' }).page).toBe(1);
    expect(withChange(at3, { page: 4 }).page).toBe(4);
  });

  it('maps to the API query of GET /api/gift/goods/list', () => {
    expect(toQuery(parse('sortName=price&sortOrder=asc&keyword=杯&express=中通快递&area=义乌&platform=3&priceMin=1&priceMax=5&page=2'), 4)).toEqual({
      page: 2,
      page_size: 10,
      sort_name: 'price',
      sort_order: 'asc',
      keyword: '杯',
      express_name: '中通快递',
      area_name: '义乌',
      platform: 3,
      price_min: 1,
      price_max: 5,
      shop_id: 4,
    });
    expect(toQuery(parse('sortName=time'))).toEqual({ page: 1, page_size: 10, sort_name: 'time', sort_order: 'desc' });
  });
});
