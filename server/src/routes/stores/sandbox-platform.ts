import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLATFORMS } from 'shared-contracts';
import { chinaText } from 'shared-contracts/china-time';
import { z } from 'zod';
import { DEFAULT_DENSITY, SANDBOX_DENSITIES, sameSiteRedirect, type SandboxShopPlatform } from '../../providers/sandbox/shop-platform';
import { escapeHtml as escape, sandboxPage, sendSandboxPage } from '../../site/sandbox-page';

const DAY = 86_400_000;
const STATUS_TEXT = { paid: '待发货', shipped: '已发货', refunded: '已退款', closed: '已关闭' } as const;
const DENSITY_TEXT: Record<number, string> = { 10: '约10单/天', 100: '约100单/天', 3000: '约3000单/天' };
/** Rows the shop page shows at most (the orders shipped through the sandbox first). */
const SHOP_PAGE_ROWS = 500;

const keyParams = z.object({ key: z.string().max(16) });
const shopParams = keyParams.extend({ shopId: z.string().regex(/^[0-9a-z]{1,64}$/) });
const authorizeQuery = z.object({ state: z.string().max(2048).optional(), redirect_uri: z.string().max(512).optional() });
const authorizeBody = authorizeQuery.extend({ decision: z.string().max(16).optional(), shop_name: z.string().max(200).optional(), density: z.coerce.number().optional() });
const shopQuery = z.object({ days: z.coerce.number().int().min(1).max(90).default(7), density: z.coerce.number().optional() });
const marketQuery = z.object({ next: z.string().max(4096).optional() });

/** The recipient as the shop's back office shows it; what is missing says so (the sandbox makes a few such orders). */
const recipientCell = (o: { receiverName: string; receiverPhone: string; province: string; city: string; district: string; address: string }) =>
  [escape(o.receiverName), o.receiverPhone ? escape(o.receiverPhone) : '<span class="muted">无电话</span>', `${o.province ? escape(o.province) : '<span class="muted">无省份</span>'}${escape(o.city)}${escape(o.district)}${o.address ? escape(o.address) : '<span class="muted">无详细地址</span>'}`].join(' ');

const withQuery = (uri: string, query: Record<string, string>) => `${uri}${uri.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;

/** The sandbox platform's look (a shop platform's orange), for the platform `platformName`. */
const platformLook = (platformName: string) => ({
  heading: `${platformName} · 沙箱开放平台`,
  note: '模拟的店铺平台，仅用于开发与测试，不连接真实店铺',
  accent: '#ff5000',
  css: `  main { max-width: 560px; }
  main.wide { max-width: 1100px; }
  label { display: block; font-size: 14px; color: #595959; margin: 14px 0 6px; }
  input, select { width: 100%; box-sizing: border-box; height: 38px; border: 1px solid #d9d9d9; border-radius: 6px; padding: 0 10px; font-size: 14px; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  button, a.button { flex: 1; height: 42px; border-radius: 8px; font-size: 15px; cursor: pointer; border: 1px solid #d9d9d9; background: #fff; text-align: center; line-height: 40px; text-decoration: none; color: #1f1f1f; }
  button.primary, a.primary { background: #ff5000; border-color: #ff5000; color: #fff; }
  .note { font-size: 12px; color: #8c8c8c; margin-top: 16px; }
  .code { font: 600 20px/1.6 ui-monospace, Menlo, Consolas, monospace; letter-spacing: 1px; background: #fff7e6; border: 1px dashed #ffa940; border-radius: 8px; padding: 12px; text-align: center; word-break: break-all; user-select: all; }
  table { width: 100%; border-collapse: collapse; font-size: 13px; }
  th, td { border-bottom: 1px solid #f0f0f0; padding: 8px 6px; text-align: left; }
  th { background: #fafafa; color: #595959; font-weight: 500; }
  .shipped { color: #389e0d; } .muted { color: #8c8c8c; }
  .summary { margin: 0 0 12px; font-size: 14px; }`,
});

const page = (title: string, platformName: string, body: string) => sandboxPage(title, platformLook(platformName), body, title.includes('订单') ? 'wide' : '');

/**
 * The sandbox shop platform's pages (issue 12), served only while the shop platform provider is the
 * sandbox and never in production: the authorisation page a shop's auth link opens (店铺名, 每日订单量,
 * 同意授权 / 拒绝 → back to the site with a code or access_denied; for 视频号 an association code to copy),
 * the service market page (buy_link) and a shop's back office listing its orders and what was shipped
 * through the sandbox (data-order / data-waybill for browser tests). Public: the merchant is on the
 * platform's site, not signed in to ours.
 */
const sandboxPlatformRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.providers.shopPlatform as SandboxShopPlatform;
  if (app.config.isProduction || platform.name !== 'sandbox' || typeof platform.authorizationCode !== 'function') return;

  const send = async (request: FastifyRequest, reply: FastifyReply, title: string, platformName: string, body: string, status = 200) => {
    return sendSandboxPage(app, request, reply, page(title, platformName, body), status);
  };
  const platformOf = (key: string) => PLATFORMS.find((p) => p.key === key);
  const unknown = (request: FastifyRequest, reply: FastifyReply) => send(request, reply, '平台不存在', '沙箱', '<p>没有这个平台</p>', 404);

  const authorizeForm = (key: string, state: string, redirectUri: string, name: string) => {
    const action = `/sandbox/platform/${encodeURIComponent(key)}/authorize`;
    const hidden = `<input type="hidden" name="state" value="${escape(state)}"><input type="hidden" name="redirect_uri" value="${escape(redirectUri)}">`;
    return `<p>商城申请访问你的店铺：读取订单（收件人、商品、备注、旗帜），回传发货运单号。</p>
<form method="post" action="${action}">
${hidden}
<label for="shop_name">店铺名</label>
<input id="shop_name" name="shop_name" maxlength="30" value="${escape(`测试${name}店铺`)}">
<label for="density">每日订单量</label>
<select id="density" name="density">${SANDBOX_DENSITIES.map((d) => `<option value="${d}"${d === DEFAULT_DENSITY ? ' selected' : ''}>${DENSITY_TEXT[d]}</option>`).join('')}</select>
<div class="actions">
<button type="submit" name="decision" value="deny">拒绝</button>
<button class="primary" type="submit" name="decision" value="agree">同意授权</button>
</div>
</form>
<p class="note">同意后回到商城，店铺即添加到“店铺管理”。沙箱店铺的订单按所选数量每天自动生成。</p>`;
  };

  app.get('/sandbox/platform/:key/authorize', { config: { public: true }, schema: { hide: true, params: keyParams, querystring: authorizeQuery } }, async (request, reply) => {
    const target = platformOf(request.params.key);
    if (!target) return unknown(request, reply);
    const redirectUri = sameSiteRedirect(request.query.redirect_uri);
    if (!redirectUri) return send(request, reply, '授权失败', target.name, '<p>回调地址不正确（只能回到本站）</p>', 400);
    if (target.key === 'sph') {
      const code = platform.associationCode();
      return send(
        request,
        reply,
        '视频号小店关联码',
        target.name,
        `<p>这是你的视频号小店关联码，复制后回到商城，在“添加店铺 → 视频号”里粘贴：</p>
<div class="code" data-association-code="${escape(code)}">${escape(code)}</div>
<div class="actions"><a class="button primary" href="${escape(redirectUri)}">返回商城</a></div>
<p class="note">关联码只能使用一次；沙箱小店的名称为“视频号小店”加关联码后4位。</p>`,
      );
    }
    return send(request, reply, `授权${target.name}店铺`, target.name, authorizeForm(target.key, request.query.state ?? '', redirectUri, target.name));
  });

  app.post('/sandbox/platform/:key/authorize', { config: { public: true }, schema: { hide: true, params: keyParams, querystring: authorizeQuery, body: authorizeBody } }, async (request, reply) => {
    const target = platformOf(request.params.key);
    if (!target) return unknown(request, reply);
    const redirectUri = sameSiteRedirect(request.body.redirect_uri ?? request.query.redirect_uri);
    const state = request.body.state ?? request.query.state ?? '';
    if (!redirectUri) return send(request, reply, '授权失败', target.name, '<p>回调地址不正确（只能回到本站）</p>', 400);
    if (request.body.decision !== 'agree') return reply.redirect(withQuery(redirectUri, { platform: String(target.id), error: 'access_denied', state }), 302);
    const shopName = (request.body.shop_name ?? '').trim().slice(0, 30) || `测试${target.name}店铺`;
    const density = (SANDBOX_DENSITIES as readonly number[]).includes(Number(request.body.density)) ? Number(request.body.density) : DEFAULT_DENSITY;
    const code = platform.authorizationCode(target.key, shopName, density);
    return reply.redirect(withQuery(redirectUri, { platform: String(target.id), code, state }), 302);
  });

  app.get('/sandbox/platform/:key/market', { config: { public: true }, schema: { hide: true, params: keyParams, querystring: marketQuery } }, async (request, reply) => {
    const target = platformOf(request.params.key);
    if (!target) return unknown(request, reply);
    const next = request.query.next;
    const sameSite = sameSiteRedirect(next);
    const authorize = sameSite && sameSite.startsWith(`/sandbox/platform/${target.key}/authorize?`) ? sameSite : '';
    return send(
      request,
      reply,
      `${target.name}服务市场`,
      target.name,
      `<p><strong>礼品代发 · 店铺订单同步</strong></p>
<p>沙箱服务市场：本服务在沙箱中免费，无需订购，直接授权即可使用。</p>
<div class="actions">${authorize ? `<a class="button primary" href="${escape(authorize)}">去授权</a>` : '<a class="button primary" href="/user-center/shop-manage">回到商城授权店铺</a>'}</div>`,
    );
  });

  app.get('/sandbox/platform/:key/shop/:shopId', { config: { public: true }, schema: { hide: true, params: shopParams, querystring: shopQuery } }, async (request, reply) => {
    const target = platformOf(request.params.key);
    if (!target) return unknown(request, reply);
    const { days, density } = request.query;
    const end = app.clock.now();
    const orders = await platform.shopOrders(target.key, request.params.shopId, density ?? DEFAULT_DENSITY, { start: new Date(end.getTime() - days * DAY), end });
    const shipped = orders.filter((o) => o.waybillCode);
    const shown = [...shipped, ...orders.filter((o) => !o.waybillCode)].slice(0, SHOP_PAGE_ROWS);
    const rows = shown
      .map(
        (o) => `<tr data-order="${escape(o.shopOrder)}"><td>${escape(o.shopOrder)}</td><td>${chinaText(o.createdAt)}</td><td>${recipientCell(o)}</td>` +
          `<td class="${o.status === 'shipped' ? 'shipped' : 'muted'}">${STATUS_TEXT[o.status]}</td><td data-waybill="${escape(o.waybillCode)}">${escape(o.waybillCode)}</td></tr>`,
      )
      .join('\n');
    return send(
      request,
      reply,
      `店铺订单 ${request.params.shopId}`,
      target.name,
      `<p class="summary">近${days}天共 ${orders.length} 单，<span data-shipped-count="${shipped.length}">已发货 ${shipped.length} 单</span>（经沙箱回传的运单）${orders.length > shown.length ? `；仅显示 ${shown.length} 单，已发货的在前` : ''}</p>
<table><thead><tr><th>订单号</th><th>下单时间</th><th>收件人</th><th>状态</th><th>运单号</th></tr></thead>
<tbody>
${rows}
</tbody></table>`,
    );
  });
};

export default sandboxPlatformRoutes;
