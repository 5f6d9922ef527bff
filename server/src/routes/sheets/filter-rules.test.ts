import { call, registerUser } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';

withTestApp();

const url = '/api/user/sheet/filter-rules';

describe('smart-filtering rules', () => {
  it('start empty, are saved cleaned (trimmed, no blanks or repeats) and read back, per user', async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    expect((await call(app, 'GET', url, undefined, { token: alice.token })).body.data).toEqual({ remark_keywords: [], buyer_names: [], order_numbers: [] });
    const saved = await call(app, 'PUT', url, { remark_keywords: [' 不要赠品 ', '', '不要赠品', '已补发'], buyer_names: ['tb_buyer01'], order_numbers: [] }, { token: alice.token });
    expect(saved.body).toMatchObject({ code: 0, msg: '筛选规则已保存' });
    expect((await call(app, 'GET', url, undefined, { token: alice.token })).body.data).toEqual({ remark_keywords: ['不要赠品', '已补发'], buyer_names: ['tb_buyer01'], order_numbers: [] });
    // replaced as a whole
    await call(app, 'PUT', url, { remark_keywords: [], buyer_names: [], order_numbers: ['2311201234567890123'] }, { token: alice.token });
    expect((await call(app, 'GET', url, undefined, { token: alice.token })).body.data.order_numbers).toEqual(['2311201234567890123']);
    // a full list of order numbers fits
    const full = Array.from({ length: 1000 }, (_, i) => `2311201234567${String(i).padStart(6, '0')}`);
    expect((await call(app, 'PUT', url, { remark_keywords: [], buyer_names: [], order_numbers: full }, { token: alice.token })).body.code).toBe(0);
    // another user's rules are their own
    expect((await call(app, 'GET', url, undefined, { token: bob.token })).body.data.order_numbers).toEqual([]);
  });

  it('refuses too long entries, too many entries and a missing list with 400', async () => {
    const user = await registerUser(app);
    const long = await call(app, 'PUT', url, { remark_keywords: ['字'.repeat(65)], buyer_names: [], order_numbers: [] }, { token: user.token });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('备注关键词每项不能超过64个字');
    const many = await call(app, 'PUT', url, { remark_keywords: [], buyer_names: Array.from({ length: 1001 }, (_, i) => `b${i}`), order_numbers: [] }, { token: user.token });
    expect(many.status).toBe(400);
    expect((await call(app, 'PUT', url, { remark_keywords: [] }, { token: user.token })).status).toBe(400);
  });
});
