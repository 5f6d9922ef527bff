import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OpenApiMessages } from 'shared-contracts';
import { apiKey, apiSetting, apiSettingBody } from 'shared-contracts/schemas';
import { envelopeOf, ok } from '../../lib/envelope';
import { siteUrlOf } from '../../lib/site-url';
import { userOf } from '../../lib/user-of';

/**
 * API设置 (SPEC §7; issue 23): the merchant's Open API settings and key, under the user's session. The
 * callback test, delivery log and resend are the callbacks' routes.
 */
const apiSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['api-settings'];

  app.get(
    '/user/setting/api',
    { schema: { tags, summary: 'API设置：开关、AppKey、回调地址、IP白名单、密钥生成时间（从不返回密钥）、接口地址与文档', response: { 200: envelopeOf(apiSetting) } } },
    async (request) => ok(await app.services.apiSettings.view(userOf(request).id, siteUrlOf(request))),
  );

  app.put(
    '/user/setting/api',
    {
      schema: {
        tags,
        summary: '保存API设置：回调地址仅 http(s)，生产环境不得指向内网、本机或保留地址（解析后检查）；白名单为 IPv4/IPv6 地址或 CIDR；开通须已生成密钥并通过实名认证',
        body: apiSettingBody,
        response: { 200: envelopeOf(apiSetting) },
      },
    },
    async (request) =>
      ok(await app.services.apiSettings.save(userOf(request).id, request.body, siteUrlOf(request), { allowPrivate: !app.config.isProduction }), OpenApiMessages.saved),
  );

  app.get(
    '/user/setting/api/key',
    {
      schema: {
        tags,
        summary: '生成密钥：首次生成 AppKey 与密钥，之后每次生成新密钥（旧密钥立即失效）；密钥仅在此返回一次；须已通过实名认证',
        response: { 200: envelopeOf(apiKey) },
      },
    },
    async (request, reply) => {
      // the secret is in this answer only: no cache may keep it
      reply.header('cache-control', 'no-store');
      return ok(await app.services.apiSettings.resetKey(userOf(request).id), OpenApiMessages.keyReset);
    },
  );
};

export default apiSettingsRoutes;
