import { app, withTestApp } from '../../test-support/test-app';

withTestApp();

describe('/open/docs', () => {
  it('documents /open/v1 only, from the routes’ schemas, with the signing headers as security and the signing rules', async () => {
    const response = await app.inject({ method: 'GET', url: '/open/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(Object.keys(spec.paths).sort()).toEqual(
      ['/open/v1/balance', '/open/v1/goods', '/open/v1/goods/{goods_id}', '/open/v1/orders', '/open/v1/orders/price', '/open/v1/orders/{order_sn}', '/open/v1/parcels', '/open/v1/recipients/parse'].sort(),
    );
    expect(spec.info.description).toContain('METHOD + "\\n" + PATH');
    expect(spec.info.description).toContain('RFC 3986');
    expect(Object.keys(spec.components.securitySchemes).sort()).toEqual(['appKey', 'nonce', 'signature', 'timestamp']);
    const make = spec.paths['/open/v1/orders'].post;
    expect(make.security).toEqual([{ appKey: [], timestamp: [], nonce: [], signature: [] }]);
    expect(make.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true })]));
    expect(make.requestBody.content['application/json'].schema.properties).toHaveProperty('rec_list');
    // the page itself
    expect((await app.inject({ method: 'GET', url: '/open/docs' })).statusCode).toBeLessThan(400);
  });

  it('is apart from the site’s /api/docs, which leaves the Open API out', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths).filter((path) => path.startsWith('/open'))).toEqual([]);
    expect(spec.paths['/api/user/setting/api'].put.security).toEqual([{ bearer: [] }]);
  });
});
