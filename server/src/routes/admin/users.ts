import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminUserDetail, AdminUserRow, AdminUserSignOutResult } from 'shared-contracts/admin';
import { adminIdParams, adminUserFreezeBody, adminUserGroupBody, adminUsersQuery } from 'shared-contracts/admin/rules';
import { pageOf } from 'shared-contracts/schemas';
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { scopedSite } from '../../lib/data-scope';
import { writeContextOf } from '../../lib/operator-of';

const tags = ['admin'];
const read = { permission: 'users.read' } as const;
const write = { permission: 'users.write' } as const;

const adminUserRow = z.object({
  id: z.number().int(),
  username: z.string(),
  mobile: z.string(),
  group_id: z.number().int(),
  group_name: z.string(),
  real_name_status: z.number().int(),
  balance: z.number(),
  frozen: z.boolean(),
  created_at: z.string(),
  site_id: z.number().int(),
  site_name: z.string(),
}) satisfies z.ZodType<AdminUserRow>;
const adminUserOrder = z.object({
  id: z.number().int(),
  order_sn: z.string(),
  goods_name: z.string(),
  express_name: z.string(),
  rec_count: z.number().int(),
  total: z.number(),
  refund: z.number(),
  status: z.number().int(),
  created_at: z.string(),
});
const adminUserDetail = adminUserRow.extend({
  frozen_reason: z.string(),
  real_name: z.string().nullable(),
  recharge_total: z.number(),
  spend_total: z.number(),
  order_count: z.number().int(),
  parcel_count: z.number().int(),
  store_count: z.number().int(),
  recent_orders: z.array(adminUserOrder),
}) satisfies z.ZodType<AdminUserDetail>;
const signOutResult = z.object({ ended: z.number().int() }) satisfies z.ZodType<AdminUserSignOutResult>;

/**
 * The operator console's users (issue 20 "用户"): reads need users.read, writes users.write; every
 * write is audited in its own transaction (services/admin-users.ts).
 */
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminUsers;

  app.get(
    '/admin/users',
    {
      config: read,
      schema: { tags, summary: '用户列表（分页；按手机号（完整或后 4 位）或用户名搜索，按会员等级、冻结状态筛选；手机号打码）', querystring: adminUsersQuery, response: { 200: envelopeOf(pageOf(adminUserRow)) } },
    },
    async (request) => {
      const { keyword, group_id, frozen, site_id, page, page_size } = request.query;
      return ok(await service.list({ keyword: keyword || undefined, groupId: group_id, frozen: frozen === undefined ? undefined : frozen === '1', siteId: scopedSite(site_id) }, { page, page_size }));
    },
  );

  app.get(
    '/admin/users/:id',
    { config: read, schema: { tags, summary: '用户详情（会员等级、实名状态（姓名打码）、余额与累计、订单 / 包裹 / 店铺数、最近 10 笔订单）', params: adminIdParams, response: { 200: envelopeOf(adminUserDetail) } } },
    async (request) => ok(await service.detail(request.params.id)),
  );

  app.put(
    '/admin/users/:id/group',
    { config: write, schema: { tags, summary: '修改会员等级', params: adminIdParams, body: adminUserGroupBody, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.changeGroup(request.params.id, request.body.group_id, writeContextOf(request));
      return ok({}, '会员等级已修改');
    },
  );

  app.post(
    '/admin/users/:id/freeze',
    {
      config: write,
      schema: { tags, summary: '冻结 / 解冻用户（冻结后可登录查看，不能下单、提现；冻结需填写原因）', params: adminIdParams, body: adminUserFreezeBody, response: { 200: envelopeOf(emptyData) } },
    },
    async (request) => {
      await service.setFrozen(request.params.id, request.body.frozen, request.body.reason, writeContextOf(request));
      return ok({}, request.body.frozen ? '用户已冻结' : '用户已解冻');
    },
  );

  app.post(
    '/admin/users/:id/sign-out',
    { config: write, schema: { tags, summary: '强制下线（结束该用户的全部登录会话）', params: adminIdParams, response: { 200: envelopeOf(signOutResult) } } },
    async (request) => ok(await service.signOut(request.params.id, writeContextOf(request)), '用户已下线'),
  );
};

export default adminUsersRoutes;
