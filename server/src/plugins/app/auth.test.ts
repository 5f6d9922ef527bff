import { Messages } from 'shared-contracts';
import { app, withTestApp } from '../../test-support/test-app';

withTestApp();

/** A concrete URL for a route pattern: `:param` and `*` filled with something harmless. */
const concrete = (url: string) => url.replace(/:\w+/g, '1').replace(/\*$/, 'x');
const routes = () => app.routeAccess.filter((route) => route.method !== 'HEAD' || !app.routeAccess.some((r) => r.url === route.url && r.method === 'GET'));

describe('deny by default', () => {
  it('lists the public routes: adding one is a visible decision', () => {
    const publicRoutes = [...new Set(app.routeAccess.filter((r) => r.public && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`))].sort();
    expect(publicRoutes).toEqual(
      [
        // the page and the API documentation (with the site built, the static plugin adds `/*` and
        // `/remotes/<name>/*` for its files: public by the patterns in auth.ts)
        'GET /',
        'GET /index.html',
        'GET /api/docs',
        'GET /api/docs/json',
        'GET /api/docs/static/*',
        'GET /api/docs/static/index.html',
        'GET /api/docs/static/swagger-initializer.js',
        'GET /api/docs/yaml',
        // the Open API's own document (its calls are signed with an app key: routes/open/signature.test.ts)
        'GET /open/docs',
        'GET /open/docs/json',
        'GET /open/docs/static/*',
        'GET /open/docs/static/index.html',
        'GET /open/docs/static/swagger-initializer.js',
        'GET /open/docs/yaml',
        // signing in, registering, codes and captchas
        'POST /api/login',
        'POST /api/sms-login',
        // a tracking provider's push: its signature is checked before anything happens (routes/tracking)
        'POST /api/track/:provider/callback',
        'GET /api/logout',
        'POST /api/register',
        'POST /api/find-password',
        'GET /api/captcha',
        'POST /api/common/sms/register',
        'POST /api/common/sms/login',
        'POST /api/common/sms/find-password',
        // a supplier's application (the register SMS code proves the mobile) and its sign-out (issue 33)
        'POST /api/supplier/applications',
        'GET /api/supplier/logout',
        // site configuration, catalogue and home content a visitor browses
        'GET /api/site/config',
        'GET /api/gift/goods/list',
        'GET /api/gift/goods/top/collect',
        'GET /api/gift/goods/top/sale',
        'GET /api/gift/goods/top/new',
        'GET /api/gift/goods/top/recommend',
        'GET /api/gift/goods/detail',
        'GET /api/gift/shop/options',
        'GET /api/gift/shop/detail',
        'GET /api/gift/goods/image/:file',
        'GET /api/gift/image/:file',
        // pictures uploaded in the operator console (content-addressed, served to every visitor)
        'GET /api/gift/image/upload/:file',
        // work-order pictures by their signed address (the HMAC is the proof; handed only to the owner and operators)
        'GET /api/files/work-order/:id',
        'GET /api/gift/page/rotate',
        'GET /api/gift/page/homepage',
        'GET /api/common/site/notice',
        'GET /api/home/page',
        // help centre, templates, franchise applications
        'GET /api/common/content/list',
        'GET /api/common/content/detail',
        'GET /api/common/download',
        'POST /api/common/substation/apply',
        // payment gateways' notifications (signed: the signature is the proof) and the sandbox gateway's cashier
        'POST /api/pay/notify/:gateway',
        'GET /pay/sandbox/:tradeNo',
        'POST /pay/sandbox/:tradeNo/confirm',
        'POST /pay/sandbox/:tradeNo/cancel',
        // the sandbox shop platform's pages (authorise, service market, a shop's orders): not in production
        'GET /sandbox/platform/:key/authorize',
        'POST /sandbox/platform/:key/authorize',
        'GET /sandbox/platform/:key/market',
        'GET /sandbox/platform/:key/shop/:shopId',
        // operations: the health checks (readiness and liveness too), and metrics (which checks loopback or METRICS_TOKEN itself)
        'GET /api/health',
        'GET /api/health/ready',
        'GET /api/health/live',
        'GET /metrics',
        // development only (not registered in production)
        'GET /api/dev/sms-outbox',
        'GET /api/dev/clock',
        'POST /api/dev/clock',
        // the operator console's sign-in (every other /api/admin route declares a permission: routes/admin/admin.test.ts)
        'POST /api/admin/login',
      ].sort(),
    );
  });

  it('answers 401 with the envelope on every other route, without a token or with a bad one', async () => {
    // (the Open API's calls answer 401 with their own reasons: routes/open/signature.test.ts)
    const guarded = routes().filter((route) => !route.public && !route.open);
    expect(guarded.length).toBeGreaterThanOrEqual(6);
    for (const route of guarded) {
      for (const authorization of [undefined, 'Bearer xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'Basic abc']) {
        const response = await app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { ...(authorization ? { authorization } : {}), cookie: 'user-token=abc' },
          payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : { goods_id: 1 },
        });
        expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 401 });
        if (route.method !== 'HEAD') expect(response.json()).toEqual({ code: 401, msg: Messages.sessionExpired, data: null });
      }
    }
  });

  it('documents the token requirement in OpenAPI from the same decision', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/user/info'].get.security).toEqual([{ bearer: [] }]);
    expect(spec.paths['/api/collect/goods'].post.security).toEqual([{ bearer: [] }]);
    expect(spec.paths['/api/login'].post.security).toBeUndefined();
  });

  it('answers an unknown path 404, not 401', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/no/such/thing' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/no/such/thing' })).statusCode).toBe(404);
  });
});
