import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fen, formatYuan } from 'shared-contracts';
import { z } from 'zod';
import type { SandboxPayment } from '../../providers/sandbox/payment';
import { escapeHtml as escape, sandboxPage, sendSandboxPage } from '../../site/sandbox-page';

const params = z.object({ tradeNo: z.string().regex(/^R\d{20}$/) });
/** ?notify=lost: the gateway takes the payment and sends no notification (the page's status query and 对账 find it). */
const confirmQuery = z.object({ notify: z.enum(['lost']).optional() });


/** The gateway's own number for a trade: the same for every delivery of its notification. */
const gatewayTradeNo = (tradeNo: string) => `SBX${createHash('sha256').update(tradeNo).digest('hex').slice(0, 20).toUpperCase()}`;

/** The cashier's look: a narrow card under a blue header. */
const CASHIER = {
  heading: '沙箱收银台',
  note: '模拟支付网关，仅用于开发与测试，不会产生真实扣款',
  accent: '#1677ff',
  css: `  main { max-width: 420px; margin: 48px auto; }
  .amount { font-size: 36px; font-weight: 700; text-align: center; margin: 8px 0 4px; }
  .amount span { font-size: 20px; margin-right: 2px; }
  dl { display: grid; grid-template-columns: 84px 1fr; gap: 8px 12px; font-size: 14px; color: #595959; margin: 20px 0; }
  dd { margin: 0; color: #1f1f1f; word-break: break-all; }
  .actions { display: flex; gap: 12px; }
  .actions form { flex: 1; display: flex; }
  button { flex: 1; height: 44px; border-radius: 8px; font-size: 16px; cursor: pointer; border: 1px solid #d9d9d9; background: #fff; }
  button.primary { background: #1677ff; border-color: #1677ff; color: #fff; }
  .note { font-size: 12px; color: #8c8c8c; text-align: center; margin-top: 18px; }
  .result { text-align: center; font-size: 20px; font-weight: 600; margin: 12px 0; }
  .ok { color: #389e0d; } .warn { color: #d46b08; }
  button.link { border: 0; background: none; height: auto; color: #8c8c8c; font-size: 12px; text-decoration: underline; }`,
};

/** 微信支付's cashier (channel 2) is green, as WeChat Pay's own pages are; 支付宝's blue. */
const lookOf = (channel: number) =>
  channel === 2
    ? { ...CASHIER, heading: '沙箱收银台 · 微信支付', accent: '#07c160', css: CASHIER.css.replaceAll('#1677ff', '#07c160') }
    : { ...CASHIER, heading: '沙箱收银台 · 支付宝' };

/**
 * The sandbox payment gateway's cashier (issue 9), served only while the payment provider is the sandbox:
 * the page the top-up QR code points to (`/pay/sandbox/<trade_no>`, public — whoever scans it is not signed
 * in), with the merchant, the amount, 确认支付 and 取消. 确认支付 posts to `…/confirm`, where the sandbox
 * gateway signs a notification (over its body as written: the fields in its order, `sign` last) and
 * delivers that body to POST /api/pay/notify/sandbox — the route a real gateway's notification takes.
 * Posting again delivers it again, as real gateways retry.
 */
const sandboxCashierRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = app.providers.payment.byName('sandbox') as SandboxPayment | undefined;
  if (!gateway || typeof gateway.notification !== 'function') return;

  const send = async (request: FastifyRequest, reply: FastifyReply, title: string, body: string, status = 200, channel = 1) => {
    const site = await app.sites.forHost(request.hostname);
    return sendSandboxPage(app, request, reply, sandboxPage(`${title} - ${site.site_name}`, lookOf(channel), body), status);
  };

  const orderOr404 = async (request: FastifyRequest, reply: FastifyReply, tradeNo: string) => {
    const order = await app.repos.recharge.find(tradeNo);
    if (!order || order.provider !== 'sandbox') {
      await send(request, reply, '订单不存在', '<p class="result warn">订单不存在或已失效</p>', 404);
      return null;
    }
    return order;
  };

  app.get('/pay/sandbox/:tradeNo', { config: { public: true }, schema: { hide: true, params } }, async (request, reply) => {
    const order = await orderOr404(request, reply, request.params.tradeNo);
    if (!order) return reply;
    const site = await app.sites.forHost(request.hostname);
    const amount = formatYuan(fen(order.amount_fen));
    if (order.status === 'paid') return send(request, reply, '已支付', `<p class="result ok">该订单已支付</p><p class="note">¥${amount}，可以关闭此页面</p>`, 200, order.channel);
    if (order.status === 'closed') return send(request, reply, '订单已关闭', '<p class="result warn">订单已关闭</p><p class="note">超时未支付，请回到商户页面重新下单</p>', 200, order.channel);
    const action = `/pay/sandbox/${encodeURIComponent(order.trade_no)}`;
    return send(
      request,
      reply,
      '确认支付',
      `<div class="amount"><span>¥</span>${amount}</div>
<dl><dt>收款方</dt><dd>${escape(site.site_name)}</dd><dt>商品</dt><dd>余额充值</dd><dt>订单号</dt><dd>${escape(order.trade_no)}</dd></dl>
<div class="actions">
<form method="post" action="${action}/cancel"><button type="submit">取消</button></form>
<form method="post" action="${action}/confirm"><button class="primary" type="submit">确认支付</button></form>
</div>
<p class="note">确认后，网关向商户发送签名的支付通知，余额自动到账</p>
<form method="post" action="${action}/confirm?notify=lost" class="note"><button type="submit" class="link">支付但不发送通知（模拟通知丢失，用于演示查询与对账补单）</button></form>`,
      200,
      order.channel,
    );
  });

  app.post('/pay/sandbox/:tradeNo/confirm', { config: { public: true }, schema: { hide: true, params, querystring: confirmQuery } }, async (request, reply) => {
    const order = await orderOr404(request, reply, request.params.tradeNo);
    if (!order) return reply;
    if (order.status === 'closed') return send(request, reply, '订单已关闭', '<p class="result warn">订单已关闭，不能支付</p><p class="note">请回到商户页面重新下单</p>', 409, order.channel);
    // the gateway takes the money first (its books: its bill and its answer to a query), then notifies
    const paid = await gateway.books.record({ tradeNo: order.trade_no, gatewayTradeNo: gatewayTradeNo(order.trade_no), channel: order.channel, amount: fen(Number(order.amount_fen)), paidAt: app.clock.now() });
    if (request.query.notify === 'lost') {
      return send(request, reply, '支付成功', `<p class="result ok">支付成功</p><p class="note">¥${formatYuan(paid.amount)} 已付款；通知未发送，商户页面会向网关查询到账</p>`, 200, order.channel);
    }
    const notification = gateway.notification({ tradeNo: paid.tradeNo, amount: paid.amount, gatewayTradeNo: paid.gatewayTradeNo });
    // delivered through the router, exactly as a gateway's POST arrives: the body is the bytes that were signed
    const delivered = await app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(notification).toString(),
    });
    if (delivered.statusCode !== 200) {
      request.log.warn({ trade_no: order.trade_no, status: delivered.statusCode }, 'sandbox notification not accepted');
      return send(request, reply, '支付失败', '<p class="result warn">支付通知未被商户接受</p><p class="note">请返回商户页面重新下单</p>', 502, order.channel);
    }
    return send(request, reply, '支付成功', `<p class="result ok">支付成功</p><p class="note">¥${formatYuan(paid.amount)} 已付款，商户页面将自动刷新，可以关闭此页面</p>`, 200, order.channel);
  });

  app.post('/pay/sandbox/:tradeNo/cancel', { config: { public: true }, schema: { hide: true, params } }, async (request, reply) => {
    const order = await orderOr404(request, reply, request.params.tradeNo);
    if (!order) return reply;
    return send(request, reply, '已取消', '<p class="result warn">已取消支付</p><p class="note">订单未付款，可以关闭此页面，回到商户页面重新扫码</p>', 200, order.channel);
  });
};

export default sandboxCashierRoutes;
