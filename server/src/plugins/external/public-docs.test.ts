import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { OPERATOR_TOKEN_HEADER } from 'shared-contracts/admin';
import { z } from 'zod';
import swagger from './swagger';

// Issue 35: /api/docs in production shows the public and signed-in routes only — no /api/admin path, no
// x-roles — unless the request carries a valid operator token of the site of its Host. The docs plugin in an
// app of its own: a production (or demo) config, an operator-token check standing in for the services',
// and three routes as the real ones are documented (an operator route carries x-roles and the operator token).

const OPERATOR_TOKEN = 'operator-token-of-site-1-abcdef';
const OTHER_SITE_TOKEN = 'operator-token-of-site-2-abcdef';

async function docsApp(isProduction: boolean): Promise<FastifyInstance> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', { isProduction } as never);
  const operators = { resolve: async (token: string) => (token === OPERATOR_TOKEN ? { siteId: 1 } : token === OTHER_SITE_TOKEN ? { siteId: 2 } : null) };
  app.decorate('services', { operators } as never);
  app.decorateRequest('site', null as never);
  app.addHook('onRequest', async (request) => {
    request.site = { id: 1 } as never;
  });
  await app.register(swagger);
  const answer = { response: { 200: z.object({ ok: z.boolean() }) } };
  app.get('/api/goods', { schema: { tags: ['storefront'], summary: '商品', ...answer } }, async () => ({ ok: true }));
  app.get('/api/user/info', { schema: { tags: ['account'], summary: '用户信息', security: [{ bearer: [] }], ...answer } }, async () => ({ ok: true }));
  app.post(
    '/api/admin/goods',
    { schema: { tags: ['admin'], summary: '商品（后台）', security: [{ operatorToken: [] }], ['x-roles' as never]: ['admin', 'ops'], ...answer } },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

const documentOf = async (app: FastifyInstance, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url: '/api/docs/json', headers })).json();
const paths = (document: { paths: Record<string, unknown> }) => Object.keys(document.paths).sort();

describe('/api/docs in production', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await docsApp(true);
  });
  afterAll(() => app.close());

  it('shows an anonymous caller the public and user routes only: no /api/admin, no x-roles, no console tag or token scheme', async () => {
    const document = await documentOf(app);
    expect(paths(document)).toEqual(['/api/goods', '/api/user/info']);
    expect(JSON.stringify(document)).not.toMatch(/x-roles|\/api\/admin|operatorToken|X-Operator-Token/);
    expect(document.tags.map((tag: { name: string }) => tag.name)).not.toContain('admin');
    const yaml = (await app.inject({ method: 'GET', url: '/api/docs/yaml' })).body;
    expect(yaml).not.toMatch(/x-roles|\/api\/admin/);
  });

  it('a user token, a made-up operator token or one of another site is no better', async () => {
    const tries: Record<string, string>[] = [
      { authorization: 'Bearer some-user-token-0123456789' },
      { [OPERATOR_TOKEN_HEADER]: 'not-a-valid-operator-token-00' },
      { [OPERATOR_TOKEN_HEADER]: OTHER_SITE_TOKEN },
    ];
    for (const headers of tries) {
      expect(paths(await documentOf(app, headers))).toEqual(['/api/goods', '/api/user/info']);
    }
  });

  it('gives the whole document, x-roles included, to a valid operator token', async () => {
    const document = await documentOf(app, { [OPERATOR_TOKEN_HEADER]: OPERATOR_TOKEN });
    expect(paths(document)).toEqual(['/api/admin/goods', '/api/goods', '/api/user/info']);
    expect(document.paths['/api/admin/goods'].post['x-roles']).toEqual(['admin', 'ops']);
    // and the next anonymous request is anonymous again
    expect(paths(await documentOf(app))).toEqual(['/api/goods', '/api/user/info']);
  });
});

it('in the demo mode /api/docs shows everything to anybody', async () => {
  const app = await docsApp(false);
  const document = await documentOf(app);
  expect(paths(document)).toEqual(['/api/admin/goods', '/api/goods', '/api/user/info']);
  expect(document.paths['/api/admin/goods'].post['x-roles']).toEqual(['admin', 'ops']);
  await app.close();
});
