import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { ASSOCIATION_CODE_PATTERN, PLATFORMS } from 'shared-contracts';
import { chinaDayNumber, chinaDayStart, chinaText, parseChinaTime } from 'shared-contracts/china-time';
import { isPlatformKey, platformName, type PlatformKeyName } from '../platform-keys';
import type { PlatformOrder, ShopAuthorization, ShopPlatformProvider } from '../shop-platform';

/** Where the sandbox keeps which orders were shipped through it (a table; see repositories). */
export interface SandboxShipments {
  /** Records the shipment; false when the order had already been shipped. */
  add(platform: string, shopId: string, shopOrder: string, waybillCode: string): Promise<boolean>;
  /** The shop's shipments, newest first. */
  list(platform: string, shopId: string): Promise<{ shopOrder: string; waybillCode: string; shippedAt: Date }[]>;
}

const DAY = 86_400_000;
const TOKEN_TTL = 7 * DAY;
/** The refresh token lasts a month: a shop not used for that long must be authorised again. */
const REFRESH_TTL = 30 * DAY;
const CODE_TTL = 10 * 60_000;

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
/**
 * The share of orders whose recipient is incomplete, cumulative: no detailed address (2 %), then no phone
 * (1.5 %), then no province (1.5 %) — as buyers' orders arrive now and then.
 */
export const INCOMPLETE = { noDetail: 0.02, noPhone: 0.035, noProvince: 0.05 } as const;

/** Platforms whose orders carry privacy numbers with an extension. */
const PRIVACY = new Set(['tb', 'pdd', 'dy', 'ks', 'tgc']);

/** Orders a day a sandbox shop gets, as chosen on the authorisation page (约10单/天 is the default). */
export const SANDBOX_DENSITIES = [10, 100, 3000] as const;
export const DEFAULT_DENSITY = 10;
const densityOf = (value: unknown) => (SANDBOX_DENSITIES as readonly number[]).includes(Number(value)) ? Number(value) : DEFAULT_DENSITY;

/** How many flags the platform has: a flag is its 1-based position in PLATFORMS' `flags`, 0 = none. */
const flagCount = (platform: string) => PLATFORMS.find((p) => p.key === platform)?.flags.length ?? 0;

function prng(seed: string) {
  let state = createHash('sha256').update(seed).digest().readUInt32BE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}


/** Stands for this site when a redirect is resolved (never contacted). */
const SITE_ORIGIN = 'http://sandbox-site.invalid';

/**
 * A redirect that stays on this site: a path (`/…`) whose URL, resolved by the WHATWG parser the browser
 * uses, has this site's origin — also once more percent-decoded (`/%09/evil.com` is `//evil.com` to
 * whoever decodes it again) — and no control characters (a browser drops a tab or line break, so
 * `/\t/evil.com` is `//evil.com`). Answers the path normalised as the parser reads it, or null.
 */
export function sameSiteRedirect(uri: string | undefined): string | null {
  if (!uri || !uri.startsWith('/') || hasControlCharacter(uri)) return null;
  let decoded = uri;
  try {
    decoded = decodeURIComponent(uri);
  } catch {
    return null;
  }
  for (const candidate of [uri, decoded]) {
    if (!URL.canParse(candidate, SITE_ORIGIN) || new URL(candidate, SITE_ORIGIN).origin !== SITE_ORIGIN) return null;
  }
  const url = new URL(uri, SITE_ORIGIN);
  return `${url.pathname}${url.search}${url.hash}`;
}

const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A China day's number as the `YYYYMMDD` its orders' numbers begin with. */
const dayStamp = (day: number) => chinaText(chinaDayStart(day)).slice(0, 10).replace(/-/g, '');

interface AccessToken {
  t: 'access';
  platform: string;
  shopId: string;
  density: number;
  exp: number;
}

/** A sandbox shop's order with what was shipped through the sandbox. */
export interface SandboxShopOrder extends PlatformOrder {
  waybillCode: string;
}

export interface SandboxShopPlatform extends ShopPlatformProvider {
  /** The code the sandbox authorisation page redirects back with (signed, valid ten minutes). */
  authorizationCode(platform: PlatformKeyName, shopName: string, density?: number): string;
  /** A 视频号 association code, as the shop's back office shows it. */
  associationCode(): string;
  /** The shop's orders placed in [start, end), newest first, with their sandbox shipments (the shop page). */
  shopOrders(platform: PlatformKeyName, shopId: string, density: number, range: { start: Date; end: Date }): Promise<SandboxShopOrder[]>;
}

/**
 * The sandbox shop platform (the default): authorisation codes and tokens signed with `secret`, and per
 * shop a deterministic stream of believable orders (the same shop, density and day always list the same
 * orders, oldest first, numbered in that order); the density (orders a day) is chosen on the authorisation
 * page and travels in the code and the tokens. Orders shipped through the sandbox list as shipped; a
 * waybill upload is refused as a real platform would (unknown order, already shipped, refunded or closed,
 * malformed number). Generated days are kept (LRU), so a sync of 20,000 orders pages quickly. The pages
 * themselves are served under /sandbox/platform/<key>/ (routes/stores/sandbox-platform.ts).
 */
export function createSandboxShopPlatform(secret: string, shipments: SandboxShipments, now: () => Date = () => new Date()): SandboxShopPlatform {
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const signed = (payload: object) => {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${mac(body)}`;
  };
  const opened = <T>(token: string): T | null => {
    const [body, sig, extra] = token.split('.');
    if (!body || !sig || extra !== undefined) return null;
    const expected = Buffer.from(mac(body));
    if (expected.length !== Buffer.byteLength(sig) || !timingSafeEqual(expected, Buffer.from(sig))) return null;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
    } catch {
      return null;
    }
  };
  const authorization = (platform: PlatformKeyName, shopId: string, shopName: string, density: number): ShopAuthorization => {
    const at = now().getTime();
    const expiresAt = new Date(at + TOKEN_TTL);
    return {
      platform,
      shopId,
      shopName,
      accessToken: signed({ t: 'access', platform, shopId, density, exp: expiresAt.getTime(), iat: at }),
      refreshToken: signed({ t: 'refresh', platform, shopId, shopName, density, exp: at + REFRESH_TTL }),
      expiresAt,
    };
  };
  const checkAccess = (auth: Pick<ShopAuthorization, 'shopId' | 'accessToken'>): AccessToken => {
    const token = opened<AccessToken>(auth.accessToken);
    if (!token || token.t !== 'access' || token.shopId !== auth.shopId) throw new Error('授权无效，请重新授权');
    if (token.exp <= now().getTime()) throw new Error('授权已过期，请重新授权');
    return token;
  };

  /** Generated days, by shop and density; about 100,000 orders at most. */
  const days = new LRUCache<string, PlatformOrder[]>({ maxSize: 100_000, sizeCalculation: (orders) => orders.length + 1 });

  /** How many orders the shop gets that day: the first draw of the day's stream, so counting is cheap. */
  const countOfDay = (rand: () => number, density: number) => Math.max(1, Math.round(density * (0.7 + 0.6 * rand())));
  const dayCount = (platform: string, shopId: string, density: number, day: number) => countOfDay(prng(`${platform}:${shopId}:${density}:${day}`), density);

  function ordersOfDay(platform: string, shopId: string, density: number, day: number): PlatformOrder[] {
    const cacheKey = `${platform}:${shopId}:${density}:${day}`;
    const cached = days.get(cacheKey);
    if (cached) return cached;
    const rand = prng(cacheKey);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
    const count = countOfDay(rand, density);
    const flags = flagCount(platform);
    const orders = Array.from({ length: count }, (): PlatformOrder => {
      const [province, city, district, street] = pick(PLACES);
      const mobile = `1${pick(['3', '5', '7', '8', '9'])}${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`;
      const roll = rand();
      const status: PlatformOrder['status'] = roll < 0.06 ? 'refunded' : roll < 0.1 ? 'closed' : roll < 0.16 ? 'shipped' : 'paid';
      const [goodsName, spec] = pick(GOODS);
      const flagRoll = rand();
      const createdAt = new Date(chinaDayStart(day) + Math.floor(rand() * DAY));
      const buyerNick = `${pick(['小', '阿', '大'])}${pick(SURNAMES.split(''))}${Math.floor(rand() * 1000)}`;
      const receiverName = `${pick(SURNAMES.split(''))}${pick(GIVEN)}`;
      const receiverPhone = PRIVACY.has(platform) ? `${mobile}-${String(Math.floor(rand() * 10000)).padStart(4, '0')}` : mobile;
      // about one order in twenty has a recipient a merchant will have to correct on the platform (the
      // authorised tab lists it as not selectable, with the reason); the draws are those of a whole address
      const gap = rand();
      const defect = gap < INCOMPLETE.noDetail ? 'noDetail' : gap < INCOMPLETE.noPhone ? 'noPhone' : gap < INCOMPLETE.noProvince ? 'noProvince' : null;
      const address = defect === 'noDetail' ? '' : defect ? `${street}${1 + Math.floor(gap * 1000)}号` : `${street}${1 + Math.floor(rand() * 300)}号${1 + Math.floor(rand() * 20)}栋${101 + Math.floor(rand() * 20)}室`;
      return {
        shopOrder: '',
        status,
        createdAt,
        buyerNick,
        receiverName,
        receiverPhone: defect === 'noPhone' ? '' : receiverPhone,
        province: defect === 'noProvince' ? '' : province,
        city,
        district,
        address,
        flag: flags > 0 && flagRoll < 0.4 ? 1 + Math.floor((flagRoll / 0.4) * flags) : 0,
        remark: rand() < 0.3 ? pick(['请尽快发货', '送朋友的礼物', '不要放快递柜', '周末收货']) : '',
        goods: [{ name: goodsName, spec, count: 1 + Math.floor(rand() * 3), image: '' }],
      };
    });
    // numbered in the order they were placed
    orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const stamp = dayStamp(day);
    orders.forEach((order, index) => {
      order.shopOrder = `${stamp}${String(index).padStart(4, '0')}${createHash('sha256').update(`${shopId}:${day}:${index}`).digest('hex').replace(/\D/g, '').slice(0, 7).padEnd(7, '0')}`;
    });
    days.set(cacheKey, orders);
    return orders;
  }

  /** The order with this number, if the shop has it (its day and position are in the number). */
  function findOrder(platform: string, shopId: string, density: number, shopOrder: string): PlatformOrder | undefined {
    const match = /^(\d{4})(\d{2})(\d{2})(\d{4})\d{7}$/.exec(shopOrder);
    if (!match) return undefined;
    const day = chinaDayNumber(parseChinaTime(`${match[1]}-${match[2]}-${match[3]}`)!);
    if (!Number.isFinite(day) || chinaDayStart(day) > now().getTime()) return undefined;
    const order = ordersOfDay(platform, shopId, density, day)[Number(match[4])];
    return order && order.shopOrder === shopOrder && order.createdAt <= now() ? order : undefined;
  }

  /** Orders in [start, end) (never in the future), oldest first: counted per day without generating whole days. */
  function range(platform: string, shopId: string, density: number, start: Date, end: Date) {
    const from = start.getTime();
    const to = Math.min(end.getTime(), now().getTime() + 1);
    const spans: { day: number; count: number; whole: boolean }[] = [];
    if (to > from) {
      for (let day = chinaDayNumber(from); day <= chinaDayNumber(to - 1); day += 1) {
        const whole = chinaDayStart(day) >= from && chinaDayStart(day + 1) <= to;
        const count = whole ? dayCount(platform, shopId, density, day) : ordersOfDay(platform, shopId, density, day).filter((o) => o.createdAt.getTime() >= from && o.createdAt.getTime() < to).length;
        spans.push({ day, count, whole });
      }
    }
    const inRange = (o: PlatformOrder) => o.createdAt.getTime() >= from && o.createdAt.getTime() < to;
    return {
      total: spans.reduce((sum, span) => sum + span.count, 0),
      /** Orders [offset, offset + limit) of the range. */
      slice(offset: number, limit: number): PlatformOrder[] {
        const out: PlatformOrder[] = [];
        let skipped = 0;
        for (const span of spans) {
          if (out.length >= limit) break;
          if (skipped + span.count <= offset) {
            skipped += span.count;
            continue;
          }
          const orders = ordersOfDay(platform, shopId, density, span.day);
          const inside = span.whole ? orders : orders.filter(inRange);
          const from = Math.max(0, offset - skipped);
          out.push(...inside.slice(from, from + limit - out.length));
          skipped += span.count;
        }
        return out;
      },
    };
  }

  const withShipments = async (platform: string, shopId: string, orders: PlatformOrder[]): Promise<SandboxShopOrder[]> => {
    if (orders.length === 0) return [];
    const shipped = new Map((await shipments.list(platform, shopId)).map((s) => [s.shopOrder, s.waybillCode]));
    return orders.map((order) => {
      const waybillCode = shipped.get(order.shopOrder) ?? '';
      return { ...order, goods: order.goods.map((g) => ({ ...g })), status: waybillCode && order.status === 'paid' ? 'shipped' : order.status, waybillCode };
    });
  };

  return {
    name: 'sandbox',

    /** Every platform of PLATFORMS is simulated. */
    connected: (platform) => isPlatformKey(platform),

    authorizationCode(platform, shopName, density = DEFAULT_DENSITY) {
      const shopId = createHash('sha256').update(`${platform}:${shopName}`).digest('hex').slice(0, 12);
      return signed({ t: 'code', platform, shopId, shopName, density: densityOf(density), exp: now().getTime() + CODE_TTL, n: randomBytes(6).toString('base64url') });
    },

    associationCode() {
      return `SPH${randomBytes(12).toString('hex').toUpperCase()}`;
    },

    authorizeUrl(platform, { state, redirectUri }) {
      const query = new URLSearchParams({ state, redirect_uri: redirectUri });
      return `/sandbox/platform/${encodeURIComponent(platform)}/authorize?${query}`;
    },

    marketUrl(platform, { authorizeUrl }) {
      return `/sandbox/platform/${encodeURIComponent(platform)}/market?${new URLSearchParams({ next: authorizeUrl })}`;
    },

    shopUrl(auth) {
      const token = opened<AccessToken>(auth.accessToken);
      const density = densityOf(token?.density);
      return `/sandbox/platform/${encodeURIComponent(auth.platform)}/shop/${encodeURIComponent(auth.shopId)}${density === DEFAULT_DENSITY ? '' : `?density=${density}`}`;
    },

    async exchangeCode(platform, code) {
      if (!isPlatformKey(platform)) throw new Error('平台不正确，请重新授权');
      // 视频号: the association code the merchant copied from the shop's back office
      if (platform === 'sph' && ASSOCIATION_CODE_PATTERN.test(code)) {
        const shopId = `v${createHash('sha256').update(code).digest('hex').slice(0, 11)}`;
        return authorization(platform, shopId, `视频号小店${code.slice(-4)}`, DEFAULT_DENSITY);
      }
      const payload = opened<{ t: string; platform: string; shopId: string; shopName: string; density: number; exp: number }>(code);
      if (!payload || payload.t !== 'code' || payload.platform !== platform) throw new Error(platform === 'sph' ? '关联码不正确，请重新授权' : `${platformName(platform)}授权码无效，请重新授权`);
      if (payload.exp <= now().getTime()) throw new Error('授权码已过期，请重新授权');
      return authorization(platform, payload.shopId, payload.shopName, densityOf(payload.density));
    },

    async refresh(auth) {
      const token = opened<{ t: string; shopId: string; shopName: string; density: number; exp?: number }>(auth.refreshToken);
      if (!token || token.t !== 'refresh' || token.shopId !== auth.shopId) throw new Error('授权无效，请重新授权');
      if (token.exp !== undefined && token.exp <= now().getTime()) throw new Error('授权已过期，请重新授权');
      return authorization(auth.platform, auth.shopId, token.shopName, densityOf(token.density));
    },

    async listOrders(auth, { start, end, page, pageSize }) {
      const { density } = checkAccess(auth);
      if (pageSize < 1 || pageSize > 200) throw new Error('每页数量应为1–200');
      const orders = range(auth.platform, auth.shopId, density, start, end);
      const slice = orders.slice((page - 1) * pageSize, pageSize);
      return { orders: (await withShipments(auth.platform, auth.shopId, slice)).map(({ waybillCode: _w, ...order }) => order), total: orders.total };
    },

    async shopOrders(platform, shopId, density, { start, end }) {
      const orders = range(platform, shopId, densityOf(density), start, end);
      return (await withShipments(platform, shopId, orders.slice(0, orders.total))).reverse();
    },

    async uploadWaybill(auth, { shopOrder, waybillCode }) {
      const { density } = checkAccess(auth);
      if (!/^[A-Z0-9]{10,20}$/.test(waybillCode)) return { ok: false, msg: '运单号格式不正确' };
      const order = findOrder(auth.platform, auth.shopId, density, shopOrder);
      if (!order) return { ok: false, msg: '订单不存在' };
      if (order.status === 'refunded' || order.status === 'closed') return { ok: false, msg: order.status === 'refunded' ? '订单已退款，不能发货' : '订单已关闭，不能发货' };
      if (order.status === 'shipped' || !(await shipments.add(auth.platform, auth.shopId, shopOrder, waybillCode))) return { ok: false, msg: '订单已发货' };
      return { ok: true };
    },
  };
}
