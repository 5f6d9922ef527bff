import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResultCode } from 'shared-contracts';
import { chinaText } from 'shared-contracts/china-time';
import {
  adminCategoryBody,
  adminCategoryPatch,
  adminCourierBody,
  adminCourierPatch,
  adminGoodsBody,
  adminGoodsImportBody,
  adminGoodsPatch,
  adminGoodsPriceBody,
  adminGoodsQuery,
  adminGoodsShelfBody,
  adminIdParams,
  adminShopBody,
  adminShopPatch,
} from 'shared-contracts/admin/rules';
import { pageOf } from 'shared-contracts/schemas';
import { BULK_BODY_LIMIT } from '../../lib/body-limits';
import { envelopeOf, ok } from '../../lib/envelope';
import { writeContextOf } from '../../lib/operator-of';
import type { AdminGoodsFilter } from '../../repositories/admin-catalogue';
import { expressData } from '../storefront/schemas';
import { collectionRoutes } from './collection-routes';

const tags = ['admin'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const read = { permission: 'catalogue.read' } as const;
const write = { permission: 'catalogue.write' } as const;

const adminGoods = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  supply_price: z.number(),
  weight_g: z.number().int(),
  limit: z.number().int(),
  stock: z.number().int(),
  stock_warning: z.number().int(),
  tag: z.string(),
  courier_id: z.number().int(),
  courier_name: z.string(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  city: z.string(),
  category: z.string(),
  pics: z.array(z.string()),
  on_shelf: z.boolean(),
  sale_count: z.number().int(),
  collect_count: z.number().int(),
  created_at: z.string(),
});
const bulkResult = z.object({ updated: z.number().int() });
const importResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
/** A courier as the storefront shows it, with what only the console edits and sees. */
const adminCourier = expressData.extend({
  platforms: z.array(z.number().int()),
  no_deliver_area: z.array(z.string()),
  logo: z.string(),
  issue_deadline: z.string(),
  goods_count: z.number().int(),
});
const adminShop = z.object({ id: z.number().int(), name: z.string(), logo: z.string(), intro: z.string(), goods_count: z.number().int() });
const adminCategory = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int(), goods_count: z.number().int() });

function filterOf(query: z.output<typeof adminGoodsQuery>): AdminGoodsFilter {
  return {
    keyword: query.keyword || undefined,
    courierId: query.courier_id,
    shopId: query.shop_id,
    category: query.category || undefined,
    tag: query.tag || undefined,
    onShelf: query.on_shelf === undefined ? undefined : query.on_shelf === '1',
    stockBelow: query.stock_below,
  };
}

/**
 * The operator console's catalogue (issue 20 "商品 / 快递 / 店铺 / 分类"): reads need catalogue.read,
 * writes catalogue.write. Every write is audited in its own transaction and reaches the storefront at
 * once (services/admin-catalogue/context.ts `write`).
 */
const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminCatalogue;

  // ---- goods ----
  app.get(
    '/admin/goods',
    { config: read, schema: { tags, summary: '商品列表（分页；关键词、快递、店铺、分类、标签、上下架、库存低于 N）', querystring: adminGoodsQuery, response: { 200: envelopeOf(pageOf(adminGoods)) } } },
    async (request) => ok(await service.listGoods(filterOf(request.query), request.query)),
  );

  app.get(
    '/admin/goods/export',
    { config: read, schema: { tags, summary: '导出商品（xlsx 文件流，筛选同列表，不分页）', querystring: adminGoodsQuery } },
    async (request, reply) => {
      const stamp = chinaText(app.clock.now()).slice(0, 16).replace(/[-:]/g, '').replace(' ', '-');
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="goods-${stamp}.xlsx"; filename*=UTF-8''${encodeURIComponent(`商品-${stamp}.xlsx`)}`)
        .header('cache-control', 'no-store')
        .send(service.exportGoods(filterOf(request.query)));
    },
  );

  app.get(
    '/admin/goods/:id',
    { config: read, schema: { tags, summary: '商品详情', params: adminIdParams, response: { 200: envelopeOf(adminGoods) } } },
    async (request) => ok(await service.goods(request.params.id)),
  );

  // created and edited as the other collections are; listed with filters, never deleted (taken off the shelf instead)
  collectionRoutes(app, '/admin/goods', {
    read,
    write,
    item: adminGoods,
    body: adminGoodsBody,
    patch: adminGoodsPatch,
    summaries: { create: '新建商品（价格为元，最多两位小数；图片为已有图片地址）', update: '编辑商品（只改传入的字段）' },
    said: { created: '商品已创建', saved: '商品已保存' },
    create: (body, context) => service.createGoods(body, context),
    update: (id, patch, context) => service.updateGoods(id, patch, context),
  });

  app.post(
    '/admin/goods/shelf',
    { config: write, schema: { tags, summary: '批量上架 / 下架', body: adminGoodsShelfBody, response: { 200: envelopeOf(bulkResult) } } },
    async (request) => ok(await service.setShelf(request.body.ids, request.body.on_shelf, writeContextOf(request)), request.body.on_shelf ? '已上架' : '已下架'),
  );

  app.post(
    '/admin/goods/price',
    { config: write, schema: { tags, summary: '批量调价（百分比 -90~500，四舍五入到分，最低 0.01 元；一个事务）', body: adminGoodsPriceBody, response: { 200: envelopeOf(bulkResult) } } },
    async (request) => ok(await service.changePrices(request.body.ids, request.body.percent, writeContextOf(request)), '价格已调整'),
  );

  app.post(
    '/admin/goods/import',
    {
      config: write,
      bodyLimit: BULK_BODY_LIMIT,
      schema: { tags, summary: '导入商品（xlsx，列同导出，base64；有 ID 更新，无 ID 新建；任一行有误则全部不写入，code 1 附逐行原因）', body: adminGoodsImportBody, response: { 200: envelopeOf(importResult) } },
    },
    async (request) => {
      const outcome = await service.importGoods(request.body.file, writeContextOf(request));
      return outcome.code === 0 ? ok(outcome.data, outcome.msg) : { code: ResultCode.FAIL, msg: outcome.msg, data: outcome.data };
    },
  );

  collectionRoutes(app, '/admin/couriers', {
    read,
    write,
    item: adminCourier,
    body: adminCourierBody,
    patch: adminCourierPatch,
    summaries: { list: '快递列表（附商品数）', create: '新建快递（不发货地区为省级地区名称）', update: '编辑快递（只改传入的字段）', remove: '删除快递（无商品、无订单时）' },
    said: { created: '快递已创建', saved: '快递已保存', removed: '快递已删除' },
    list: () => service.couriers(),
    create: (body, context) => service.createCourier(body, context),
    update: (id, patch, context) => service.updateCourier(id, patch, context),
    remove: (id, context) => service.deleteCourier(id, context),
  });

  collectionRoutes(app, '/admin/shops', {
    read,
    write,
    item: adminShop,
    body: adminShopBody,
    patch: adminShopPatch,
    summaries: { list: '供货店铺列表（附商品数）', create: '新建供货店铺', update: '编辑供货店铺', remove: '删除供货店铺（无商品时）' },
    said: { created: '店铺已创建', saved: '店铺已保存', removed: '店铺已删除' },
    list: () => service.shops(),
    create: (body, context) => service.createShop(body, context),
    update: (id, patch, context) => service.updateShop(id, patch, context),
    remove: (id, context) => service.deleteShop(id, context),
  });

  collectionRoutes(app, '/admin/categories', {
    read,
    write,
    item: adminCategory,
    body: adminCategoryBody,
    patch: adminCategoryPatch,
    summaries: { list: '商品分类（附商品数）', create: '新建分类', update: '编辑分类（改名时其商品随之改名）', remove: '删除分类（无商品时）' },
    said: { created: '分类已创建', saved: '分类已保存', removed: '分类已删除' },
    list: () => service.categories(),
    create: (body, context) => service.createCategory(body, context),
    update: (id, patch, context) => service.updateCategory(id, patch, context),
    remove: (id, context) => service.deleteCategory(id, context),
  });
};

export default adminCatalogueRoutes;
