import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Messages, ResultCode } from 'shared-contracts';
import { ALL_OPERATOR_ROLES, type AuditRow, type OperatorInfo, type OperatorLoginResult, type OperatorRole, type TotpEnrolment, type TotpRequired } from 'shared-contracts/admin';
import { auditQuery, operatorLoginBody, operatorPasswordBody } from 'shared-contracts/admin/rules';
import { pageOf } from 'shared-contracts/schemas';
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { clearOperatorCookie, fromConsole, setOperatorCookie } from '../../lib/operator-cookie';
import { operatorOf } from '../../lib/operator-of';
import adminFinanceRoutes from './finance';
import adminReconciliationRoutes from './reconciliation';
import { named } from '../../lib/named-plugin';

const tags = ['admin'];

const loginResult = z.object({ token: z.string().optional(), must_change_password: z.boolean() }) satisfies z.ZodType<OperatorLoginResult>;
const totpEnrolment = z.object({ uri: z.string(), secret: z.string(), expires_at: z.string() }) satisfies z.ZodType<TotpEnrolment>;
const totpRequired = z.object({ totp_setup: z.object({ uri: z.string(), secret: z.string() }).optional() }) satisfies z.ZodType<TotpRequired>;
const operatorInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  role: z.enum(ALL_OPERATOR_ROLES as [OperatorRole, ...OperatorRole[]]),
  must_change_password: z.boolean(),
}) satisfies z.ZodType<OperatorInfo>;
const auditRow = z.object({
  id: z.number().int(),
  operator_id: z.number().int().nullable(),
  operator_name: z.string(),
  role: z.union([z.enum(ALL_OPERATOR_ROLES as [OperatorRole, ...OperatorRole[]]), z.literal('')]),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: z.string(),
}) satisfies z.ZodType<AuditRow>;

/**
 * The operator console's foundation (issue 20), under /api/admin. Every route but the sign-in declares
 * the permission it needs (plugins/app/auth.ts checks it before the body is read); me, password and
 * logout stay usable while the one-time initial password is unchanged.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // 财务报表 (money.read): its own file, registered with the console's foundation
  await app.register(named(adminFinanceRoutes));
  // 对账 (money.read / money.write): payment bills against our top-ups, 补单
  await app.register(named(adminReconciliationRoutes));

  app.post(
    '/admin/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          '运营后台登录（多次失败后需要图形验证码 code 80；能动用资金的角色需动态验证码 code 61；未绑定者仅能用一次性密码登录，并在修改初始密码时绑定；设置 HttpOnly 会话 Cookie，控制台请求（X-Console: 1）不返回 token）',
        body: operatorLoginBody,
        response: { 200: envelopeOf(z.union([loginResult, totpRequired])) },
      },
    },
    async (request, reply) => {
      const outcome = await app.services.operators.login(request.site, request.body, request.ip);
      if (outcome.kind === 'totp-required') return { code: ResultCode.TOTP_REQUIRED, msg: outcome.msg, data: outcome.data };
      // the console gets the HttpOnly cookie only (issue 35); an API client the token in the body as well
      setOperatorCookie(request, reply, outcome.token);
      return ok({ ...(fromConsole(request) ? {} : { token: outcome.token }), must_change_password: outcome.must_change_password }, Messages.loginSucceeded);
    },
  );

  app.post(
    '/admin/logout',
    {
      config: { permission: 'console.session', beforePasswordChange: true },
      schema: { tags, summary: '运营后台退出登录', response: { 200: envelopeOf(emptyData) } },
    },
    async (request, reply) => {
      await app.services.operators.logout(operatorOf(request), request.ip);
      clearOperatorCookie(request, reply);
      return ok({}, Messages.loggedOut);
    },
  );

  app.get(
    '/admin/me',
    {
      config: { permission: 'console.session', beforePasswordChange: true },
      schema: { tags, summary: '当前运营账号（手机号打码）', response: { 200: envelopeOf(operatorInfo) } },
    },
    async (request) => ok(app.services.operators.info(operatorOf(request))),
  );

  app.get(
    '/admin/totp-setup',
    {
      config: { permission: 'console.session', beforePasswordChange: true },
      schema: {
        tags,
        summary: '本次登录的动态验证码绑定信息（未绑定的资金角色用一次性密码登录后 10 分钟内有效，在修改初始密码时一并绑定；无需绑定时为 null）',
        response: { 200: envelopeOf(totpEnrolment.nullable()) },
      },
    },
    async (request) => ok(app.services.operators.totpSetup(operatorOf(request))),
  );

  app.put(
    '/admin/password',
    {
      config: { permission: 'console.session', beforePasswordChange: true },
      schema: { tags, summary: '修改运营账号密码（10-20位；其他会话失效，当前会话保留；正在绑定动态验证码时须附首个动态验证码 totp）', body: operatorPasswordBody, response: { 200: envelopeOf(emptyData) } },
    },
    async (request) => {
      await app.services.operators.changePassword(operatorOf(request), request.body, request.ip);
      return ok({}, Messages.passwordChanged);
    },
  );

  app.get(
    '/admin/audit',
    {
      config: { permission: 'audit.read' },
      schema: { tags, summary: '审计日志（分页，按操作人、动作、对象与时间筛选，北京时间，最新在前）', querystring: auditQuery, response: { 200: envelopeOf(pageOf(auditRow)) } },
    },
    async (request) => {
      const { operator_id, action, entity, start_time, end_time, page, page_size } = request.query;
      return ok(await app.services.audit.list({ operatorId: operator_id, action, entity, since: start_time, until: end_time }, { page, page_size }));
    },
  );
};

export default adminRoutes;
