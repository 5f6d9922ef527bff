import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyHeaders } from 'shared-contracts/schemas';
import { SupplierMessages } from 'shared-contracts/supplier';
import {
  supplierAccountBody,
  supplierApplicationBody,
  supplierEntriesQuery,
  supplierGoodsBody,
  supplierGoodsParams,
  supplierGoodsQuery,
  supplierParcelIdsBody,
  supplierParcelsQuery,
  supplierPasswordBody,
  supplierRefuseBody,
  supplierRequestBody,
  supplierStatementsQuery,
  supplierStockBody,
  supplierWithdrawBody,
} from 'shared-contracts/supplier/rules';
import { ok } from '../../lib/envelope';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import { bearerToken } from '../../lib/tokens';
import { XLSX } from '../orders/list-filter';

const tags = ['supplier'];
const pageQuery = supplierEntriesQuery;

/** The signed-in supplier (the auth plugin sets it on every non-public /api/supplier route). */
function supplierOf(request: FastifyRequest) {
  if (!request.supplier) throw new UnauthorizedError();
  return request.supplier;
}

const attachment = (ascii: string, name: string) => `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The supplier centre's API (issue 33, docs/suppliers.md), under /api/supplier on the main site only. Every route
 * but the application and sign-out takes a supplier's bearer token (a member's or an operator's answers 401); until
 * the one-time password is changed only me, password and logout answer. Ids are looked up in the supplier's own
 * shop: another shop's parcel or goods answers 404.
 */
const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/supplier/applications',
    { config: { public: true }, schema: { tags, summary: '供应商入驻申请（注册时选择供应商；短信验证码同注册；审核通过后短信通知）', body: supplierApplicationBody } },
    async (request, reply) => {
      if (!request.site.isMain) throw new NotFoundError('页面不存在');
      return reply.send(ok(await app.services.supplierAccounts.apply(request.body, request.site), SupplierMessages.applied));
    },
  );

  app.get('/supplier/logout', { config: { public: true }, schema: { tags, summary: '供应商退出登录（撤销所带的令牌，总是成功）' } }, async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token) await app.services.supplierAccounts.logout(token);
    return ok({});
  });

  app.get('/supplier/me', { config: { beforePasswordChange: true }, schema: { tags, summary: '当前供应商账号与店铺' } }, async (request) =>
    ok(await app.services.supplierAccounts.me(supplierOf(request))),
  );

  app.put(
    '/supplier/password',
    { config: { beforePasswordChange: true }, schema: { tags, summary: '修改密码（一次性密码须先修改；其他会话随之结束）', body: supplierPasswordBody } },
    async (request) => {
      await app.services.supplierAccounts.changePassword(supplierOf(request), request.body);
      return ok({}, '密码已修改');
    },
  );

  app.get('/supplier/workbench', { schema: { tags, summary: '工作台：今日待发货（按快递与出单截止时间）、库存预警、本月已发货与应结' } }, async (request) =>
    ok(await app.services.supply.workbench(supplierOf(request))),
  );

  app.get('/supplier/goods', { schema: { tags, summary: '本店商品（分页）：售价、供货价、库存、预警线、待审核申请', querystring: supplierGoodsQuery } }, async (request) => {
    const { page, page_size, keyword } = request.query;
    return ok(await app.services.supply.goods(supplierOf(request), keyword, { page, page_size }));
  });

  app.put(
    '/supplier/goods/:id',
    { schema: { tags, summary: '修改商品名称、图片、描述、重量与库存预警（即时生效）', params: supplierGoodsParams, body: supplierGoodsBody } },
    async (request) => {
      await app.services.supply.updateGoods(supplierOf(request), request.params.id, request.body);
      return ok({}, '商品已保存');
    },
  );

  app.put(
    '/supplier/goods/:id/stock',
    { schema: { tags, summary: '设置库存（expected_stock 为所见库存；期间有订单扣减则不改并提示刷新）', params: supplierGoodsParams, body: supplierStockBody } },
    async (request) => {
      await app.services.supply.setStock(supplierOf(request), request.params.id, request.body);
      return ok({}, '库存已更新');
    },
  );

  app.post(
    '/supplier/goods/:id/requests',
    { schema: { tags, summary: '申请调整供货价或上架/下架（主站审核后生效）', params: supplierGoodsParams, body: supplierRequestBody } },
    async (request) => ok(await app.services.supply.request(supplierOf(request), request.params.id, request.body), '申请已提交，等待平台审核'),
  );

  app.get('/supplier/requests', { schema: { tags, summary: '本店的供货价与上下架申请（分页，最新在前）', querystring: pageQuery } }, async (request) => {
    const { page, page_size } = request.query;
    return ok(await app.services.supply.requests(supplierOf(request), { page, page_size }));
  });

  app.get('/supplier/parcels', { schema: { tags, summary: '本店包裹（已出单号的；按状态、快递、商品、下单日期、单号筛选，分页）', querystring: supplierParcelsQuery } }, async (request) => {
    const { page, page_size, ...filter } = request.query;
    return ok(await app.services.supply.parcels(supplierOf(request), filter, { page, page_size }));
  });

  app.post('/supplier/pick-list', { schema: { tags, summary: '拣货单：所选包裹按商品与快递汇总件数', body: supplierParcelIdsBody } }, async (request) =>
    ok(await app.services.supply.pickList(supplierOf(request), request.body.parcel_ids)),
  );

  app.post(
    '/supplier/labels',
    { schema: { tags, summary: '打印面单：PDF，每个包裹一页 100 × 180 mm，运单号为 Code 128 条码，收件人手机号打码', body: supplierParcelIdsBody } },
    async (request, reply) => {
      const pdf = await app.services.supply.labels(supplierOf(request), request.body.parcel_ids);
      return reply.header('content-type', 'application/pdf').header('content-disposition', attachment('labels.pdf', '面单.pdf')).header('cache-control', 'no-store').send(pdf);
    },
  );

  app.post('/supplier/ship', { schema: { tags, summary: '发货：所选待发货包裹标记为已发货', body: supplierParcelIdsBody } }, async (request) =>
    ok(await app.services.supply.ship(supplierOf(request), request.body.parcel_ids), SupplierMessages.shipped),
  );

  app.post('/supplier/refuse', { schema: { tags, summary: '无法发货：所选待发货包裹拒收，商户货款原路退回余额（每个包裹一次）', body: supplierRefuseBody } }, async (request) =>
    ok(await app.services.supply.refuse(supplierOf(request), request.body.parcel_ids, request.body.reason), SupplierMessages.refused),
  );

  app.get('/supplier/settlement/summary', { schema: { tags, summary: '结算概况（元）：待结算、已结算、赔付扣款、结算中' } }, async (request) =>
    ok(await app.services.supplierSettlement.summary(supplierOf(request))),
  );

  app.get('/supplier/settlement/statements', { schema: { tags, summary: '对账单：按日或按月（北京时间）', querystring: supplierStatementsQuery } }, async (request) =>
    ok(await app.services.supplierSettlement.statements(supplierOf(request), request.query)),
  );

  app.get('/supplier/settlement/statements/export', { schema: { tags, summary: '导出对账单（xlsx）', querystring: supplierStatementsQuery } }, async (request, reply) =>
    reply
      .header('content-type', XLSX)
      .header('content-disposition', attachment('statements.xlsx', `结算对账单-${request.query.period === 'day' ? '按日' : '按月'}.xlsx`))
      .header('cache-control', 'no-store')
      .send(await app.services.supplierSettlement.statementsXlsx(supplierOf(request), request.query)),
  );

  app.get('/supplier/settlement/entries', { schema: { tags, summary: '结算流水（分页，最新在前）', querystring: pageQuery } }, async (request) => {
    const { page, page_size } = request.query;
    return ok(await app.services.supplierSettlement.entries(supplierOf(request), { page, page_size }));
  });

  app.get('/supplier/settlement/account', { schema: { tags, summary: '收款支付宝账号（打码）' } }, async (request) => ok(await app.services.supplierSettlement.account(supplierOf(request))));

  app.put('/supplier/settlement/account', { schema: { tags, summary: '设置收款支付宝账号（仅负责人）', body: supplierAccountBody } }, async (request) =>
    ok(await app.services.supplierSettlement.saveAccount(supplierOf(request), request.body), '收款账号已保存'),
  );

  app.post(
    '/supplier/settlement/withdrawals',
    { schema: { tags, summary: '申请结算（仅负责人；Idempotency-Key 相同则返回首次结果）：待结算 → 结算中，由主站财务审核打款', headers: idempotencyHeaders, body: supplierWithdrawBody } },
    async (request) => ok(await app.services.supplierSettlement.apply(supplierOf(request), request.headers['idempotency-key'], request.body.amount), '结算申请已提交'),
  );

  app.get('/supplier/settlement/withdrawals', { schema: { tags, summary: '结算申请记录（分页，最新在前）', querystring: pageQuery } }, async (request) => {
    const { page, page_size } = request.query;
    return ok(await app.services.supplierSettlement.withdrawals(supplierOf(request), { page, page_size }));
  });
};

export const supplierLoginAnswer = z.object({ token: z.string(), must_change_password: z.boolean() });

export default supplierRoutes;
