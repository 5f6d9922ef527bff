import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referredOrderList, referredOrderQuery, spreadInfo, spreadSummary, spreadUserList, spreadUserQuery } from 'shared-contracts/schemas';
import { envelopeOf, ok } from '../../lib/envelope';
import { siteUrlOf } from '../../lib/site-url';
import { userOf } from '../../lib/user-of';

/** 推广赚钱 (issue 22): the caller's referral link and commission figures (their own only). */
const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['promotion'];

  app.get(
    '/user/spread/info',
    { schema: { tags, summary: '推广信息：推广码、推广链接、佣金比例（%）、冻结天数、邀请人数与其中下过单的人数', response: { 200: envelopeOf(spreadInfo) } } },
    async (request) => ok(await app.services.spread.info(userOf(request).id, siteUrlOf(request))),
  );

  app.get(
    '/user/spread/summary',
    { schema: { tags, summary: '佣金汇总（元）：冻结、可提现、提现中，累计、今日、本月所得（北京时间）', response: { 200: envelopeOf(spreadSummary) } } },
    async (request) => ok(await app.services.spread.summary(userOf(request).id)),
  );

  app.get(
    '/user/spread/user',
    {
      schema: {
        tags,
        summary: '我邀请的用户（分页，最新在前）：手机号（脱敏）、注册时间、订单数、实付金额与带来的佣金（元）；mobile 仅按手机号后 4 位筛选',
        querystring: spreadUserQuery,
        response: { 200: envelopeOf(spreadUserList) },
      },
    },
    async (request) => {
      const { page, page_size, mobile } = request.query;
      return ok(await app.services.spread.users(userOf(request).id, { mobile }, { page, page_size }));
    },
  );

  app.get(
    '/user/order',
    {
      schema: {
        tags,
        summary: '佣金记录：我邀请的用户的订单（分页，最新在前）——手机号（脱敏）、下单时间、包裹数、实付金额、佣金比例与佣金（元）、状态与解冻时间；可按状态、手机号后 4 位筛选',
        querystring: referredOrderQuery,
        response: { 200: envelopeOf(referredOrderList) },
      },
    },
    async (request) => {
      const { page, page_size, status, mobile } = request.query;
      return ok(await app.services.spread.orders(userOf(request).id, { status, mobile }, { page, page_size }));
    },
  );
};

export default promotionRoutes;
