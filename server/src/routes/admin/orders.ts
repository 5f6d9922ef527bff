import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminCourierOption, AdminOrderRow, AdminParcelCompensation, AdminParcelDetail, AdminParcelRow } from 'shared-contracts/admin';
import { adminOrdersQuery, adminParcelParams, adminParcelsQuery } from 'shared-contracts/admin/rules';
import { orderListItem, pageOf, parcelListItem, parcelTrack } from 'shared-contracts/schemas';
import { scopedSite, siteScope } from '../../lib/data-scope';
import { envelopeOf, ok } from '../../lib/envelope';
import { operatorOf } from '../../lib/operator-of';
import type { OrderFilter } from '../../repositories/orders';
import { attachment, filterOf, XLSX } from '../orders/list-filter';

const tags = ['admin'];
const read = { permission: 'orders.read' } as const;

/** yuan, or null for a role that does not see amounts (issue 34) */
const amount = z.number().nullable();
const member = { user_id: z.number().int(), mobile: z.string(), site_id: z.number().int(), site_name: z.string() };
const adminOrderRow = orderListItem.extend({ id: z.number().int(), ...member, total_price: amount, refund_price: amount, margin: amount }) satisfies z.ZodType<AdminOrderRow>;
const adminParcelRow = parcelListItem.extend({ ...member, price: amount, cost: amount, margin: amount, compensated: z.boolean() }) satisfies z.ZodType<AdminParcelRow>;
const parcelCompensation = z.object({
  kind: z.enum(['timeout', 'manual']),
  kind_name: z.string(),
  reason: z.enum(['waybill_late', 'pickup_late', 'manual']),
  reason_name: z.string(),
  amount,
  created_at: z.string(),
  status: z.literal('credited'),
  status_name: z.string(),
}) satisfies z.ZodType<AdminParcelCompensation>;
const parcelDetail = z.object({
  parcel: adminParcelRow.extend({ parcel_sn: z.string(), goods_id: z.number().int() }),
  track: parcelTrack,
  compensations: z.array(parcelCompensation),
}) satisfies z.ZodType<AdminParcelDetail>;
const courierOption = z.object({ id: z.number().int(), name: z.string() }) satisfies z.ZodType<AdminCourierOption>;

type ConsoleQuery = z.output<typeof adminParcelsQuery> | z.output<typeof adminOrdersQuery>;

/**
 * The member and site a console list is filtered to: a 分站 operator always its own site (lib/data-scope.ts); the
 * 供货店铺 (issue 33) only for a main-site operator (a 分站's never sees suppliers).
 */
const ownerOf = (query: ConsoleQuery) => ({
  console: { siteId: scopedSite(query.site_id), mobile: query.mobile, shopId: siteScope() === null && 'shop_id' in query ? query.shop_id : undefined },
});

/** The user centre's filters, plus the console's own (issue 34): the recipient's whole phone, the goods id, the courier. */
const consoleFilterOf = (query: ConsoleQuery): OrderFilter => ({
  ...filterOf(query),
  recMobile: query.rec_mobile || undefined,
  goodsId: query.goods_id,
  courierId: query.courier_id,
});

/**
 * 订单与包裹 in the console (issue 32, orders.read): every member's orders and parcels with the user centre's
 * filters and xlsx exports, plus the member (mobile whole or last 4) and, for main-site operators, the site; a 分站's
 * operators see only their members'. Recipients' phones are masked, in the list and in the export.
 * Issue 34: search across members by the recipient's whole phone, the goods id and the courier; a parcel's detail
 * with its track and compensations; and amounts (paid, refunded, price, compensation, a 分站's cost and margin) only
 * for a role that sees them (shared-contracts' seesOrderAmounts) — the service strips them for every other role,
 * given the operator's role on each call.
 */
const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = app.services.orderLists;
  const roleOf = (request: Parameters<typeof operatorOf>[0]) => operatorOf(request).role;

  app.get(
    '/admin/orders',
    {
      config: read,
      schema: {
        tags,
        summary: '订单列表（筛选同用户中心，另可按会员手机号、站点、收件人完整手机号、商品 ID 与快递；分站只看本站会员；金额仅财务角色与分站站长可见）',
        querystring: adminOrdersQuery,
        response: { 200: envelopeOf(pageOf(adminOrderRow)) },
      },
    },
    async (request) => ok(await lists.consoleOrders(roleOf(request), ownerOf(request.query), consoleFilterOf(request.query), request.query)),
  );

  app.get(
    '/admin/parcels',
    {
      config: read,
      schema: {
        tags,
        summary: '包裹列表（筛选同用户中心，另可按会员手机号、站点、供货店铺（主站操作员）、收件人完整手机号、商品与快递；收件人手机号打码；金额仅财务角色与分站站长可见）',
        querystring: adminParcelsQuery,
        response: { 200: envelopeOf(pageOf(adminParcelRow)) },
      },
    },
    async (request) => ok(await lists.consoleParcels(roleOf(request), ownerOf(request.query), consoleFilterOf(request.query), request.query)),
  );

  app.get(
    '/admin/parcels/:id',
    {
      config: read,
      schema: {
        tags,
        summary: '包裹详情：包裹（收件人手机号打码）、物流轨迹（最新在前）与赔付记录；分站只看本站会员的包裹，他站的 404',
        params: adminParcelParams,
        response: { 200: envelopeOf(parcelDetail) },
      },
    },
    async (request) => {
      const found = await lists.consoleParcel(roleOf(request), request.params.id);
      const track = await app.services.tracking.timeline(found.parcel.user_id, found.parcel.id);
      return ok({ ...found, track });
    },
  );

  app.get(
    '/admin/courier-options',
    { config: read, schema: { tags, summary: '快递选项（订单与包裹的快递筛选用）', response: { 200: envelopeOf(z.array(courierOption)) } } },
    async () => ok(await app.repos.catalogue.courierOptions()),
  );

  const exports = [
    { url: '/admin/orders/export', summary: '导出订单（xlsx 文件流，筛选同列表；金额列仅财务角色与分站站长）', name: '订单', query: adminOrdersQuery, stream: lists.exportConsoleOrders },
    { url: '/admin/parcels/export', summary: '导出包裹（xlsx 文件流，筛选同列表，收件人手机号打码；金额列仅财务角色与分站站长）', name: '包裹', query: adminParcelsQuery, stream: lists.exportConsoleParcels },
  ] as const;
  for (const { url, summary, name, query, stream } of exports) {
    app.get(url, { config: read, schema: { tags, summary, querystring: query } }, async (request, reply) =>
      reply
        .header('content-type', XLSX)
        .header('content-disposition', attachment(name, app.clock.now()))
        .header('cache-control', 'no-store')
        .send(stream(roleOf(request), ownerOf(request.query), consoleFilterOf(request.query))),
    );
  }
};

export default adminOrdersRoutes;
