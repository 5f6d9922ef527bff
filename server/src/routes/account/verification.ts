import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Messages, SMS_SCENES } from 'shared-contracts';
import { sendSmsBody } from 'shared-contracts/rules';
import { ok } from '../../lib/envelope';
import { captchaReply, emptyReply } from './schemas';

const SCENE_TITLES = { register: '注册', login: '登录', 'find-password': '找回密码' } as const;

/** Image captcha and SMS verification codes. */
const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/captcha',
    { config: { public: true }, schema: { tags: ['account'], summary: '图形验证码（5 分钟有效，一次性；同一 IP 每分钟 30 次）', response: captchaReply } },
    async (request) => ok(await app.services.captchas.issue(request.ip)),
  );

  for (const scene of SMS_SCENES) {
    app.post(
      `/common/sms/${scene}`,
      {
        config: { public: true },
        schema: {
          tags: ['account'],
          summary: `发送${SCENE_TITLES[scene]}短信验证码（60 秒一次，每天 10 次，同一 IP 对同一手机号每天 5 次；同一 IP 频繁发送需图形验证码，code 80；先检查限制再查手机号）`,
          body: sendSmsBody,
          response: emptyReply,
        },
      },
      async (request) => {
        const { mobile, captcha, key } = request.body;
        await app.services.smsCodes.send({ site: request.site, scene, mobile, captcha, key, ip: request.ip });
        // find-password: one answer for registered and unregistered numbers (no account enumeration)
        return ok({}, scene === 'find-password' ? Messages.findPasswordCodeSent : Messages.codeSent);
      },
    );
  }
};

export default verificationRoutes;
