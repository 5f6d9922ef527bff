import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Messages } from 'shared-contracts';
import { loginBody, smsLoginBody } from 'shared-contracts/rules';
import { ok } from '../../lib/envelope';
import { bearerToken } from '../../lib/tokens';
import { emptyReply, sessionReply } from './schemas';

/** Signing in and out. */
const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags: ['account'],
        summary: '密码登录（多次失败后需要图形验证码，code 80；24 小时内密码错误 10 次锁定 30 分钟）',
        body: loginBody,
        response: sessionReply,
      },
    },
    async (request) => ok(await app.services.accounts.login(request.site, request.body, request.ip), Messages.loginSucceeded),
  );

  app.post(
    '/sms-login',
    {
      config: { public: true },
      schema: { tags: ['account'], summary: '短信验证码登录', body: smsLoginBody, response: sessionReply },
    },
    async (request) => ok(await app.services.accounts.smsLogin(request.site, request.body), Messages.loginSucceeded),
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
