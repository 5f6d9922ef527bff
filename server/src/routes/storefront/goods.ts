import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import {
  goodsArrayReply,
  goodsDetailData,
  goodsIdQuery,
  goodsImageParams,
  goodsListQuery,
  goodsListReply,
  imageParams,
  optionalBearer,
  optionsData,
  shopDetailData,
  shopIdQuery,
} from './schemas';

const TOPS = ['collect', 'sale', 'new', 'recommend'] as const;
const TOP_SUMMARY = { collect: '收藏榜（10件）', sale: '销量榜（10件）', new: '新品（10件）', recommend: '推荐（10件）' };
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

/** Goods lists, rankings, detail, filter options, supplier shops and the generated images. */
const goodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['storefront'];

  app.get(
    '/gift/goods/list',
    {
      config: { public: true },
      preHandler: app.identify,
      schema: { tags, summary: '商品列表（筛选、排序、分页；带令牌时标记收藏）', security: optionalBearer, querystring: goodsListQuery, response: goodsListReply },
    },
    async (request) => ok(await app.services.catalogue.list(request.query, request.user?.id ?? null, request.site)),
  );

  for (const kind of TOPS) {
    app.get(
      `/gift/goods/top/${kind}`,
      { config: { public: true }, preHandler: app.identify, schema: { tags, summary: TOP_SUMMARY[kind], security: optionalBearer, response: goodsArrayReply } },
      async (request) => ok(await app.services.catalogue.top(kind, request.user?.id ?? null, request.site)),
    );
  }

  app.get(
    '/gift/goods/detail',
    {
      config: { public: true },
      preHandler: app.identify,
      schema: { tags, summary: '商品详情（含快递、不发货地区、发货地址）', security: optionalBearer, querystring: goodsIdQuery, response: { 200: envelopeOf(goodsDetailData), 404: envelopeOf(z.null()) } },
    },
    async (request) => ok(await app.services.catalogue.detail(request.query.goods_id, request.user?.id ?? null, request.site)),
  );

  app.get(
    '/gift/shop/options',
    { config: { public: true }, schema: { tags, summary: '筛选选项：快递与发货城市', response: { 200: envelopeOf(optionsData) } } },
    async () => ok(await app.services.catalogue.options()),
  );

  app.get(
    '/gift/shop/detail',
    { config: { public: true }, schema: { tags, summary: '供货店铺详情', querystring: shopIdQuery, response: { 200: envelopeOf(shopDetailData), 404: envelopeOf(z.null()) } } },
    async (request) => ok(await app.services.catalogue.shop(request.query.id)),
  );

  app.get(
    '/gift/goods/image/:file',
    { config: { public: true }, schema: { tags, summary: '商品图片（SVG，形如 12.svg）', params: goodsImageParams } },
    async (request, reply) => {
      const svg = await app.services.catalogue.image(`goods-${request.params.file.replace(/\.svg$/, '')}`);
      if (!svg) throw new NotFoundError('图片不存在');
      return reply.header('cache-control', IMAGE_CACHE).type('image/svg+xml; charset=utf-8').send(svg);
    },
  );

  app.get(
    '/gift/image/:file',
    { config: { public: true }, schema: { tags, summary: '快递标志、店铺标志与横幅图片（SVG，形如 courier-1.svg）', params: imageParams } },
    async (request, reply) => {
      const svg = await app.services.catalogue.image(request.params.file.replace(/\.svg$/, ''));
      if (!svg) throw new NotFoundError('图片不存在');
      return reply.header('cache-control', IMAGE_CACHE).type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};

export default goodsRoutes;
