import { z } from 'zod';
import { type Banner, type Express, type Goods, type HomeBlock, type HomeUserSummary, type Notice, type ShopDetail } from 'shared-contracts';
import { yuanAmount } from 'shared-contracts/rules';
import { envelopeOf } from '../../lib/envelope';
import { pageQuery } from '../../lib/paginate';

/** Request and response schemas of the storefront and favourites calls. */

const id = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });

export const goodsIdQuery = z.object({ goods_id: id('商品编号不正确') });
export const goodsIdBody = z.object({ goods_id: id('商品编号不正确') });
export const shopIdQuery = z.object({ id: id('店铺编号不正确') });

/** page and page_size (SPEC §9's sizes), the one paging schema of every list call. */
export { pageQuery };

/** Yuan in the query (at most two decimals) → fen; up to 1,000,000 yuan. */
const priceYuan = yuanAmount('价格', { max: 100_000_000 });
const text = (max: number) => z.string().max(max, { error: '搜索条件过长' }).optional();

export const goodsListQuery = pageQuery.extend({
  sort_name: z.enum(['default', 'time', 'price', 'sale', 'collect'], { error: '排序方式不正确' }).optional(),
  sort_order: z.enum(['asc', 'desc'], { error: '排序方向不正确' }).optional(),
  price_min: priceYuan.optional(),
  price_max: priceYuan.optional(),
  keyword: text(64),
  title: text(64),
  area_name: text(32),
  express_name: text(32),
  platform: z.coerce.number({ error: '平台不正确' }).int({ error: '平台不正确' }).min(0, { error: '平台不正确' }).max(100, { error: '平台不正确' }).optional(),
  shop_id: id('店铺编号不正确').optional(),
  province: text(32),
  category: text(16),
});

export const homepageQuery = z.object({ inversion: z.string().max(64, { error: '公告版本不正确' }).optional() });
export const imageParams = z.object({ file: z.string().regex(/^[a-z]+-\d{1,9}\.svg$/, { error: '图片不存在' }) });
export const goodsImageParams = z.object({ file: z.string().regex(/^\d{1,9}\.svg$/, { error: '图片不存在' }) });

export const goodsData = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_pic: z.string(),
  price: z.number(),
  goods_weight: z.number(),
  limit: z.number().int(),
  is_no_sku: z.boolean(),
  is_collect: z.boolean(),
  tag: z.string(),
  express_name: z.string(),
  express_image: z.string(),
  city: z.string(),
}) satisfies z.ZodType<Goods>;

export const expressData = z.object({
  id: z.number().int(),
  name: z.string(),
  subname: z.string(),
  send_province: z.string(),
  send_city: z.string(),
  send_district: z.string(),
  send_address: z.string(),
  tips: z.string(),
  is_wu: z.boolean(),
}) satisfies z.ZodType<Express>;

export const goodsDetailData = goodsData.extend({
  pics: z.array(z.string()),
  /** the supplier's description (plain text, issue 33); '' when none */
  description: z.string(),
  express: expressData,
  no_deliver_area: z.array(z.string()),
  send_address: z.string(),
  /** The supplier whose shop page (/shop/{id}) lists this goods. */
  shop: z.object({ id: z.number().int(), shop_name: z.string() }).nullable(),
});

export const goodsPage = z.object({ list: z.array(goodsData), page: z.number().int(), page_size: z.number().int(), data_count: z.number().int() });

export const shopDetailData = z.object({
  id: z.number().int(),
  shop_name: z.string(),
  logo: z.string(),
  intro: z.string(),
  goods_count: z.number().int(),
}) satisfies z.ZodType<ShopDetail>;

export const optionsData = z.object({
  express: z.array(z.object({ id: z.number().int(), name: z.string() })),
  cities: z.array(z.string()),
  provinces: z.array(z.string()),
  categories: z.array(z.string()),
});

export const bannerData = z.object({ image: z.string(), url: z.string(), btnIcon: z.string(), btnTxt: z.string() }) satisfies z.ZodType<Banner>;

export const noticeData = z.object({ content: z.string(), date: z.string(), title: z.string(), version: z.string() }) satisfies z.ZodType<Notice>;

export const homeBlockData = z.object({
  title: z.string(),
  name: z.enum(['banner', 'advantage', 'hot', 'new', 'carousel', 'image']),
  icon: z.string(),
  page: z.object({ style: z.record(z.string(), z.union([z.string(), z.number()])), params: z.record(z.string(), z.unknown()), data: z.unknown() }),
}) satisfies z.ZodType<HomeBlock>;

export const homeUserData = z.object({
  goods_list: z.array(z.object({ goods_id: z.number().int(), goods_pic: z.string(), goods_name: z.string() })),
  package_info: z.object({ unpaid: z.number().int(), paid: z.number().int(), un_receive: z.number().int(), signed: z.number().int(), exception: z.number().int() }),
}) satisfies z.ZodType<HomeUserSummary>;

export const goodsListReply = { 200: envelopeOf(goodsPage) };
export const goodsArrayReply = { 200: envelopeOf(z.array(goodsData)) };
export const optionalBearer: { [label: string]: string[] }[] = [{}, { bearer: [] }];
