import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
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
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { operatorOf } from '../../lib/operator-of';
import type { AdminGoodsFilter } from '../../repositories/admin-catalogue';
import type { WriteContext } from '../../services/admin-catalogue';

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
const adminCourier = z.object({
  id: z.number().int(),
  name: z.string(),
  subname: z.string(),
  send_province: z.string(),
  send_city: z.string(),
  send_district: z.string(),
  send_address: z.string(),
  tips: z.string(),
  is_wu: z.boolean(),
  platforms: z.array(z.number().int()),
  no_deliver_area: z.array(z.string()),
  logo: z.string(),
  issue_deadline: z.string(),
  goods_count: z.number().int(),
});
const adminShop = z.object({ id: z.number().int(), name: z.string(), logo: z.string(), intro: z.string(), goods_count: z.number().int() });
const adminCategory = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int(), goods_count: z.number().int() });

const ctxOf = (request: FastifyRequest): WriteContext => {
  const operator = operatorOf(request);
  return { operator: { id: operator.id, name: operator.name, role: operator.role }, ip: request.ip };
};

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

  app.post(
    '/admin/goods',
    { config: write, schema: { tags, summary: '新建商品（价格为元，最多两位小数；图片为已有图片地址）', body: adminGoodsBody, response: { 200: envelopeOf(adminGoods) } } },
    async (request) => ok(await service.createGoods(request.body, ctxOf(request)), '商品已创建'),
  );

  app.put(
    '/admin/goods/:id',
    { config: write, schema: { tags, summary: '编辑商品（只改传入的字段）', params: adminIdParams, body: adminGoodsPatch, response: { 200: envelopeOf(adminGoods) } } },
    async (request) => ok(await service.updateGoods(request.params.id, request.body, ctxOf(request)), '商品已保存'),
  );

  app.post(
    '/admin/goods/shelf',
    { config: write, schema: { tags, summary: '批量上架 / 下架', body: adminGoodsShelfBody, response: { 200: envelopeOf(bulkResult) } } },
    async (request) => ok(await service.setShelf(request.body.ids, request.body.on_shelf, ctxOf(request)), request.body.on_shelf ? '已上架' : '已下架'),
  );

  app.post(
    '/admin/goods/price',
    { config: write, schema: { tags, summary: '批量调价（百分比 -90~500，四舍五入到分，最低 0.01 元；一个事务）', body: adminGoodsPriceBody, response: { 200: envelopeOf(bulkResult) } } },
    async (request) => ok(await service.changePrices(request.body.ids, request.body.percent, ctxOf(request)), '价格已调整'),
  );

  app.post(
    '/admin/goods/import',
    {
      config: write,
      bodyLimit: BULK_BODY_LIMIT,
      schema: { tags, summary: '导入商品（xlsx，列同导出，base64；有 ID 更新，无 ID 新建；任一行有误则全部不写入，code 1 附逐行原因）', body: adminGoodsImportBody, response: { 200: envelopeOf(importResult) } },
    },
    async (request) => {
      const outcome = await service.importGoods(request.body.file, ctxOf(request));
      return outcome.code === 0 ? ok(outcome.data, outcome.msg) : { code: ResultCode.FAIL, msg: outcome.msg, data: outcome.data };
    },
  );

  // ---- couriers ----
  app.get('/admin/couriers', { config: read, schema: { tags, summary: '快递列表（附商品数）', response: { 200: envelopeOf(z.array(adminCourier)) } } }, async () => ok(await service.couriers()));
  app.post(
    '/admin/couriers',
    { config: write, schema: { tags, summary: '新建快递（不发货地区为省级地区名称）', body: adminCourierBody, response: { 200: envelopeOf(adminCourier) } } },
    async (request) => ok(await service.createCourier(request.body, ctxOf(request)), '快递已创建'),
  );
  app.put(
    '/admin/couriers/:id',
    { config: write, schema: { tags, summary: '编辑快递（只改传入的字段）', params: adminIdParams, body: adminCourierPatch, response: { 200: envelopeOf(adminCourier) } } },
    async (request) => ok(await service.updateCourier(request.params.id, request.body, ctxOf(request)), '快递已保存'),
  );
  app.delete(
    '/admin/couriers/:id',
    { config: write, schema: { tags, summary: '删除快递（无商品、无订单时）', params: adminIdParams, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.deleteCourier(request.params.id, ctxOf(request));
      return ok({}, '快递已删除');
    },
  );

  // ---- supplier shops ----
  app.get('/admin/shops', { config: read, schema: { tags, summary: '供货店铺列表（附商品数）', response: { 200: envelopeOf(z.array(adminShop)) } } }, async () => ok(await service.shops()));
  app.post(
    '/admin/shops',
    { config: write, schema: { tags, summary: '新建供货店铺', body: adminShopBody, response: { 200: envelopeOf(adminShop) } } },
    async (request) => ok(await service.createShop(request.body, ctxOf(request)), '店铺已创建'),
  );
  app.put(
    '/admin/shops/:id',
    { config: write, schema: { tags, summary: '编辑供货店铺', params: adminIdParams, body: adminShopPatch, response: { 200: envelopeOf(adminShop) } } },
    async (request) => ok(await service.updateShop(request.params.id, request.body, ctxOf(request)), '店铺已保存'),
  );
  app.delete(
    '/admin/shops/:id',
    { config: write, schema: { tags, summary: '删除供货店铺（无商品时）', params: adminIdParams, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.deleteShop(request.params.id, ctxOf(request));
      return ok({}, '店铺已删除');
    },
  );

  // ---- categories ----
  app.get('/admin/categories', { config: read, schema: { tags, summary: '商品分类（附商品数）', response: { 200: envelopeOf(z.array(adminCategory)) } } }, async () => ok(await service.categories()));
  app.post(
    '/admin/categories',
    { config: write, schema: { tags, summary: '新建分类', body: adminCategoryBody, response: { 200: envelopeOf(adminCategory) } } },
    async (request) => ok(await service.createCategory(request.body, ctxOf(request)), '分类已创建'),
  );
  app.put(
    '/admin/categories/:id',
    { config: write, schema: { tags, summary: '编辑分类（改名时其商品随之改名）', params: adminIdParams, body: adminCategoryPatch, response: { 200: envelopeOf(adminCategory) } } },
    async (request) => ok(await service.updateCategory(request.params.id, request.body, ctxOf(request)), '分类已保存'),
  );
  app.delete(
    '/admin/categories/:id',
    { config: write, schema: { tags, summary: '删除分类（无商品时）', params: adminIdParams, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.deleteCategory(request.params.id, ctxOf(request));
      return ok({}, '分类已删除');
    },
  );
};

export default adminCatalogueRoutes;
