import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, envelopeOf } from '../../lib/envelope';
import { siteConfigSchema } from '../../site/site-config-schema';

/** Site configuration for the request's Host (the dev host reads it; production pages get it injected). */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/config',
    { config: { public: true }, schema: { tags: ['site'], summary: '当前域名的站点配置', response: { 200: envelopeOf(siteConfigSchema) } } },
    async (request) => ok(await app.sites.forHost(request.hostname)),
  );
};

export default siteRoutes;
