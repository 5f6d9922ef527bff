import { z } from 'zod';
import { defineListParams, toPageQuery } from './list-params';

/** The order list of the user centre: status, a date range and a keyword (SPEC §2.1 order-list, §4). */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((text) => !Number.isNaN(Date.parse(text)) && new Date(text).toISOString().startsWith(text));
const orders = defineListParams({
  status: z.enum(['1', '2', '3']).optional(),
  keyword: z.string().trim().max(50).default(''),
  from: isoDate.optional(),
  to: isoDate.optional(),
  mine: z.enum(['0', '1']).default('1'),
});

const parse = (search: string) => orders.parse(new URLSearchParams(search));
const write = (params: ReturnType<typeof parse>) => orders.toSearch(params).toString();

describe('list params from zod schemas', () => {
  it('a plain URL is every default, page 1 and SPEC §9\'s default size of 10', () => {
    expect(parse('')).toEqual({ status: undefined, keyword: '', from: undefined, to: undefined, mine: '1', page: 1, pageSize: 10 });
    expect(orders.defaults).toEqual(parse(''));
  });

  it('anything malformed falls back to its default, one field at a time', () => {
    expect(parse('status=9&keyword=毛巾&from=2026-13-45&to=2026-11-30&page=-2&pageSize=7')).toEqual({
      status: undefined,
      keyword: '毛巾',
      from: undefined,
      to: '2026-11-30',
      mine: '1',
      page: 1,
      pageSize: 10,
    });
    expect(parse(`keyword=${'长'.repeat(51)}&page=abc&pageSize=1000`)).toMatchObject({ keyword: '', page: 1, pageSize: 10 });
    expect(parse('page=100001')).toMatchObject({ page: 1 });
  });

  it('takes every page size of SPEC §9 and no other', () => {
    for (const size of [10, 20, 50, 100, 200, 500]) expect(parse(`pageSize=${size}`).pageSize).toBe(size);
    for (const size of ['15', '0', '1000', '20.5']) expect(parse(`pageSize=${size}`).pageSize).toBe(10);
  });

  it('round-trips every filter and the paging through the URL', () => {
    const params = parse('status=2&keyword=张三&from=2026-11-01&to=2026-11-23&mine=0&page=3&pageSize=50');
    expect(params).toMatchObject({ status: '2', keyword: '张三', from: '2026-11-01', mine: '0', page: 3, pageSize: 50 });
    expect(parse(write(params))).toEqual(params);
  });

  it('writes only what differs from the defaults, so a plain list keeps a plain URL', () => {
    expect(write(orders.defaults)).toBe('');
    expect(write({ ...orders.defaults, keyword: '', mine: '1', page: 1, pageSize: 10 })).toBe('');
    expect(write({ ...orders.defaults, status: '3', page: 2 })).toBe('status=3&page=2');
    expect(write({ ...orders.defaults, pageSize: 20 })).toBe('pageSize=20');
  });

  it('a filter change starts again at page 1; a page change keeps the filters', () => {
    const at3 = parse('status=1&page=3');
    expect(orders.withChange(at3, { keyword: '杯' })).toMatchObject({ keyword: '杯', status: '1', page: 1 });
    expect(orders.withChange(at3, { pageSize: 100 })).toMatchObject({ pageSize: 100, page: 1 });
    expect(orders.withChange(at3, { page: 4 })).toMatchObject({ status: '1', page: 4 });
  });

  it('says whether any filter is set', () => {
    expect(orders.isFiltered(parse('page=3&pageSize=20'))).toBe(false);
    expect(orders.isFiltered(parse('keyword=x'))).toBe(true);
    expect(orders.isFiltered(parse('mine=0'))).toBe(true);
    expect(orders.isFiltered(parse('mine=0'), ['keyword', 'status'])).toBe(false);
  });

  it('can always write a filter and keep combinations right (the goods list\'s sortName and sortOrder)', () => {
    const goods = defineListParams(
      { sortName: z.enum(['default', 'time', 'price']).default('default'), sortOrder: z.enum(['asc', 'desc']).default('desc') },
      { alwaysWrite: ['sortName'], normalise: (p) => (p.sortName === 'price' ? p : { ...p, sortOrder: 'desc' }) },
    );
    expect(goods.toSearch(goods.defaults).toString()).toBe('sortName=default');
    expect(goods.parse(new URLSearchParams('sortName=time&sortOrder=asc')).sortOrder).toBe('desc');
    const priceAsc = goods.parse(new URLSearchParams('sortName=price&sortOrder=asc'));
    expect(goods.toSearch(goods.withChange(priceAsc, { sortName: 'time' })).toString()).toBe('sortName=time');
    // chosen from the state: a price sort always shows its direction, even the default one
    const withDirection = defineListParams(
      { sortName: z.enum(['default', 'price']).default('default'), sortOrder: z.enum(['asc', 'desc']).default('desc') },
      { alwaysWrite: (p) => (p.sortName === 'price' ? ['sortName', 'sortOrder'] : ['sortName']) },
    );
    expect(withDirection.toSearch({ ...withDirection.defaults, sortName: 'price' }).toString()).toBe('sortName=price&sortOrder=desc');
    expect(withDirection.toSearch(withDirection.defaults).toString()).toBe('sortName=default');
  });

  it('refuses a definition it could not honour', () => {
    expect(() => defineListParams({ page: z.coerce.number().default(1) })).toThrow(/handled by the kit/);
    expect(() => defineListParams({ status: z.enum(['1', '2']) })).toThrow(/needs a default/);
    expect(() => defineListParams({ q: z.string().default('') }, { defaultPageSize: 15 })).toThrow(/page size/);
  });

  it('maps paging to the API\'s page and page_size', () => {
    expect(toPageQuery(parse('page=2&pageSize=200'))).toEqual({ page: 2, page_size: 200 });
  });
});
