import type { FastifyInstance } from 'fastify';
import { PLATFORMS } from 'shared-contracts';
import { chinaText } from 'shared-contracts/china-time';
import { call } from './harness';

/** `YYYY-MM-DD HH:mm:ss`, China time (the tests' request bodies). */
export { chinaText };

/** Where the sandbox authorisation page sends the merchant back: the callback's query. */
export async function authorisePage(app: FastifyInstance, authLink: string, form: Record<string, string>) {
  const response = await app.inject({ method: 'POST', url: authLink, payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  return { response, callback: response.headers.location ? new URL(String(response.headers.location), 'http://site') : null };
}

/** Connects a sandbox shop for the user as a merchant does: auth link → 同意授权 → callback → auth/info. */
export async function connectShop(app: FastifyInstance, token: string, options: { key?: string; shopName?: string; density?: number } = {}) {
  const key = options.key ?? 'tb';
  const links = (await call(app, 'GET', '/api/gift/auth/links', undefined, { token })).body.data;
  const { callback } = await authorisePage(app, links[key].auth_link, { decision: 'agree', shop_name: options.shopName ?? `店铺${Math.random().toString(36).slice(2, 8)}`, density: String(options.density ?? 10) });
  if (!callback) throw new Error('no redirect from the authorisation page');
  const query = { platform: callback.searchParams.get('platform')!, code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')! };
  const { body } = await call(app, 'GET', '/api/gift/auth/info', undefined, { token, query });
  if (body.code !== 0) throw new Error(`auth/info failed: ${body.msg}`);
  return body.data as { id: number; platform: number; shop_name: string; shop_url: string };
}

export const platformId = (key: string) => PLATFORMS.find((p) => p.key === key)!.id;

/** Syncs the shop's last `days` days and waits for the job (polling the status as the client does). */
export async function syncShop(app: FastifyInstance, token: string, storeId: number, now: Date, days = 7) {
  const started = await call(app, 'POST', '/api/gift/auth/order/sync', { store_id: storeId, start_time: chinaText(new Date(now.getTime() - days * 86_400_000)), end_time: chinaText(now) }, { token });
  if (started.body.code !== 0) throw new Error(`sync failed: ${started.body.msg}`);
  return waitForSync(app, token, storeId);
}

export async function waitForSync(app: FastifyInstance, token: string, storeId: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  const seen: number[] = [];
  for (;;) {
    const { body } = await call(app, 'GET', '/api/gift/auth/order/sync/status', undefined, { token, query: { store_id: String(storeId) } });
    if (body.code !== 0) return { failed: body.msg as string, seen };
    seen.push(body.data.value);
    if (body.data.value === 100) return { failed: null, seen };
    if (Date.now() > deadline) throw new Error(`sync of store ${storeId} not done: ${JSON.stringify(body.data)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The authorised tab's list. */
export const authOrders = (app: FastifyInstance, token: string, body: Record<string, unknown>) => call(app, 'POST', '/api/gift/auth/order', { page_size: 500, ...body }, { token });
