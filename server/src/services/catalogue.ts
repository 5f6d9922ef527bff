import { fenToYuan, goodsPrice, type Banner, type Express, type Fen, type Goods, type GoodsListQuery, type HomeBlock, type Notice, type Paginated, type ShopDetail } from 'shared-contracts';
import { NotFoundError } from '../lib/errors';
import type { Repositories } from '../repositories';
import { renderableHtml } from '../lib/sanitise-html';
import type { CatalogueSite, GoodsRow } from '../repositories/catalogue';
import type { CatalogueCache } from './catalogue-cache';
import type { PageRequest } from '../lib/paginate';

export const GOODS_NOT_FOUND = '商品不存在';
export const SHOP_NOT_FOUND = '店铺不存在';

const kg = (grams: number) => Math.round(grams) / 1000;

/**
 * A goods as a site's pages show it: at the site's selling price, or, given a member's group discount (the Open
 * API's goods list), at what one piece costs that member (shared-contracts goodsPrice, the one rule).
 */
export function toGoods(row: GoodsRow, site: CatalogueSite | null, groupPercent = 100): Goods {
  return {
    goods_id: row.id,
    goods_name: row.name,
    goods_pic: row.pics[0] ?? '',
    price: fenToYuan(goodsPrice(row.price_fen, site?.pricing ?? null, row.site_price_fen, groupPercent).unit),
    goods_weight: kg(row.weight_g),
    limit: row.limit,
    is_no_sku: row.stock <= 0,
    is_collect: row.is_collect,
    tag: row.tag,
    express_name: row.courier_name,
    express_image: row.courier_logo,
    city: row.city,
  };
}

/** Whether a notice has nothing to show: empty, or only empty paragraphs / whitespace. */
export function isEmptyNotice(content: string): boolean {
  const text = content
    .replace(/<br\s*\/?>/gi, '')
    .replace(/<\/?p[^>]*>/gi, '')
    .replace(/&nbsp;/gi, '')
    .trim();
  return text === '';
}

/** The goods list query as the route parsed it: prices already in fen. */
type ListQuery = Omit<GoodsListQuery, 'price_min' | 'price_max'> & { page: number; page_size: number; price_min?: Fen; price_max?: Fen };

/**
 * Storefront reads and favourites, each for the site whose pages ask (its prices, without the goods it hides).
 * A visitor's reads (no user: nothing personal in the answer) come from the catalogue cache, per site; a
 * signed-in user's carry is_collect and always read the database.
 */
export function catalogueService(deps: { repos: Repositories; now: () => Date; cache: CatalogueCache }) {
  const { repos, now, cache } = deps;
  const anonymous = <T>(userId: number | null, site: CatalogueSite | null, key: string, load: () => Promise<T>): Promise<T> =>
    userId === null ? cache.get(`s${site?.pricing ? site.id : 0}:${key}`, load) : load();

  async function detail(goodsId: number, userId: number | null, site: CatalogueSite | null) {
    return anonymous(userId, site, `detail:${goodsId}`, () => readDetail(goodsId, userId, site));
  }

  async function readDetail(goodsId: number, userId: number | null, site: CatalogueSite | null) {
    const row = await repos.catalogue.findGoods(goodsId, userId, site);
    if (!row) throw new NotFoundError(GOODS_NOT_FOUND);
    const [courier, shop] = await Promise.all([repos.catalogue.findCourier(row.courier_id), repos.catalogue.findShop(row.shop_id)]);
    if (!courier) throw new NotFoundError(GOODS_NOT_FOUND);
    const express: Express = {
      id: courier.id,
      name: courier.name,
      subname: courier.subname,
      send_province: courier.send_province,
      send_city: courier.send_city,
      send_district: courier.send_district,
      send_address: courier.send_address,
      tips: courier.tips,
      is_wu: courier.is_wu,
    };
    return {
      ...toGoods(row, site),
      pics: row.pics,
      description: row.description,
      express,
      no_deliver_area: courier.no_deliver_area,
      shop: shop ? { id: shop.id, shop_name: shop.name } : null,
      send_address: `${courier.send_province}${courier.send_city === courier.send_province ? '' : courier.send_city}${courier.send_district}${courier.send_address}`,
    };
  }

  async function readList(query: ListQuery, userId: number | null, site: CatalogueSite | null, groupPercent?: number): Promise<Paginated<Goods>> {
    const keyword = (query.keyword ?? query.title)?.trim();
    const city = query.area_name?.trim().replace(/市$/, '');
    const found = await repos.catalogue.listGoods({
      priceMinFen: query.price_min,
      priceMaxFen: query.price_max,
      keyword: keyword || undefined,
      city: city || undefined,
      courierName: query.express_name?.trim() || undefined,
      shopId: query.shop_id,
      platform: query.platform || undefined,
      province: query.province?.trim() || undefined,
      category: query.category?.trim() || undefined,
      sort: query.sort_name ?? 'default',
      order: query.sort_order ?? 'desc',
      userId,
      site,
    }, query);
    return { ...found, list: found.list.map((row) => toGoods(row, site, groupPercent)) };
  }

  async function ensureGoods(goodsId: number) {
    if (!(await repos.catalogue.goodsExists(goodsId))) throw new NotFoundError(GOODS_NOT_FOUND);
  }

  return {
    async list(query: ListQuery, userId: number | null, site: CatalogueSite | null): Promise<Paginated<Goods>> {
      return anonymous(userId, site, `list:${JSON.stringify(query)}`, () => readList(query, userId, site));
    },

    /** The goods list at what one piece costs a member of `site` in a group of `groupPercent` (the Open API's). */
    async memberList(query: ListQuery, userId: number, site: CatalogueSite, groupPercent: number): Promise<Paginated<Goods>> {
      return readList(query, userId, site, groupPercent);
    },

    async top(kind: 'collect' | 'sale' | 'new' | 'recommend', userId: number | null, site: CatalogueSite | null): Promise<Goods[]> {
      return anonymous(userId, site, `top:${kind}`, async () => (await repos.catalogue.topGoods(kind, userId, site)).map((row) => toGoods(row, site)));
    },

    detail,

    async options() {
      return cache.get('options', async () => {
        const [express, cities, provinces, categories] = await Promise.all([
          repos.catalogue.courierOptions(),
          repos.catalogue.cities(),
          repos.catalogue.sendProvinces(),
          repos.catalogue.categories(),
        ]);
        return { express, cities, provinces, categories };
      });
    },

    async shop(id: number): Promise<ShopDetail> {
      return cache.get(`shop:${id}`, async () => {
        const shop = await repos.catalogue.findShop(id);
        if (!shop) throw new NotFoundError(SHOP_NOT_FOUND);
        return { id: shop.id, shop_name: shop.name, logo: shop.logo, intro: shop.intro, goods_count: Number(shop.goods_count ?? 0) };
      });
    },

    async banners(siteId: number): Promise<Banner[]> {
      return (await repos.catalogue.banners(siteId)).map((b) => ({ image: b.image, url: b.url, btnIcon: b.btn_icon, btnTxt: b.btn_txt }));
    },

    /** The notice, or null when there is nothing to show (none, 停用, empty) or the caller already dismissed this version. */
    async notice(siteId: number, inversion?: string): Promise<Notice | null> {
      const row = await repos.catalogue.notice(siteId);
      if (!row || !row.enabled || isEmptyNotice(row.content)) return null;
      if (inversion !== undefined && inversion === row.version) return null;
      return { title: row.title || '公告', content: await renderableHtml(row.content), date: row.date, version: row.version };
    },

    async homeBlocks(siteId: number): Promise<HomeBlock[]> {
      return (await repos.catalogue.homeBlocks(siteId)).map((b) => ({
        title: b.title,
        name: b.name as HomeBlock['name'],
        icon: b.icon,
        page: b.page as HomeBlock['page'],
      }));
    },

    image(key: string) {
      return repos.catalogue.image(key);
    },

    /** Idempotent; collect_count moves only when the favourite is new. */
    async collect(userId: number, goodsId: number): Promise<void> {
      await ensureGoods(goodsId);
      await repos.transaction(async () => {
        if (await repos.favourites.add(userId, goodsId, now())) await repos.favourites.adjustCollectCount(goodsId, 1);
      });
    },

    async uncollect(userId: number, goodsId: number): Promise<void> {
      await ensureGoods(goodsId);
      await repos.transaction(async () => {
        if (await repos.favourites.remove(userId, goodsId)) await repos.favourites.adjustCollectCount(goodsId, -1);
      });
    },

    async favourites(userId: number, site: CatalogueSite | null, page: PageRequest): Promise<Paginated<Goods>> {
      const found = await repos.favourites.listGoods(userId, site, page);
      return { ...found, list: found.list.map((row) => toGoods(row, site)) };
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
