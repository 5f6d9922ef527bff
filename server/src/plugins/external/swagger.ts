import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { docsAudience } from './public-docs';

/** The Open API's routes have their own document (/open/docs, routes/open): the site's leaves them out. */
const isOpenApiUrl = (url: string) => url === '/open' || url.startsWith('/open/');

/**
 * OpenAPI from the routes' zod schemas, browsable at /api/docs (JSON at /api/docs/json). In production the
 * document leaves out the operator console (/api/admin, x-roles) unless the request carries a valid operator
 * token (./public-docs.ts).
 */
export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: '礼品代发商城 API', description: '所有接口返回 { code, msg, data }，code 为 0 表示成功。', version: '1.0.0' },
        tags: [
          { name: 'account', description: '登录、注册、密码与验证码' },
          { name: 'site', description: '站点配置' },
          { name: 'storefront', description: '商品、快递、首页内容' },
          { name: 'favourites', description: '收藏' },
          { name: 'wallet', description: '充值、余额、资金流水、实名认证、会员等级' },
          { name: 'promotion', description: '推广赚钱：推广链接、佣金' },
          { name: 'ops', description: '健康检查' },
          { name: 'dev', description: '开发环境专用' },
          { name: 'work-orders', description: '工单管理与消息' },
          { name: 'api-settings', description: 'API设置：开放API的开关、密钥、回调地址与IP白名单' },
          { name: 'admin', description: '运营后台（X-Operator-Token；每个接口的 x-roles 为可调用的角色）' },
          { name: 'supplier', description: '供应商中心（仅主站；Authorization: Bearer 供应商令牌，由 POST /api/login 的 type 2 取得）' },
        ],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            // the operator console's token (shared-contracts/admin OPERATOR_TOKEN_HEADER); never the user's bearer
            operatorToken: { type: 'apiKey', in: 'header', name: 'X-Operator-Token' },
          },
        },
      },
      transform: (input) => (isOpenApiUrl(input.url) ? { schema: { ...input.schema, hide: true }, url: input.url } : jsonSchemaTransform(input)),
    });
    const audience = docsAudience(app);
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      uiHooks: { onRequest: async (request) => audience.check(request) },
      transformSpecification: (document, request) => audience.transform(document, request),
      // The plugin's own CSP: its scripts locked to 'self' and the hashes of its inline parts. Swagger UI
      // inserts style elements at run time that no hash can name, so this developer page (no user data)
      // allows inline styles, and drops upgrade-insecure-requests, which would break it on plain http.
      staticCSP: true,
      transformStaticCSP: (header) =>
        header
          .replace(/\s*upgrade-insecure-requests;?/, '')
          .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
    });
  },
  { name: 'swagger' },
);
