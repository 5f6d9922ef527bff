import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { Messages, ResultCode } from 'shared-contracts';
import { OPEN_DOCS_DESCRIPTION, OPEN_SECURITY_SCHEMES } from './docs';
import openAccountRoutes from './account';
import openGoodsRoutes from './goods';
import openOrderRoutes from './orders';
import { signedRequests } from './signed-request';
import { named } from '../../lib/named-plugin';

/**
 * The Open API (issue 23), registered under /open: its own OpenAPI document and UI at /open/docs (this
 * scope's routes only; the site's /api/docs leaves them out), and /open/v1 — merchants' systems calling
 * the site's own services, every call signed with the merchant's app key (./signed-request.ts).
 */
const openRoutes: FastifyPluginAsync = async (app) => {
  await app.register(named(fastifySwagger), {
    openapi: {
      info: { title: '礼品代发商城 开放API', description: OPEN_DOCS_DESCRIPTION, version: '1.0.0' },
      tags: [
        { name: 'goods', description: '商品' },
        { name: 'orders', description: '计价、下单、订单与包裹' },
        { name: 'account', description: '余额' },
        { name: 'recipients', description: '收件人识别' },
      ],
      components: { securitySchemes: OPEN_SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(named(fastifySwaggerUi), {
    routePrefix: '/docs',
    // as the site's /api/docs (plugins/external/swagger.ts): its own CSP, inline styles allowed
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, '').replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });

  await app.register(
    async (v1) => {
      signedRequests(v1);
      // an unknown /open path is a JSON 404, never the site's page
      v1.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: ResultCode.NOT_FOUND, msg: Messages.notFound, data: null }));
      await v1.register(named(openGoodsRoutes));
      await v1.register(named(openOrderRoutes));
      await v1.register(named(openAccountRoutes));
    },
    { prefix: '/v1' },
  );
};

export default openRoutes;
