import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isPlatformKey, platformName, type PlatformKeyName } from '../platform-keys';
import type { PlatformOrder, ShopAuthorization, ShopPlatformProvider } from '../shop-platform';

/** Where the sandbox keeps which orders were shipped through it (a table; see repositories). */
export interface SandboxShipments {
  /** Records the shipment; false when the order had already been shipped. */
  add(platform: string, shopId: string, shopOrder: string, waybillCode: string): Promise<boolean>;
}

const DAY = 86_400_000;
const TOKEN_TTL = 7 * DAY;
const CN_OFFSET = 8 * 3_600_000;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀兰', '霞', '平', '刚', '桂英', '晨', '欣怡', '子涵', '浩然', '宇轩', '梓萱', '一诺'];
/** Real divisions (GB/T 2260) with a street, as buyers' addresses read. */
const PLACES: [province: string, city: string, district: string, street: string][] = [
  ['浙江省', '杭州市', '西湖区', '文三路'],
  ['浙江省', '宁波市', '鄞州区', '天童南路'],
  ['江苏省', '南京市', '鼓楼区', '中山北路'],
  ['江苏省', '苏州市', '工业园区', '星湖街'],
  ['广东省', '广州市', '天河区', '体育西路'],
  ['广东省', '深圳市', '南山区', '科技园南路'],
  ['北京市', '北京市', '朝阳区', '建国路'],
  ['上海市', '上海市', '浦东新区', '张杨路'],
  ['四川省', '成都市', '武侯区', '人民南路四段'],
  ['湖北省', '武汉市', '洪山区', '珞喻路'],
  ['山东省', '青岛市', '市南区', '香港中路'],
  ['河南省', '郑州市', '金水区', '花园路'],
  ['湖南省', '长沙市', '岳麓区', '麓山南路'],
  ['福建省', '厦门市', '思明区', '湖滨南路'],
  ['陕西省', '西安市', '雁塔区', '长安南路'],
  ['重庆市', '重庆市', '渝中区', '解放碑民族路'],
  ['辽宁省', '沈阳市', '和平区', '南京北街'],
  ['安徽省', '合肥市', '蜀山区', '长江西路'],
];
const GOODS = [
  ['加厚抽纸', '3包装'],
  ['保温杯', '500ml 白色'],
  ['数据线', '1米 Type-C'],
  ['湿巾', '80抽'],
  ['钥匙扣', '卡通款'],
  ['收纳盒', '中号'],
];
/** Flag numbers each platform uses (SPEC §3 flag colours, read by platform key). */
const FLAGS: Record<string, number[]> = { dy: [0, 1, 2, 3, 4, 5], xhs: [0, 1, 2, 3, 4, 5], jd: [0] };
/** Platforms whose orders carry privacy numbers with an extension. */
const PRIVACY = new Set(['tb', 'pdd', 'dy', 'ks', 'tgc']);

function prng(seed: string) {
  let state = createHash('sha256').update(seed).digest().readUInt32BE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const chinaDay = (time: number) => Math.floor((time + CN_OFFSET) / DAY);
const dayStamp = (day: number) => new Date(day * DAY).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * The sandbox shop platform (the default): authorisation codes and tokens signed with `secret`, and per
 * shop a deterministic stream of believable orders (the same shop and day always list the same orders);
 * a waybill upload is refused as a real platform would (unknown order, already shipped, malformed number).
 * The authorisation page itself is served under /sandbox/platform/<key>/.
 */
export function createSandboxShopPlatform(secret: string, shipments: SandboxShipments): ShopPlatformProvider & { authorizationCode(platform: PlatformKeyName, shopName: string): string } {
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const signed = (payload: object) => {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${mac(body)}`;
  };
  const opened = <T>(token: string): T | null => {
    const [body, sig] = token.split('.');
    if (!body || !sig) return null;
    const expected = Buffer.from(mac(body));
    if (expected.length !== Buffer.byteLength(sig) || !timingSafeEqual(expected, Buffer.from(sig))) return null;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
    } catch {
      return null;
    }
  };
  const authorization = (platform: PlatformKeyName, shopId: string, shopName: string): ShopAuthorization => {
    const expiresAt = new Date(Date.now() + TOKEN_TTL);
    return {
      platform,
      shopId,
      shopName,
      accessToken: signed({ t: 'access', platform, shopId, exp: expiresAt.getTime() }),
      refreshToken: signed({ t: 'refresh', platform, shopId, shopName }),
      expiresAt,
    };
  };
  const checkAccess = (auth: ShopAuthorization) => {
    const token = opened<{ t: string; shopId: string; exp: number }>(auth.accessToken);
    if (!token || token.t !== 'access' || token.shopId !== auth.shopId) throw new Error('授权无效，请重新授权');
    if (token.exp <= Date.now()) throw new Error('授权已过期，请重新授权');
  };

  function ordersOfDay(platform: string, shopId: string, day: number): PlatformOrder[] {
    const rand = prng(`${platform}:${shopId}:${day}`);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
    const count = 3 + Math.floor(rand() * 10);
    const flags = FLAGS[platform] ?? [0, 1, 2, 3, 4];
    return Array.from({ length: count }, (_, index) => {
      const [province, city, district, street] = pick(PLACES);
      const mobile = `1${pick(['3', '5', '7', '8', '9'])}${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`;
      const roll = rand();
      const status: PlatformOrder['status'] = roll < 0.08 ? 'refunded' : roll < 0.12 ? 'closed' : roll < 0.2 ? 'shipped' : 'paid';
      const [goodsName, spec] = pick(GOODS);
      return {
        shopOrder: `${dayStamp(day)}${String(index).padStart(4, '0')}${createHash('sha256').update(`${shopId}:${day}:${index}`).digest('hex').replace(/\D/g, '').slice(0, 7).padEnd(7, '0')}`,
        status,
        createdAt: new Date(day * DAY - CN_OFFSET + Math.floor(rand() * DAY)),
        buyerNick: `${pick(['小', '阿', '大'])}${pick(SURNAMES.split(''))}${Math.floor(rand() * 1000)}`,
        receiverName: `${pick(SURNAMES.split(''))}${pick(GIVEN)}`,
        receiverPhone: PRIVACY.has(platform) ? `${mobile}-${String(Math.floor(rand() * 10000)).padStart(4, '0')}` : mobile,
        province,
        city,
        district,
        // a few addresses a merchant will have to correct
        address: rand() < 0.05 ? '' : `${street}${1 + Math.floor(rand() * 300)}号${1 + Math.floor(rand() * 20)}栋${101 + Math.floor(rand() * 20)}室`,
        flag: pick(flags),
        remark: rand() < 0.3 ? pick(['请尽快发货', '送朋友的礼物', '不要放快递柜', '周末收货']) : '',
        goods: [{ name: goodsName, spec, count: 1 + Math.floor(rand() * 3), image: '' }],
      };
    });
  }

  return {
    name: 'sandbox',

    /** The code the sandbox authorisation page redirects back with (signed, valid ten minutes). */
    authorizationCode(platform, shopName) {
      const shopId = createHash('sha256').update(`${platform}:${shopName}`).digest('hex').slice(0, 12);
      return signed({ t: 'code', platform, shopId, shopName, exp: Date.now() + 10 * 60_000 });
    },

    authorizeUrl(platform, { state, redirectUri }) {
      const query = new URLSearchParams({ state, redirect_uri: redirectUri });
      return `/sandbox/platform/${encodeURIComponent(platform)}/authorize?${query}`;
    },

    async exchangeCode(platform, code) {
      const payload = opened<{ t: string; platform: string; shopId: string; shopName: string; exp: number }>(code);
      if (!payload || payload.t !== 'code' || payload.platform !== platform || !isPlatformKey(platform)) throw new Error(`${platformName(platform)}授权码无效，请重新授权`);
      if (payload.exp <= Date.now()) throw new Error('授权码已过期，请重新授权');
      return authorization(platform, payload.shopId, payload.shopName);
    },

    async refresh(auth) {
      const token = opened<{ t: string; shopId: string; shopName: string }>(auth.refreshToken);
      if (!token || token.t !== 'refresh' || token.shopId !== auth.shopId) throw new Error('授权无效，请重新授权');
      return authorization(auth.platform, auth.shopId, token.shopName);
    },

    async listOrders(auth, { start, end, page, pageSize }) {
      checkAccess(auth);
      const all: PlatformOrder[] = [];
      for (let day = chinaDay(start.getTime()); day <= chinaDay(end.getTime() - 1); day += 1) {
        for (const order of ordersOfDay(auth.platform, auth.shopId, day)) {
          if (order.createdAt >= start && order.createdAt < end) all.push(order);
        }
      }
      return { orders: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
    },

    async uploadWaybill(auth, { shopOrder, waybillCode }) {
      checkAccess(auth);
      if (!/^[A-Z0-9]{10,20}$/.test(waybillCode)) return { ok: false, msg: '运单号格式不正确' };
      const match = /^(\d{4})(\d{2})(\d{2})(\d{4})\d{7}$/.exec(shopOrder);
      const day = match ? chinaDay(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - CN_OFFSET + 1) : NaN;
      const order = Number.isFinite(day) ? ordersOfDay(auth.platform, auth.shopId, day).find((o) => o.shopOrder === shopOrder) : undefined;
      if (!order) return { ok: false, msg: '订单不存在' };
      if (order.status === 'refunded' || order.status === 'closed') return { ok: false, msg: order.status === 'refunded' ? '订单已退款，不能发货' : '订单已关闭，不能发货' };
      if (order.status === 'shipped' || !(await shipments.add(auth.platform, auth.shopId, shopOrder, waybillCode))) return { ok: false, msg: '订单已发货' };
      return { ok: true };
    },
  };
}
