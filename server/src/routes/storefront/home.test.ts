import { call, registerUser } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';

let token: string;

withTestApp();
beforeAll(async () => {
  ({ token } = await registerUser(app));
});

const setNotice = (content: string) => testDb.db.updateTable('notices').set({ content }).execute();
const collectCount = async (id: number) =>
  (await testDb.db.selectFrom('goods').select('collect_count').where('id', '=', id).executeTakeFirstOrThrow()).collect_count;

describe('home content', () => {
  it('banners, in order, with generated images', async () => {
    const { body } = await call(app, 'GET', '/api/gift/page/rotate');
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    expect(body.data[0]).toEqual({ image: '/api/gift/image/banner-1.svg', url: expect.any(String), btnIcon: '', btnTxt: expect.any(String) });
  });

  it('layout blocks', async () => {
    const { body } = await call(app, 'GET', '/api/home/page');
    expect(body.data.map((b: { name: string }) => b.name)).toEqual(['banner', 'advantage', 'hot', 'new', 'carousel', 'image']);
  });

  it('notice: shown, hidden for the dismissed version, hidden when empty', async () => {
    const shown = await call(app, 'GET', '/api/gift/page/homepage');
    expect(shown.body.data).toMatchObject({ title: '公告', version: '20260101' });
    expect((await call(app, 'GET', '/api/gift/page/homepage', undefined, { query: { inversion: '20251231' } })).body.data).not.toBeNull();
    expect((await call(app, 'GET', '/api/gift/page/homepage', undefined, { query: { inversion: '20260101' } })).body.data).toBeNull();
    expect((await call(app, 'GET', '/api/common/site/notice')).body.data.version).toBe('20260101');
    for (const empty of ['', '<p></p>', '<p><br></p>', ' <p> &nbsp; </p> ']) {
      await setNotice(empty);
      expect((await call(app, 'GET', '/api/gift/page/homepage')).body).toEqual({ code: 0, msg: '成功', data: null });
      expect((await call(app, 'GET', '/api/common/site/notice')).body.data).toBeNull();
    }
    await setNotice('<p>恢复</p>');
    expect((await call(app, 'GET', '/api/gift/page/homepage')).body.data.content).toBe('<p>恢复</p>');
  });

  it('notice: the HTML arrives sanitised, whatever put it in the table, its styles moved aside for the CSP', async () => {
    await setNotice('<p style="color: red">红字</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a>');
    for (const path of ['/api/gift/page/homepage', '/api/common/site/notice']) {
      const html = (await call(app, 'GET', path)).body.data.content as string;
      expect(html).toBe('<p data-sanitised-style="color: red">红字</p><img src="x"><a>链接</a>');
    }
    await setNotice('<p>恢复</p>');
  });
});

describe('favourites', () => {
  it('401 when logged out', async () => {
    expect((await call(app, 'POST', '/api/collect/goods', { goods_id: 1 })).status).toBe(401);
    expect((await call(app, 'DELETE', '/api/collect/goods', { goods_id: 1 })).status).toBe(401);
    expect((await call(app, 'GET', '/api/collect/goods/list')).status).toBe(401);
    expect((await call(app, 'GET', '/api/home/user/info')).status).toBe(401);
  });

  it('round trip: add (idempotent) → is_collect and count → list → remove → back', async () => {
    const before = await collectCount(3);
    const add = await call(app, 'POST', '/api/collect/goods', { goods_id: 3 }, { token });
    expect(add.body).toMatchObject({ code: 0 });
    await call(app, 'POST', '/api/collect/goods', { goods_id: 3 }, { token });
    expect(await collectCount(3)).toBe(before + 1);

    const detail = await call(app, 'GET', '/api/gift/goods/detail', undefined, { token, query: { goods_id: '3' } });
    expect(detail.body.data.is_collect).toBe(true);
    const anonymous = await call(app, 'GET', '/api/gift/goods/detail', undefined, { query: { goods_id: '3' } });
    expect(anonymous.body.data.is_collect).toBe(false);
    const page = await call(app, 'GET', '/api/gift/goods/list', undefined, { token, query: { page_size: '10' } });
    expect(page.body.data.list.map((g: { is_collect: boolean }) => g.is_collect)).toEqual([false, false, true, false, false, false, false, false, false, false]);

    const mine = await call(app, 'GET', '/api/collect/goods/list', undefined, { token });
    expect(mine.body.data).toMatchObject({ page: 1, page_size: 10, data_count: 1 });
    expect(mine.body.data.list[0]).toMatchObject({ goods_id: 3, is_collect: true });

    // 常发商品 are the goods the user orders (routes/orders/lists.test.ts), not favourites
    const summary = await call(app, 'GET', '/api/home/user/info', undefined, { token });
    expect(summary.body.data).toEqual({ goods_list: [], package_info: { unpaid: 0, paid: 0, un_receive: 0, signed: 0, exception: 0 } });

    expect((await call(app, 'DELETE', '/api/collect/goods', { goods_id: 3 }, { token })).body.code).toBe(0);
    expect((await call(app, 'DELETE', '/api/collect/goods', { goods_id: 3 }, { token })).body.code).toBe(0);
    expect(await collectCount(3)).toBe(before);
    expect((await call(app, 'GET', '/api/collect/goods/list', undefined, { token })).body.data.data_count).toBe(0);
  });

  it('the list pages newest favourite first, counting only goods still on sale', async () => {
    const { token: mine } = await registerUser(app);
    for (const goodsId of [5, 9, 14, 20, 21, 22, 30, 31, 40, 41, 50, 60]) {
      expect((await call(app, 'POST', '/api/collect/goods', { goods_id: goodsId }, { token: mine })).body.code).toBe(0);
    }
    await testDb.db.updateTable('goods').set({ is_on_sale: false }).where('id', '=', 14).execute();
    try {
      const ids = async (query: Record<string, string>) => {
        const { body } = await call(app, 'GET', '/api/collect/goods/list', undefined, { token: mine, query });
        expect(body.code).toBe(0);
        return { ...body.data, list: body.data.list.map((g: { goods_id: number; is_collect: boolean }) => (g.is_collect ? g.goods_id : -g.goods_id)) };
      };
      expect(await ids({})).toEqual({ list: [60, 50, 41, 40, 31, 30, 22, 21, 20, 9], page: 1, page_size: 10, data_count: 11 });
      expect(await ids({ page: '2' })).toEqual({ list: [5], page: 2, page_size: 10, data_count: 11 });
      expect(await ids({ page: '3' })).toEqual({ list: [], page: 3, page_size: 10, data_count: 11 });
      expect((await ids({ page_size: '20' })).list).toHaveLength(11);
      const bad = await call(app, 'GET', '/api/collect/goods/list', undefined, { token: mine, query: { page_size: '12' } });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('每页数量只能是 10、20、50、100、200、500');
    } finally {
      await testDb.db.updateTable('goods').set({ is_on_sale: true }).where('id', '=', 14).execute();
    }
  });

  it('unknown goods 404, malformed 400', async () => {
    const unknown = await call(app, 'POST', '/api/collect/goods', { goods_id: 424242 }, { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('商品不存在');
    expect((await call(app, 'DELETE', '/api/collect/goods', { goods_id: 424242 }, { token })).status).toBe(404);
    const bad = await call(app, 'POST', '/api/collect/goods', { goods_id: 'x' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('商品编号不正确');
  });
});
