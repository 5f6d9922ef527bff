import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RecipientInput } from 'shared-contracts';
import { call, registerUser } from './harness';
import { createTopUp, payInCashier } from './money';

/** The seeded goods the ordering tests buy most: goods 1, sent by 中通 (courier 1), and goods 2, by 圆通 (courier 2). */
export const ZTO = { id: 1, courierId: 1 };
export const YTO = { id: 2, courierId: 2 };

/** A valid adult's identity number the sandbox check passes. */
export const VALID_ID_NUMBER = '110101199003076632';

/** Places that every seeded courier ships to, as the recogniser writes them. */
const PLACES: [province: string, city: string, district: string][] = [
  ['浙江省', '杭州市', '西湖区'],
  ['广东省', '广州市', '天河区'],
  ['北京市', '北京市', '朝阳区'],
  ['江苏省', '苏州市', '姑苏区'],
  ['四川省', '成都市', '武侯区'],
  ['湖北省', '武汉市', '洪山区'],
];

/** `n` recipients that can be shipped, ids `r1`…, shop orders `SO<prefix>-1`…. */
export function recipients(n: number, prefix = randomUUID().slice(0, 8)): RecipientInput[] {
  return Array.from({ length: n }, (_, i) => {
    const [rec_province, rec_city, rec_district] = PLACES[i % PLACES.length];
    return {
      id: `r${i + 1}`,
      shop_order: `SO${prefix}-${i + 1}`,
      rec_name: '张三',
      rec_mobile: `138${String(10_000_000 + i).slice(-8)}`,
      rec_province,
      rec_city,
      rec_district,
      rec_address: `文三路${i + 1}号`,
    };
  });
}

/** Passes the sandbox real-name check for the user. */
export async function verifyIdentity(app: FastifyInstance, token: string, host?: string): Promise<void> {
  const { body } = await call(app, 'POST', '/api/user/authentication', { real_name: '张小三', id_number: VALID_ID_NUMBER }, { token, headers: host ? { host } : undefined });
  if (body.code !== 0) throw new Error(`real-name check failed: ${body.msg}`);
}

/** Tops the user up by `yuan` through the sandbox cashier. */
export async function topUp(app: FastifyInstance, token: string, yuan: number, host?: string): Promise<void> {
  const tradeNo = await createTopUp(app, token, yuan, host);
  const paid = await payInCashier(app, tradeNo);
  if (paid.statusCode >= 400) throw new Error(`top-up of ${yuan} not paid: ${paid.statusCode}`);
}

/**
 * A registered, verified user with `yuan` in the balance (0: nothing topped up), brought by `referral` (a refer
 * code) if given; a member of the 分站 whose domain `host` is, when given (their calls then need that Host).
 */
export async function merchant(app: FastifyInstance, yuan = 0, options: { referral?: string; host?: string } = {}) {
  const user = await registerUser(app, undefined, options.referral ? { referral: options.referral } : undefined, options.host);
  await verifyIdentity(app, user.token, options.host);
  if (yuan > 0) await topUp(app, user.token, yuan, options.host);
  return { ...user, host: options.host };
}

/** Makes goods `goodsId` easy to order in a test: no per-recipient limit, plenty of stock. */
export async function stockUp(app: FastifyInstance, goodsId: number, stock = 1_000_000): Promise<void> {
  await app.db.updateTable('goods').set({ stock, limit: 0 }).where('id', '=', goodsId).execute();
}

/** Goods ZTO and YTO stocked up and two merchants to order them: alice with 300 yuan, bob with 100. */
export async function twoMerchants(app: FastifyInstance) {
  await stockUp(app, ZTO.id);
  await stockUp(app, YTO.id);
  return { alice: await merchant(app, 300), bob: await merchant(app, 100) };
}

export interface MakeOptions {
  key?: string;
  goodsNum?: number;
  platform?: number;
  /** a 分站 member's calls go to its domain */
  host?: string;
}

/** POST /api/gift/order/make for the goods with these recipients. */
export async function makeOrder(app: FastifyInstance, token: string, goods: { id: number; courierId: number }, rows: RecipientInput[], options: MakeOptions = {}) {
  return call(
    app,
    'POST',
    '/api/gift/order/make',
    { goods_id: goods.id, goods_num: options.goodsNum ?? 1, express_id: goods.courierId, platform: options.platform ?? 2, order_source: 1, remark: '', rec_list: rows },
    { token, headers: { 'idempotency-key': options.key ?? randomUUID(), ...(options.host ? { host: options.host } : {}) } },
  );
}

/** The wallet balance in yuan. */
export async function balanceOf(app: FastifyInstance, token: string): Promise<number> {
  return (await call(app, 'GET', '/api/user/wallet/info', undefined, { token })).body.data.balance as number;
}
