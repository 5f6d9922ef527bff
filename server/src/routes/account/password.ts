import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Messages } from 'shared-contracts';
import { changePasswordBody, findPasswordBody } from 'shared-contracts/rules';
import { ok } from '../../lib/envelope';
import { userOf } from '../../lib/user-of';
import { emptyReply } from './schemas';

/** Resetting a forgotten password and changing one's password. */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/find-password',
    {
      config: { public: true },
      schema: { tags: ['account'], summary: '找回密码（撤销该用户全部会话）', body: findPasswordBody, response: emptyReply },
    },
    async (request) => {
      await app.services.accounts.findPassword(request.site, request.body);
      return ok({}, Messages.passwordReset);
    },
  );

  app.put(
    '/user/password',
    {
      schema: {
        tags: ['account'],
        summary: '修改密码（其他会话失效，当前会话保留）',
        body: changePasswordBody,
        response: emptyReply,
      },
    },
    async (request) => {
      await app.services.accounts.changePassword(userOf(request), request.body);
      return ok({}, Messages.passwordChanged);
    },
  );
};

export default passwordRoutes;
