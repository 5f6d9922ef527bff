import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminGroup, AdminGroupOption, AdminRechargeSettings } from 'shared-contracts/admin';
import { adminGroupBody, adminIdParams, adminRechargeSettingsBody, siteFilter } from 'shared-contracts/admin/rules';
import { scopedSite } from '../../lib/data-scope';
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { writeContextOf } from '../../lib/operator-of';

const tags = ['admin'];
const groups = { permission: 'groups.write' } as const;
/** the top-up card is the platform's (members of every site top up to it) */
const recharge = { permission: 'recharge.write' } as const;
const usersRead = { permission: 'users.read' } as const;

const adminGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  is_default: z.boolean(),
  price_percent: z.number().int(),
  upgrade_amount: z.number(),
  user_count: z.number().int(),
}) satisfies z.ZodType<AdminGroup>;
const adminGroupOption = z.object({ id: z.number().int(), name: z.string(), is_default: z.boolean() }) satisfies z.ZodType<AdminGroupOption>;
const adminRechargeSettings = z.object({
  quick_options: z.array(z.number()),
  min: z.number(),
  max: z.number(),
  allow_input: z.boolean(),
  welfare: z.array(z.object({ amount: z.number(), free: z.number() })),
  channels: z.array(z.object({ channel: z.number().int(), name: z.string(), enabled: z.boolean() })),
}) satisfies z.ZodType<AdminRechargeSettings>;

/**
 * The operator console's 会员等级与充值 (issue 20): VIP groups and the top-up card's options, reads and
 * writes under groups.write; the group names for the users page under users.read. Every write is
 * audited in its own transaction (services/admin-groups.ts).
 */
const adminGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminGroups;

  app.get('/admin/groups', { config: groups, schema: { tags, summary: '会员等级列表（折扣、充值门槛（元）、用户数；按等级排列）', response: { 200: envelopeOf(z.array(adminGroup)) } } }, async () =>
    ok(await service.list()),
  );

  app.get(
    '/admin/group-options',
    {
      config: usersRead,
      schema: { tags, summary: '会员等级名称（用户页的筛选与修改等级用；本站的，主站操作员可用 site_id 看某个分站的）', querystring: z.object({ site_id: siteFilter }), response: { 200: envelopeOf(z.array(adminGroupOption)) } },
    },
    async (request) => ok(await service.options(scopedSite(request.query.site_id))),
  );

  app.post(
    '/admin/groups',
    {
      config: groups,
      schema: {
        tags,
        summary: '新增会员等级（折扣为标价的百分比 1–100；充值门槛（元）大于 0 且不与其他等级相同；门槛更高的等级折扣不能更差）',
        body: adminGroupBody,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok(await service.create(request.body, writeContextOf(request)), '会员等级已创建'),
  );

  app.put(
    '/admin/groups/:id',
    {
      config: groups,
      schema: {
        tags,
        summary: '修改会员等级（名称、折扣、充值门槛；默认等级的门槛固定为 0；门槛更高的等级折扣不能更差）',
        params: adminIdParams,
        body: adminGroupBody,
        response: { 200: envelopeOf(emptyData) },
      },
    },
    async (request) => {
      await service.update(request.params.id, request.body, writeContextOf(request));
      return ok({}, '会员等级已保存');
    },
  );

  app.delete(
    '/admin/groups/:id',
    { config: groups, schema: { tags, summary: '删除会员等级（默认等级、仍有用户的等级不能删除）', params: adminIdParams, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.remove(request.params.id, writeContextOf(request));
      return ok({}, '会员等级已删除');
    },
  );

  app.get(
    '/admin/recharge-settings',
    { config: recharge, schema: { tags, summary: '充值设置：快捷金额、最低 / 最高金额、自定义金额开关、充值赠送、支付方式开关（元）', response: { 200: envelopeOf(adminRechargeSettings) } } },
    async () => ok(await service.rechargeSettings()),
  );

  app.put(
    '/admin/recharge-settings',
    {
      config: recharge,
      schema: {
        tags,
        summary: '保存充值设置（快捷金额从小到大、在最低与最高之间；赠送门槛不重复；关闭的支付方式不再提供、不再受理）',
        body: adminRechargeSettingsBody,
        response: { 200: envelopeOf(adminRechargeSettings) },
      },
    },
    async (request) => ok(await service.saveRechargeSettings(request.body, writeContextOf(request)), '充值设置已保存'),
  );
};

export default adminGroupsRoutes;
