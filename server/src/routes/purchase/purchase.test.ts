import { call, registerUser } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';

let token: string;

withTestApp();
beforeAll(async () => {
  ({ token } = await registerUser(app));
});

describe('GET /api/gift/purchase/info', () => {
  it('needs a login', async () => {
    expect((await call(app, 'GET', '/api/gift/purchase/info?goods_id=1')).status).toBe(401);
  });

  it('gives the platforms, the goods, its courier and the areas it does not ship to', async () => {
    const { status, body } = await call(app, 'GET', '/api/gift/purchase/info?goods_id=1', undefined, { token });
    expect(status).toBe(200);
    expect(body.data.platform_list.slice(0, 4).map((p: { id: number; name: string }) => [p.id, p.name])).toEqual([
      [1, '京东'],
      [2, '淘宝/天猫'],
      [3, '拼多多'],
      [4, '抖店'],
    ]);
    expect(body.data.goods_info.goods_id).toBe(1);
    expect(body.data.goods_info.express_name).toBe(body.data.express_info.name);
    expect(Array.isArray(body.data.no_deliver_area)).toBe(true);
  });

  it('unknown goods 404 商品不存在, malformed 400', async () => {
    const missing = await call(app, 'GET', '/api/gift/purchase/info?goods_id=99999', undefined, { token });
    expect([missing.status, missing.body.msg]).toEqual([404, '商品不存在']);
    expect((await call(app, 'GET', '/api/gift/purchase/info?goods_id=abc', undefined, { token })).status).toBe(400);
  });
});
