import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Messages, UserType } from 'shared-contracts';
import { loginBody, smsLoginBody } from 'shared-contracts/rules';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { fail } from '../../lib/errors';
import { supplierLoginAnswer } from '../supplier';
import { bearerToken } from '../../lib/tokens';
import { emptyReply, sessionData, sessionReply } from './schemas';

/** Signing in and out. */
const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags: ['account'],
        summary:
          '密码登录（多次失败后需要图形验证码，code 80；24 小时内密码错误 10 次锁定 30 分钟）。type 2 为供应商登录（仅主站）：返回 { token, must_change_password }，令牌只用于 /api/supplier',
        body: loginBody,
        response: { 200: envelopeOf(z.union([sessionData, supplierLoginAnswer])) },
      },
    },
    async (request) => {
      if (request.body.type === UserType.SUPPLIER) {
        if (!request.site.isMain) throw fail(Messages.wrongCredentials);
        return ok(await app.services.supplierAccounts.login(request.body, request.ip), Messages.loginSucceeded);
      }
      return ok(await app.services.accounts.login(request.site, request.body, request.ip), Messages.loginSucceeded);
    },
  );

  app.post(
    '/sms-login',
    {
      config: { public: true },
      schema: { tags: ['account'], summary: '短信验证码登录。先校验验证码，错误或缺失对任何手机号同样回答；同一手机号 15 分钟内第 4 次、同一 IP 第 11 次起需图形验证码（code 80）', body: smsLoginBody, response: sessionReply },
    },
    async (request) => ok(await app.services.accounts.smsLogin(request.site, request.body, request.ip), Messages.loginSucceeded),
  );

  app.get(
    '/logout',
    {
      // always succeeds: revokes the presented token if there is one
      config: { public: true },
      schema: { tags: ['account'], summary: '退出登录（撤销所带的令牌，总是成功）', response: emptyReply },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (token) await app.services.sessions.revoke(token);
      return ok({}, Messages.loggedOut);
    },
  );
};

export default loginRoutes;
