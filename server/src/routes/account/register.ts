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
        summary: '注册（返回登录会话）',
        querystring: registerQuery,
        body: registerBody,
        response: sessionReply,
      },
    },
    async (request) => ok(await app.services.accounts.register(request.site, request.body, request.query.referral || undefined), Messages.registered),
  );
};

export default registerRoutes;
