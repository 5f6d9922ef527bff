import { CHANNEL_DISABLED, can, type OperatorRole } from 'shared-contracts/admin';
import { call, registerUser } from '../../test-support/harness';
import { app } from '../../test-support/test-app';
import { as, expectAnsweredAsPermissions, ops, withConsoleApp } from '../../test-support/console-app';
import { recipients, topUp } from '../../test-support/ordering';

withConsoleApp();

interface Group {
  id: number;
  name: string;
  level: number;
  is_default: boolean;
  price_percent: number;
  upgrade_amount: number;
  user_count: number;
}

const groups = async (): Promise<Group[]> => (await call(app, 'GET', '/api/admin/groups', undefined, as('ops'))).body.data;
const groupNamed = async (name: string) => (await groups()).find((g) => g.name === name) as Group;
const save = (id: number, body: Record<string, unknown>, role: OperatorRole = 'ops') => call(app, 'PUT', `/api/admin/groups/${id}`, body, as(role));
const auditOf = async (entity: string) => (await call(app, 'GET', '/api/admin/audit', undefined, { ...as('admin'), query: { entity, page_size: '500' } })).body.data.list;
const purchasePrice = async (token: string) => (await call(app, 'GET', '/api/gift/purchase/info', undefined, { token, query: { goods_id: '1' } })).body.data.goods_info.price as number;
const listPrice = async () => Number((await app.db.selectFrom('goods').select('price_fen').where('id', '=', 1).executeTakeFirstOrThrow()).price_fen);
const rechargeInfo = async (token: string) => (await call(app, 'GET', '/api/user/recharge/info', undefined, { token })).body.data;

const SEEDED_SETTINGS = {
  quick_options: [100, 200, 500, 1000, 2000, 5000],
  min: 10,
  max: 50000,
  allow_input: true,
  welfare: [
    { amount: 500, free: 10 },
    { amount: 2000, free: 60 },
    { amount: 5000, free: 200 },
  ],
};

describe('permissions', () => {
  it('answers each route as PERMISSIONS says: groups.write for 会员等级与充值, users.read for the group names', async () => {
    const routes = app.routeAccess.filter((route) => /^\/api\/admin\/(groups|group-options|recharge-settings)/.test(route.url) && route.method !== 'HEAD');
    expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'DELETE /api/admin/groups/:id',
      'GET /api/admin/group-options',
      'GET /api/admin/groups',
      'GET /api/admin/recharge-settings',
      'POST /api/admin/groups',
      'PUT /api/admin/groups/:id',
      'PUT /api/admin/recharge-settings',
    ]);
    for (const route of routes) {
      expect(route.permission).toBe(route.url === '/api/admin/group-options' ? 'users.read' : route.url.startsWith('/api/admin/recharge-settings') ? 'recharge.write' : 'groups.write');
      const user = await registerUser(app);
      expect((await app.inject({ method: route.method as 'GET', url: route.url.replace(':id', '1'), headers: { authorization: `Bearer ${user.token}` } })).statusCode).toBe(401);
    }
    await expectAnsweredAsPermissions(app, routes, (role) => as(role).headers);
    expect(can('support', 'groups.write') || can('finance', 'groups.write')).toBe(false);
    const options = await call(app, 'GET', '/api/admin/group-options', undefined, as('support'));
    expect(options.body.data[0]).toEqual({ id: expect.any(Number), name: '普通会员', is_default: true });
  });
});

describe('groups', () => {
  it('lists the groups by level with their discount, threshold in yuan and user count', async () => {
    await registerUser(app);
    const list = await groups();
    expect(list.map(({ name, level, is_default, price_percent, upgrade_amount }) => ({ name, level, is_default, price_percent, upgrade_amount }))).toEqual([
      { name: '普通会员', level: 0, is_default: true, price_percent: 100, upgrade_amount: 0 },
      { name: 'VIP1 黄金会员', level: 1, is_default: false, price_percent: 98, upgrade_amount: 500 },
      { name: 'VIP2 铂金会员', level: 2, is_default: false, price_percent: 95, upgrade_amount: 2000 },
      { name: 'VIP3 钻石会员', level: 3, is_default: false, price_percent: 90, upgrade_amount: 5000 },
    ]);
    expect(list[0].user_count).toBeGreaterThan(0);
  });

  it('refuses a bad group with a Chinese message, and a set where a higher threshold gives a worse price', async () => {
    const create = async (body: Record<string, unknown>) => (await call(app, 'POST', '/api/admin/groups', body, as('ops'))).body.msg;
    expect(await create({ name: ' ', price_percent: 80, upgrade_amount: 10000 })).toBe('请填写等级名称');
    expect(await create({ name: 'VIP4', price_percent: 0, upgrade_amount: 10000 })).toBe('折扣应为 1 到 100 之间的整数');
    expect(await create({ name: 'VIP4', price_percent: 85.5, upgrade_amount: 10000 })).toBe('折扣应为 1 到 100 之间的整数');
    expect(await create({ name: 'VIP4', price_percent: 85, upgrade_amount: 100.001 })).toBe('充值门槛最多保留两位小数');
    expect(await create({ name: 'VIP4', price_percent: 85, upgrade_amount: 0 })).toBe('非默认等级的充值门槛应大于 0 元');
    expect(await create({ name: 'VIP1 黄金会员', price_percent: 85, upgrade_amount: 10000 })).toBe('会员等级名称「VIP1 黄金会员」已存在');
    expect(await create({ name: 'VIP4', price_percent: 85, upgrade_amount: 2000 })).toBe('充值门槛与「VIP2 铂金会员」相同，请设置不同的门槛');
    expect(await create({ name: 'VIP4', price_percent: 92, upgrade_amount: 10000 })).toBe('充值门槛更高的等级折扣不能更差：「VIP4」为 92%，而门槛更低的「VIP3 钻石会员」为 90%');

    const vip1 = await groupNamed('VIP1 黄金会员');
    expect((await save(vip1.id, { name: vip1.name, price_percent: 80, upgrade_amount: 500 })).body.msg).toBe(
      '充值门槛更高的等级折扣不能更差：「VIP2 铂金会员」为 95%，而门槛更低的「VIP1 黄金会员」为 80%',
    );
    const standard = await groupNamed('普通会员');
    expect((await save(standard.id, { name: standard.name, price_percent: 100, upgrade_amount: 1 })).body.msg).toBe('默认等级的充值门槛固定为 0 元');
    expect((await save(standard.id, { name: standard.name, price_percent: 97, upgrade_amount: 0 })).body.msg).toBe(
      '充值门槛更高的等级折扣不能更差：「VIP1 黄金会员」为 98%，而门槛更低的「普通会员」为 97%',
    );
    expect((await save(999999, { name: 'x', price_percent: 100, upgrade_amount: 1 })).status).toBe(404);
  });

  it('creates a group in its rank (levels renumbered), audited; the user-facing group list and top-up card show it', async () => {
    const before = await groups();
    const made = await call(app, 'POST', '/api/admin/groups', { name: 'VIP0 白银会员', price_percent: 99, upgrade_amount: '100' }, as('admin'));
    expect(made.body).toMatchObject({ code: 0, msg: '会员等级已创建', data: { id: expect.any(Number) } });
    const after = await groups();
    expect(after.map((g) => [g.name, g.level])).toEqual([
      ['普通会员', 0],
      ['VIP0 白银会员', 1],
      ['VIP1 黄金会员', 2],
      ['VIP2 铂金会员', 3],
      ['VIP3 钻石会员', 4],
    ]);
    expect(after.length).toBe(before.length + 1);
    const rows = await auditOf('user_group');
    expect(rows[0]).toMatchObject({
      action: 'group.create',
      entity_id: String(made.body.data.id),
      operator_id: ops.admin.id,
      before: null,
      after: { name: 'VIP0 白银会员', level: 1, price_percent: 99, upgrade_amount: 100 },
    });

    const user = await registerUser(app);
    const shown = (await call(app, 'GET', '/api/user/group/list', undefined, { token: user.token })).body.data;
    expect(shown.map((g: { name: string }) => g.name)).toEqual(after.map((g) => g.name));
    expect((await rechargeInfo(user.token)).give_list[0]).toEqual({ money: 100, group_name: 'VIP0 白银会员' });

    // a top-up of 100 yuan now reaches it
    await topUp(app, user.token, 100);
    expect((await call(app, 'GET', '/api/user/group/list', undefined, { token: user.token })).body.data.find((g: { is_current: boolean }) => g.is_current).name).toBe('VIP0 白银会员');
  });

  it('a discount change changes the goods price a user of that group sees at once; audited before → after', async () => {
    const user = await registerUser(app);
    const vip2 = await groupNamed('VIP2 铂金会员');
    expect((await call(app, 'PUT', `/api/admin/users/${user.userId}/group`, { group_id: vip2.id }, as('ops'))).body.code).toBe(0);
    const list = await listPrice();
    const priceAt = (percent: number) => Math.floor((list * percent + 50) / 100) / 100;
    expect(await purchasePrice(user.token)).toBe(priceAt(95));

    const saved = await save(vip2.id, { name: 'VIP2 铂金会员', price_percent: 92, upgrade_amount: 2000 });
    expect(saved.body).toMatchObject({ code: 0, msg: '会员等级已保存' });
    expect(await purchasePrice(user.token)).toBe(priceAt(92));
    const priced = await call(app, 'POST', '/api/gift/order/price', { goods_id: 1, goods_num: 1, express_id: 1, rec_list: recipients(2) }, { token: user.token });
    expect(priced.body.data).toMatchObject({ unit_price: priceAt(92), total_price: priceAt(92) * 2 });

    const rows = await auditOf('user_group');
    expect(rows[0]).toMatchObject({
      action: 'group.update',
      entity_id: String(vip2.id),
      operator_id: ops.ops.id,
      before: { price_percent: 95, upgrade_amount: 2000 },
      after: { price_percent: 92, upgrade_amount: 2000 },
    });
    expect((await groupNamed('VIP2 铂金会员')).user_count).toBeGreaterThanOrEqual(1);
  });

  it('deletes only an unused, non-default group; says why otherwise', async () => {
    const standard = await groupNamed('普通会员');
    expect((await call(app, 'DELETE', `/api/admin/groups/${standard.id}`, undefined, as('ops'))).body.msg).toBe('默认等级不能删除');
    const vip2 = await groupNamed('VIP2 铂金会员');
    expect((await call(app, 'DELETE', `/api/admin/groups/${vip2.id}`, undefined, as('ops'))).body.msg).toBe(`该等级下还有 ${vip2.user_count} 个用户，请先将他们调整到其他等级再删除`);
    const made = await call(app, 'POST', '/api/admin/groups', { name: 'VIP9 临时', price_percent: 80, upgrade_amount: 99999 }, as('ops'));
    const removed = await call(app, 'DELETE', `/api/admin/groups/${made.body.data.id}`, undefined, as('ops'));
    expect(removed.body).toMatchObject({ code: 0, msg: '会员等级已删除' });
    expect((await groups()).some((g) => g.name === 'VIP9 临时')).toBe(false);
    expect((await auditOf('user_group'))[0]).toMatchObject({ action: 'group.delete', before: { name: 'VIP9 临时', price_percent: 80 }, after: null });
    expect((await call(app, 'DELETE', `/api/admin/groups/${made.body.data.id}`, undefined, as('ops'))).status).toBe(404);
    // the levels stay 0, 1, 2 …
    expect((await groups()).map((g) => g.level)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('recharge settings', () => {
  const put = (body: Record<string, unknown>, role: OperatorRole = 'ops') => call(app, 'PUT', '/api/admin/recharge-settings', { ...SEEDED_SETTINGS, channels: [], ...body }, as(role));

  it('reads the seeded options with the gateway’s channels', async () => {
    const { body } = await call(app, 'GET', '/api/admin/recharge-settings', undefined, as('ops'));
    expect(body.data).toEqual({ ...SEEDED_SETTINGS, channels: [
        { channel: 1, name: '支付宝', enabled: true },
        { channel: 2, name: '微信支付', enabled: true },
      ],
    });
  });

  it('refuses options that do not hold together, in Chinese', async () => {
    expect((await put({ min: 100, max: 50 })).body.msg).toBe('最高充值金额不能小于最低充值金额');
    expect((await put({ quick_options: [5, 100] })).body.msg).toBe('快捷金额 5 元应在最低 10 元与最高 50000 元之间');
    expect((await put({ quick_options: [200, 100] })).body.msg).toBe('快捷金额应从小到大排列且不能重复');
    expect((await put({ quick_options: [100, 100] })).body.msg).toBe('快捷金额应从小到大排列且不能重复');
    expect((await put({ quick_options: [] })).body.msg).toBe('请至少设置一个快捷金额');
    expect((await put({ quick_options: [-1] })).body.msg).toBe('快捷金额超出范围');
    expect(
      (
        await put({
          welfare: [
            { amount: 500, free: 10 },
            { amount: 500, free: 20 },
          ],
        })
      ).body.msg,
    ).toBe('赠送门槛 500 元重复');
    expect((await put({ welfare: [{ amount: 500, free: 500 }] })).body.msg).toBe('充值 500 元的赠送金额应小于充值金额');
    expect((await put({ channels: [{ channel: 7, enabled: true }] })).body.msg).toBe('支付方式 7 不存在');
    expect((await auditOf('recharge_settings')).length).toBe(0);
  });

  it('a save is what the user’s top-up card answers at once; a channel turned off is neither offered nor accepted', async () => {
    const user = await registerUser(app);
    const saved = await put(
      {
        quick_options: [50, 300.5],
        min: 20,
        max: 1000,
        allow_input: false,
        welfare: [
          { amount: 300.5, free: 8.8 },
          { amount: 50, free: 1 },
        ],
      },
      'admin',
    );
    expect(saved.body).toMatchObject({ code: 0, msg: '充值设置已保存' });
    expect(saved.body.data).toEqual({
      quick_options: [50, 300.5],
      min: 20,
      max: 1000,
      allow_input: false,
      welfare: [
        { amount: 50, free: 1 },
        { amount: 300.5, free: 8.8 },
      ],
      channels: [
        { channel: 1, name: '支付宝', enabled: true },
        { channel: 2, name: '微信支付', enabled: true },
      ],
    });
    const info = await rechargeInfo(user.token);
    expect(info).toMatchObject({ quick_option: [50, 300.5], min_price: 20, max_price: 1000, input: false, payment_list: [
        { channel: 1, name: '支付宝' },
        { channel: 2, name: '微信支付' },
      ],
    });
    expect(info.welfare['300.5']).toMatchObject({ free_money: 8.8 });
    expect((await call(app, 'POST', '/api/user/recharge/qrcode', { channel: 1, amount: 60 }, { token: user.token })).body.msg).toBe('当前仅支持选择固定充值金额，不支持自定义金额');

    const [row] = await auditOf('recharge_settings');
    expect(row).toMatchObject({
      action: 'recharge-settings.update',
      operator_id: ops.admin.id,
      before: { ...SEEDED_SETTINGS },
      after: { quick_options: [50, 300.5], min: 20, max: 1000, allow_input: false },
    });

    expect((await put({ quick_options: [50, 300.5], min: 20, max: 1000, channels: [{ channel: 1, enabled: false }] })).body.data.channels).toEqual([
      { channel: 1, name: '支付宝', enabled: false },
      { channel: 2, name: '微信支付', enabled: true },
    ]);
    expect((await rechargeInfo(user.token)).payment_list).toEqual([{ channel: 2, name: '微信支付' }]);
    expect((await call(app, 'POST', '/api/user/recharge/qrcode', { channel: 1, amount: 50 }, { token: user.token })).body).toMatchObject({ code: 1, msg: CHANNEL_DISABLED });
    expect((await auditOf('recharge_settings'))[0]).toMatchObject({
      before: { channels: [expect.objectContaining({ channel: 1, enabled: true }), expect.objectContaining({ channel: 2, enabled: true })] },
      after: { channels: [expect.objectContaining({ channel: 1, enabled: false }), expect.objectContaining({ channel: 2, enabled: true })] },
    });

    // channels not listed keep their state; turned on again, a top-up goes through
    expect((await put({ quick_options: [50, 300.5], min: 20, max: 1000 })).body.data.channels[0].enabled).toBe(false);
    await put({ channels: [{ channel: 1, enabled: true }] });
    expect((await call(app, 'POST', '/api/user/recharge/qrcode', { channel: 1, amount: 50 }, { token: user.token })).body.code).toBe(0);
  });
});
