import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Messages } from 'shared-contracts';
import { registerBody, registerQuery } from 'shared-contracts/rules';
import { ok } from '../../lib/envelope';
import { sessionReply } from './schemas';

/** Registration with an SMS code; `?referral=` links the new user to the referrer. */
const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      config: { public: true },
      schema: {
        tags: ['account'],
        summary: '注册（返回登录会话）。先校验短信验证码；同一手机号 15 分钟内第 4 次、同一 IP 第 11 次起需图形验证码（code 80）',
        querystring: registerQuery,
        body: registerBody,
        response: sessionReply,
      },
    },
    async (request) => ok(await app.services.accounts.register(request.site, request.body, request.query.referral || undefined, request.ip), Messages.registered),
  );
};

export default registerRoutes;
