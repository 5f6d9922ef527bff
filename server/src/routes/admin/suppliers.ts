import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SupplierAdminMessages,
  type AdminSupplierApplicationRow,
  type AdminSupplierApproveResult,
  type AdminSupplierCreated,
  type AdminSupplierRequestRow,
  type AdminSupplierRow,
  type AdminSupplierShopOption,
} from 'shared-contracts/admin';
import {
  adminIdParams,
  adminSupplierApplicationsQuery,
  adminSupplierApproveBody,
  adminSupplierBody,
  adminSupplierRejectBody,
  adminSupplierRequestsQuery,
  adminSuppliersQuery,
} from 'shared-contracts/admin/rules';
import { pageOf } from 'shared-contracts/schemas';
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { writeContextOf } from '../../lib/operator-of';

const tags = ['admin'];
const read = { permission: 'suppliers.read' } as const;
const write = { permission: 'suppliers.write' } as const;

const statuses = z.enum(['pending', 'approved', 'rejected']);
const supplierRow = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  name: z.string(),
  mobile: z.string(),
  role: z.enum(['owner', 'staff']),
  role_text: z.string(),
  disabled: z.boolean(),
  created_at: z.string(),
}) satisfies z.ZodType<AdminSupplierRow>;
const created = z.object({ id: z.number().int(), mobile: z.string(), password: z.string() }) satisfies z.ZodType<AdminSupplierCreated>;
const shopOption = z.object({ id: z.number().int(), name: z.string() }) satisfies z.ZodType<AdminSupplierShopOption>;
const applicationRow = z.object({
  id: z.number().int(),
  mobile: z.string(),
  company_name: z.string(),
  contact_name: z.string(),
  goods_desc: z.string(),
  status: statuses,
  status_text: z.string(),
  reason: z.string(),
  shop_id: z.number().int().nullable(),
  shop_name: z.string().nullable(),
  reviewed_by_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<AdminSupplierApplicationRow>;
const approved = z.object({ supplier_id: z.number().int(), shop_id: z.number().int(), shop_name: z.string() }) satisfies z.ZodType<AdminSupplierApproveResult>;
const requestRow = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  supplier_name: z.string(),
  kind: z.enum(['supply_price', 'on_sale', 'off_sale']),
  kind_text: z.string(),
  old_supply_price: z.number().nullable(),
  supply_price: z.number().nullable(),
  price: z.number(),
  current_supply_price: z.number(),
  on_sale: z.boolean(),
  note: z.string(),
  status: statuses,
  status_text: z.string(),
  reason: z.string(),
  created_at: z.string(),
  reviewed_by_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
}) satisfies z.ZodType<AdminSupplierRequestRow>;

/**
 * 供应商 in the main console (issue 33): supplier accounts per 供货店铺, 供应商入驻 and 供货价审核 —
 * suppliers.read to list (admin, ops, finance, support), suppliers.write to change (admin, ops); a 分站's operators
 * hold neither (403). Every change is audited in its transaction (services/admin-suppliers.ts).
 */
const adminSuppliersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminSuppliers;

  app.get(
    '/admin/supplier-shop-options',
    { config: read, schema: { tags, summary: '供货店铺选项（供应商页面的店铺筛选与表单用）', response: { 200: envelopeOf(z.array(shopOption)) } } },
    async () => ok(await service.shopOptions()),
  );

  app.get(
    '/admin/suppliers',
    {
      config: read,
      schema: { tags, summary: '供应商账号（分页；按供货店铺、姓名或手机号（完整或后 4 位）筛选；手机号打码）', querystring: adminSuppliersQuery, response: { 200: envelopeOf(pageOf(supplierRow)) } },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query;
      return ok(await service.list(filter, { page, page_size }));
    },
  );

  app.post(
    '/admin/suppliers',
    {
      config: write,
      schema: {
        tags,
        summary: '新建供应商账号（负责人或员工；手机号在供应商中唯一；一次性密码仅在本次应答中显示并短信发送，首次登录须修改）',
        body: adminSupplierBody,
        response: { 200: envelopeOf(created) },
      },
    },
    async (request) => ok(await service.create(request.body, writeContextOf(request)), SupplierAdminMessages.created),
  );

  app.post(
    '/admin/suppliers/:id/disable',
    { config: write, schema: { tags, summary: '停用供应商账号（其登录立即失效）', params: adminIdParams, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.disable(request.params.id, writeContextOf(request));
      return ok({}, SupplierAdminMessages.disabled);
    },
  );

  app.post(
    '/admin/suppliers/:id/enable',
    { config: write, schema: { tags, summary: '启用供应商账号', params: adminIdParams, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.enable(request.params.id, writeContextOf(request));
      return ok({}, SupplierAdminMessages.enabled);
    },
  );

  app.get(
    '/admin/supplier-applications',
    {
      config: read,
      schema: { tags, summary: '供应商入驻申请（分页，最新在前，按状态筛选；手机号打码）', querystring: adminSupplierApplicationsQuery, response: { 200: envelopeOf(pageOf(applicationRow)) } },
    },
    async (request) => {
      const { page, page_size, status } = request.query;
      return ok(await service.applications({ status }, { page, page_size }));
    },
  );

  app.post(
    '/admin/supplier-applications/:id/approve',
    {
      config: write,
      schema: {
        tags,
        summary: '通过入驻申请：绑定已有供货店铺（shop_id）或新建店铺（new_shop_name），以申请人的手机号和密码创建负责人账号，短信通知申请人；仅待审核的申请',
        params: adminIdParams,
        body: adminSupplierApproveBody,
        response: { 200: envelopeOf(approved) },
      },
    },
    async (request) => ok(await service.approveApplication(request.params.id, request.body, writeContextOf(request)), SupplierAdminMessages.applicationApproved),
  );

  app.post(
    '/admin/supplier-applications/:id/reject',
    {
      config: write,
      schema: { tags, summary: '驳回入驻申请（原因 2–200 字，短信通知申请人）；仅待审核的申请', params: adminIdParams, body: adminSupplierRejectBody, response: { 200: envelopeOf(emptyData) } },
    },
    async (request) => {
      await service.rejectApplication(request.params.id, request.body.reason, writeContextOf(request));
      return ok({}, SupplierAdminMessages.applicationRejected);
    },
  );

  app.get(
    '/admin/supplier-requests',
    {
      config: read,
      schema: {
        tags,
        summary: '供货价审核：供应商的供货价调整与上架 / 下架申请（分页，最新在前；按状态、供货店铺筛选；含当前售价与供货价）',
        querystring: adminSupplierRequestsQuery,
        response: { 200: envelopeOf(pageOf(requestRow)) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query;
      return ok(await service.requests(filter, { page, page_size }));
    },
  );

  app.post(
    '/admin/supplier-requests/:id/approve',
    {
      config: write,
      schema: { tags, summary: '通过申请：供货价生效（不能高于商品售价），或商品上架 / 下架；仅待审核的申请', params: adminIdParams, response: { 200: envelopeOf(emptyData) } },
    },
    async (request) => {
      await service.approveRequest(request.params.id, writeContextOf(request));
      return ok({}, SupplierAdminMessages.requestApproved);
    },
  );

  app.post(
    '/admin/supplier-requests/:id/reject',
    {
      config: write,
      schema: { tags, summary: '驳回申请（原因 2–200 字，供应商可见）；仅待审核的申请', params: adminIdParams, body: adminSupplierRejectBody, response: { 200: envelopeOf(emptyData) } },
    },
    async (request) => {
      await service.rejectRequest(request.params.id, request.body.reason, writeContextOf(request));
      return ok({}, SupplierAdminMessages.requestRejected);
    },
  );
};

export default adminSuppliersRoutes;
