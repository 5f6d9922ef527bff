import { sql, type Kysely } from 'kysely';
import { bannerSvg, goodsSvg, logoSvg } from './catalogue-images';
import { PLATFORMS } from 'shared-contracts';
import { categoryOf, COURIER_PLATFORMS } from './catalogue-facts';
import type { Database } from './schema';

/** Seed sizes tests may rely on. */
export const SEED = { goods: 132, couriers: 6, shops: 4 } as const;

/** Deterministic PRNG (mulberry32), so the seed is the same on every start. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COURIERS = [
  { name: '中通快递', subname: '义乌仓', send_province: '浙江省', send_city: '金华市', send_district: '义乌市', send_address: '稠江街道商城大道188号', tips: '每日16:00前下单当天发出', is_wu: false, no_deliver_area: ['新疆', '西藏', '香港', '澳门', '台湾'] },
  { name: '圆通速递', subname: '广州仓', send_province: '广东省', send_city: '广州市', send_district: '白云区', send_address: '太和镇永兴村物流园3栋', tips: '节假日正常发货', is_wu: false, no_deliver_area: ['新疆', '西藏', '青海', '香港', '澳门', '台湾'] },
  { name: '韵达快递', subname: '上海仓', send_province: '上海市', send_city: '上海市', send_district: '青浦区', send_address: '华新镇华志路1685号', tips: '48小时内发货', is_wu: false, no_deliver_area: ['新疆', '西藏', '内蒙古', '香港', '澳门', '台湾'] },
  { name: '申通快递', subname: '杭州仓', send_province: '浙江省', send_city: '杭州市', send_district: '萧山区', send_address: '空港经济区保税路58号', tips: '空包无物流轨迹请勿下单', is_wu: true, no_deliver_area: ['新疆', '西藏', '香港', '澳门', '台湾'] },
  { name: '极兔速递', subname: '深圳仓', send_province: '广东省', send_city: '深圳市', send_district: '龙岗区', send_address: '平湖街道华南城物流中心', tips: '单号当天上网', is_wu: false, no_deliver_area: ['新疆', '西藏', '宁夏', '香港', '澳门', '台湾'] },
  { name: '邮政快递包裹', subname: '石家庄仓', send_province: '河北省', send_city: '石家庄市', send_district: '长安区', send_address: '中山东路邮政物流中心', tips: '偏远地区可达，时效较慢', is_wu: true, no_deliver_area: ['香港', '澳门', '台湾'] },
];

const SHOPS = [
  { name: '义乌小商品优选', intro: '义乌源头工厂直供，日用小礼品一件代发。' },
  { name: '广货礼品仓', intro: '广东产地直发，家居与数码配件。' },
  { name: '江浙百货供应链', intro: '江浙沪仓储，发货稳定。' },
  { name: '北方日用直营店', intro: '北方仓就近发货，适合北方收件人。' },
];

const CITIES = ['义乌', '金华', '广州', '深圳', '东莞', '上海', '杭州', '宁波', '苏州', '石家庄', '临沂', '泉州'];
const PREFIXES = ['精品', '便携', '家用', '创意', '加厚', '迷你', '经典'];
/** Gift items with a believable weight (g) and price (fen) for one piece; a goods is a pack of several. */
const ITEMS: [name: string, grams: number, fen: number][] = [
  ['纸巾', 60, 60],
  ['洗脸巾', 80, 150],
  ['棉签', 30, 40],
  ['牙刷', 20, 80],
  ['小风扇', 180, 900],
  ['钥匙扣', 15, 120],
  ['帆布袋', 90, 400],
  ['保温杯', 260, 1500],
  ['笔记本', 120, 250],
  ['中性笔', 12, 60],
  ['湿巾', 100, 100],
  ['口罩', 8, 30],
  ['手机支架', 60, 350],
  ['数据线', 40, 300],
  ['发圈', 5, 50],
  ['香皂', 110, 200],
  ['袜子', 40, 300],
  ['毛巾', 90, 500],
  ['筷子', 50, 200],
  ['小夜灯', 70, 600],
];
const TAGS = ['', '', '热销', '新品', '限时', '推荐'];

export const goodsImageUrl = (id: number) => `/api/gift/goods/image/${id}.svg`;
export const catalogueImageUrl = (key: string) => `/api/gift/image/${key}.svg`;

/** Fills the catalogue on first start: only when the goods table is empty. Safe to call on every start. */
export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // several processes may start at once: one seeds, the others wait and find it done
    await sql`select pg_advisory_xact_lock(20260102)`.execute(trx);
    const existing = await trx.selectFrom('goods').select('id').limit(1).executeTakeFirst();
    if (existing) return;
    const rand = prng(20260101);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];

    const images: { key: string; svg: string }[] = [];
    const couriers = await trx
      .insertInto('couriers')
      .values(
        COURIERS.map((c, i) => {
          images.push({ key: `courier-${i + 1}`, svg: logoSvg(c.name, i * 60) });
          return {
            ...c,
            no_deliver_area: JSON.stringify(c.no_deliver_area),
            platforms: JSON.stringify(COURIER_PLATFORMS[c.name] ?? PLATFORMS.map((p) => p.id)),
            logo: catalogueImageUrl(`courier-${i + 1}`),
          };
        }),
      )
      .returning('id')
      .execute();
    const shops = await trx
      .insertInto('supplier_shops')
      .values(
        SHOPS.map((s, i) => {
          images.push({ key: `shop-${i + 1}`, svg: logoSvg(s.name, 200 + i * 40) });
          return { ...s, logo: catalogueImageUrl(`shop-${i + 1}`) };
        }),
      )
      .returning('id')
      .execute();

    const base = Date.parse('2026-01-01T00:00:00Z');
    const goods = Array.from({ length: SEED.goods }, (_, i) => {
      const id = i + 1;
      const tag = pick(TAGS);
      const [item, grams, fen] = ITEMS[i % ITEMS.length];
      // packs of 1..10, kept within the 0.5–30 yuan range of the catalogue
      const pieces = Math.max(1, Math.min(1 + Math.floor(rand() * 10), Math.floor(3000 / fen)));
      const spread = 0.85 + rand() * 0.3;
      const price = Math.min(3000, Math.max(50, Math.round(fen * pieces * spread)));
      return {
        id,
        shop_id: shops[i % shops.length].id,
        courier_id: couriers[i % couriers.length].id,
        name: `${pick(PREFIXES)}${item}${pieces}件装`,
        category: categoryOf(item),
        price_fen: price,
        // 供货价 (issue 33): 60 % of the list price, as a supplier quoting to a platform would
        supply_price_fen: Math.round(price * 0.6),
        weight_g: Math.round(grams * pieces * spread) + 10,
        limit: pick([0, 1, 2, 5, 10]),
        stock: i % 11 === 5 ? 0 : 20 + Math.floor(rand() * 5000),
        tag,
        city: CITIES[i % CITIES.length],
        pics: JSON.stringify([goodsImageUrl(id)]),
        is_on_sale: true,
        created_at: new Date(base + i * 7 * 3600_000 + Math.floor(rand() * 3600_000)),
        sale_count: Math.floor(rand() * 5000),
        collect_count: Math.floor(rand() * 300),
      };
    });
    await trx.insertInto('goods').values(goods).execute();
    // keep the serial in step with the explicit ids
    await sql`select setval(pg_get_serial_sequence('goods', 'id'), (select max(id) from goods))`.execute(trx);
    for (const g of goods) images.push({ key: `goods-${g.id}`, svg: goodsSvg(g.id, g.name) });

    const BANNERS = [
      { headline: '一件代发 全国包邮', btn_txt: '立即选购', url: '/gift-list' },
      { headline: '淘宝京东拼多多抖店订单 一键导入', btn_txt: '查看教程', url: '/help-center/list' },
      { headline: '新品礼品 每日上新', btn_txt: '查看新品', url: '/gift-list?sortName=time' },
    ];
    await trx
      .insertInto('banners')
      .values(
        BANNERS.map((b, i) => {
          images.push({ key: `banner-${i + 1}`, svg: bannerSvg(b.headline, 10 + i * 70) });
          return { image: catalogueImageUrl(`banner-${i + 1}`), url: b.url, btn_icon: '', btn_txt: b.btn_txt, sort: i + 1 };
        }),
      )
      .execute();

    await trx
      .insertInto('notices')
      .values({
        title: '公告',
        content: '<p>欢迎来到礼品代发商城！新疆、西藏及港澳台地区暂不支持发货，下单前请留意快递的不发货地区。</p>',
        date: '2026-01-01',
        version: '20260101',
      })
      .execute();

    images.push({ key: 'promo-1', svg: bannerSvg('新品礼品 每日上新  一件起发 全国包邮', 150, 1200, 120) });
    const blocks = [
      { name: 'banner', title: '', icon: '', page: { style: { height: 360 }, params: {}, data: null } },
      { name: 'advantage', title: '平台优势', icon: '', page: { style: {}, params: {}, data: [
        { title: '超时赔付', text: '未按时揽收 按规则赔付' },
        { title: '商家众多', text: '多地仓库 多家快递' },
        { title: '一件代发', text: '一件起发 批量下单' },
        { title: '服务周到', text: '客服 9:00–24:00 在线' },
        { title: '推荐有礼', text: '邀请好友 共享奖励' },
      ] } },
      { name: 'hot', title: '热销礼品', icon: '', page: { style: { columns: 5 }, params: { type: 'sale', limit: 10 }, data: null } },
      { name: 'new', title: '新品上架', icon: '', page: { style: { columns: 5 }, params: { type: 'new', limit: 10 }, data: null } },
      { name: 'carousel', title: '推荐礼品', icon: '', page: { style: {}, params: { type: 'recommend', limit: 10 }, data: null } },
      { name: 'image', title: '', icon: '', page: { style: { height: 120 }, params: { url: '/gift-list?sortName=time' }, data: catalogueImageUrl('promo-1') } },
    ];
    await trx
      .insertInto('home_blocks')
      .values(blocks.map((b, i) => ({ ...b, sort: i + 1, page: JSON.stringify(b.page) })))
      .execute();

    for (let i = 0; i < images.length; i += 50) {
      await trx.insertInto('catalogue_images').values(images.slice(i, i + 50)).onConflict((oc) => oc.doNothing()).execute();
    }
  });
}
