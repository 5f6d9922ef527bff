import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminOrderRow, AdminParcelRow } from 'shared-contracts/admin';
import { adminOrdersQuery, adminParcelsQuery } from 'shared-contracts/admin/rules';
import { orderListItem, pageOf, parcelListItem } from 'shared-contracts/schemas';
import { scopedSite, siteScope } from '../../lib/data-scope';
import { envelopeOf, ok } from '../../lib/envelope';
import { attachment, filterOf, XLSX } from '../orders/list-filter';

const tags = ['admin'];
const read = { permission: 'orders.read' } as const;

const member = { user_id: z.number().int(), mobile: z.string(), site_id: z.number().int(), site_name: z.string() };
const adminOrderRow = orderListItem.extend({ id: z.number().int(), ...member, margin: z.number().nullable() }) satisfies z.ZodType<AdminOrderRow>;
const adminParcelRow = parcelListItem.extend({ ...member, cost: z.number().nullable(), margin: z.number().nullable() }) satisfies z.ZodType<AdminParcelRow>;

/**
 * The member and site a console list is filtered to: a 分站 operator always its own site (lib/data-scope.ts); the
 * 供货店铺 (issue 33) only for a main-site operator (a 分站's never sees suppliers).
 */
const ownerOf = (query: { mobile?: string; site_id?: number; shop_id?: number }) => ({
  console: { siteId: scopedSite(query.site_id), mobile: query.mobile, shopId: siteScope() === null ? query.shop_id : undefined },
});

/**
 * 订单与包裹 in the console (issue 32, orders.read): every member's orders and parcels with the user centre's
 * filters and xlsx exports, plus the member (mobile whole or last 4) and, for main-site operators, the site; a 分站's
 * operators see only their members'. Recipients' phones are masked, in the list and in the export.
 */
const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = app.services.orderLists;

  app.get(
    '/admin/orders',
    { config: read, schema: { tags, summary: '订单列表（筛选同用户中心，另可按会员手机号与站点；分站只看本站会员）', querystring: adminOrdersQuery, response: { 200: envelopeOf(pageOf(adminOrderRow)) } } },
    async (request) => ok(await lists.consoleOrders(ownerOf(request.query), filterOf(request.query), request.query)),
  );

  app.get(
    '/admin/parcels',
    { config: read, schema: { tags, summary: '包裹列表（筛选同用户中心，另可按会员手机号、站点与供货店铺（主站操作员）；收件人手机号打码）', querystring: adminParcelsQuery, response: { 200: envelopeOf(pageOf(adminParcelRow)) } } },
    async (request) => ok(await lists.consoleParcels(ownerOf(request.query), filterOf(request.query), request.query)),
  );

  const exports = [
    { url: '/admin/orders/export', summary: '导出订单（xlsx 文件流，筛选同列表）', name: '订单', query: adminOrdersQuery, stream: lists.exportConsoleOrders },
    { url: '/admin/parcels/export', summary: '导出包裹（xlsx 文件流，筛选同列表，收件人手机号打码）', name: '包裹', query: adminParcelsQuery, stream: lists.exportConsoleParcels },
  ] as const;
  for (const { url, summary, name, query, stream } of exports) {
    app.get(url, { config: read, schema: { tags, summary, querystring: query } }, async (request, reply) =>
      reply
        .header('content-type', XLSX)
        .header('content-disposition', attachment(name, app.clock.now()))
        .header('cache-control', 'no-store')
        .send(stream(ownerOf(request.query), filterOf(request.query))),
    );
  }
};

export default adminOrdersRoutes;
