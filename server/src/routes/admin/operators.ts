import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_OPERATOR_ROLES, OPERATOR_STATUSES, type AdminOperatorRow, type OperatorRole } from 'shared-contracts/admin';
import { adminIdParams, adminOperatorRoleBody, adminOperatorsQuery } from 'shared-contracts/admin/rules';
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { writeContextOf } from '../../lib/operator-of';

const tags = ['admin'];
const manage = { permission: 'operators.manage' } as const;

const adminOperatorRow = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  role: z.enum(ALL_OPERATOR_ROLES as [OperatorRole, ...OperatorRole[]]),
  status: z.enum(OPERATOR_STATUSES),
  totp_enrolled: z.boolean(),
  must_change_password: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  site_id: z.number().int(),
  site_name: z.string(),
}) satisfies z.ZodType<AdminOperatorRow>;

/**
 * The console's 操作员 (issue 20): admins only (operators.manage). No create call: operators are created
 * on the server machine with `npm run operator -- create …`. Every change is audited in its own
 * transaction (services/admin-operators.ts).
 */
const adminOperatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminOperators;

  app.get(
    '/admin/operators',
    {
      config: manage,
      schema: {
        tags,
        summary: '操作员列表（按角色、状态筛选；手机号打码；是否已绑定动态验证码、最近登录时间）',
        querystring: adminOperatorsQuery,
        response: { 200: envelopeOf(z.array(adminOperatorRow)) },
      },
    },
    async (request) => ok(await service.list(request.query)),
  );

  app.put(
    '/admin/operators/:id/role',
    {
      config: manage,
      schema: {
        tags,
        summary: '修改操作员角色（不能修改自己的；须保留一个启用的管理员；改为管理员或财务时结束其会话）',
        params: adminIdParams,
        body: adminOperatorRoleBody,
        response: { 200: envelopeOf(emptyData) },
      },
    },
    async (request) => {
      await service.changeRole(request.params.id, request.body.role, writeContextOf(request));
      return ok({}, '角色已修改');
    },
  );

  app.post(
    '/admin/operators/:id/disable',
    {
      config: manage,
      schema: {
        tags,
        summary: '停用操作员（不能停用自己；须保留一个启用的管理员；立即结束其全部会话）',
        params: adminIdParams,
        response: { 200: envelopeOf(emptyData) },
      },
    },
    async (request) => {
      await service.setDisabled(request.params.id, true, writeContextOf(request));
      return ok({}, '操作员已停用');
    },
  );

  app.post(
    '/admin/operators/:id/enable',
    {
      config: manage,
      schema: {
        tags,
        summary: '启用操作员',
        params: adminIdParams,
        response: { 200: envelopeOf(emptyData) },
      },
    },
    async (request) => {
      await service.setDisabled(request.params.id, false, writeContextOf(request));
      return ok({}, '操作员已启用');
    },
  );

  app.post(
    '/admin/operators/:id/reset-totp',
    {
      config: manage,
      schema: {
        tags,
        summary: '重置动态验证码（清除绑定，下次登录重新扫码绑定；结束其全部会话）',
        params: adminIdParams,
        response: { 200: envelopeOf(emptyData) },
      },
    },
    async (request) => {
      await service.resetTotp(request.params.id, writeContextOf(request));
      return ok({}, '动态验证码已重置，下次登录时重新绑定');
    },
  );
};

export default adminOperatorsRoutes;
