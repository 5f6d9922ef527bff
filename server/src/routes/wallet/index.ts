import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticationBody, rechargeOrderBody } from 'shared-contracts/rules';
import {
  authenticationInfo,
  financeSummary,
  groupInfo,
  ledgerPage,
  ledgerQuery,
  moneyChangeQuery,
  rechargeConfig,
  rechargeOrder,
  rechargeStatus,
  tradeNoQuery,
  walletInfo,
} from 'shared-contracts/schemas';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { fail } from '../../lib/errors';
import { siteUrlOf } from '../../lib/site-url';
import { userOf } from '../../lib/user-of';
import { IdentityUnavailableError } from '../../providers/identity';


/**
 * The wallet (issue 9): top-up configuration, orders and their status, balance, summary and ledger,
 * real-name verification and the VIP groups. Every call is the caller's own (deny by default).
 */
const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['wallet'];

  app.get('/user/recharge/info', { schema: { tags, summary: '充值配置：快捷金额、最低/最高金额、支付方式、升级与赠送（会员所在站点的等级）', response: { 200: envelopeOf(rechargeConfig) } } }, async (request) =>
    ok(await app.services.recharge.info(userOf(request).siteId)),
  );

  app.post(
    '/user/recharge/qrcode',
    { schema: { tags, summary: '创建充值订单，返回二维码内容或支付页地址', body: rechargeOrderBody, response: { 200: envelopeOf(rechargeOrder) } } },
    async (request) => ok(await app.services.recharge.create(userOf(request).id, request.body, siteUrlOf(request))),
  );

  app.get(
    '/user/recharge/status',
    { schema: { tags, summary: '充值订单是否已支付（仅限本人的订单）', querystring: tradeNoQuery, response: { 200: envelopeOf(rechargeStatus), 404: envelopeOf(z.null()) } } },
    async (request) => {
      const { success, msg } = await app.services.recharge.status(userOf(request).id, request.query.out_trade_no);
      return ok({ success }, msg);
    },
  );

  app.get('/user/wallet/info', { schema: { tags, summary: '余额、累计充值、累计消费（元）', response: { 200: envelopeOf(walletInfo) } } }, async (request) =>
    ok(await app.services.wallet.info(userOf(request).id)),
  );

  app.get('/finance/statistics/summary', { schema: { tags, summary: '今日与本月的充值、消费（北京时间），各账户现有金额（预存余额、冻结佣金、可提现佣金、提现中）与累计已提现（元）', response: { 200: envelopeOf(financeSummary) } } }, async (request) =>
    ok(await app.services.wallet.summary(userOf(request).id)),
  );

  app.get(
    '/finance/log/list',
    { schema: { tags, summary: '资金流水（分页，按账户、类型与时间筛选，最新在前；账户默认为预存余额）', querystring: ledgerQuery, response: { 200: envelopeOf(ledgerPage) } } },
    async (request) => {
      const { account, type, start_time, end_time, page, page_size } = request.query;
      return ok(await app.services.wallet.ledger(userOf(request).id, { account, type, since: start_time, until: end_time }, { page, page_size }));
    },
  );

  app.get(
    '/money/change',
    { schema: { tags, summary: '资金变动：全部账户（预存余额、冻结佣金、可提现佣金、提现中）的流水及原因，可按账户、类型与时间筛选，最新在前（只读）', querystring: moneyChangeQuery, response: { 200: envelopeOf(ledgerPage) } } },
    async (request) => {
      const { account, type, start_time, end_time, page, page_size } = request.query;
      return ok(await app.services.wallet.ledger(userOf(request).id, { account, type, since: start_time, until: end_time }, { page, page_size }));
    },
  );

  app.get('/user/authentication', { schema: { tags, summary: '实名认证状态（姓名与证件号码打码显示）', response: { 200: envelopeOf(authenticationInfo) } } }, async (request) =>
    ok(await app.services.identity.get(userOf(request).id)),
  );

  app.post(
    '/user/authentication',
    { schema: { tags, summary: '提交实名认证（未通过时 code 1 与原因）', body: authenticationBody, response: { 200: envelopeOf(authenticationInfo) } } },
    async (request) => {
      try {
        return ok(await app.services.identity.submit(userOf(request).id, request.body), '实名认证成功');
      } catch (error) {
        // the real-name service is down or failing: a clean code 1 for the user, the detail (no name, no number) in the log
        if (!(error instanceof IdentityUnavailableError)) throw error;
        request.log.warn({ provider: app.providers.identity.name, detail: error.detail }, 'identity provider unavailable');
        throw fail(error.message);
      }
    },
  );

  app.get('/user/group/list', { schema: { tags, summary: '会员等级：折扣与升级所需的单次充值金额', response: { 200: envelopeOf(z.array(groupInfo)) } } }, async (request) =>
    ok(await app.services.wallet.groups(userOf(request).id)),
  );
};

export default walletRoutes;
