import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Messages, WithdrawMessages } from 'shared-contracts';
import { sendSmsBody } from 'shared-contracts/rules';
import {
  commissionTransfer,
  commissionTransferBody,
  idempotencyHeaders,
  withdrawAccount,
  withdrawAccountBody,
  withdrawApplyBody,
  withdrawPasswordBody,
  withdrawPasswordCheckBody,
  withdrawRules,
  withdrawal,
  withdrawalList,
  withdrawalQuery,
} from 'shared-contracts/schemas';
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { userOf } from '../../lib/user-of';

/** The captcha of a code-80 answer, when asked for; no mobile: the code goes to the caller's own. */
const passwordSmsBody = sendSmsBody.omit({ mobile: true }).nullish();

/**
 * 提现 and 转入余额 (issue 22): the withdrawal password and account, applications and their list, the
 * rules, and available commission moved into the balance — each the caller's own.
 */
const withdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['promotion'];
  const empty = { 200: envelopeOf(emptyData) };

  app.post(
    '/finance/withdraw/password/sms',
    {
      schema: {
        tags,
        summary: '发送提现短信验证码到本人注册手机号，用于设置提现密码或修改提现账户（限制同其他短信；需要时 code 80 图形验证码）',
        body: passwordSmsBody,
        response: empty,
      },
    },
    async (request) => {
      await app.services.withdrawProfiles.sendPasswordCode(userOf(request).id, { ip: request.ip, captcha: request.body?.captcha, key: request.body?.key });
      return ok({}, Messages.codeSent);
    },
  );

  app.put(
    '/finance/withdraw/password',
    { schema: { tags, summary: '设置或重置提现密码（6 位数字，需短信验证码）', body: withdrawPasswordBody, response: empty } },
    async (request) => {
      await app.services.withdrawProfiles.setPassword(userOf(request).id, request.body);
      return ok({}, WithdrawMessages.passwordSet);
    },
  );

  app.post(
    '/finance/withdraw/check/password',
    { schema: { tags, summary: '校验提现密码；连续错 5 次锁定 1 小时，锁定期间正确密码也拒绝', body: withdrawPasswordCheckBody, response: empty } },
    async (request) => {
      await app.services.withdrawProfiles.checkPassword(userOf(request).id, request.body.password);
      return ok({});
    },
  );

  app.get(
    '/finance/withdraw/account',
    { schema: { tags, summary: '提现账户（支付宝账号与姓名，脱敏）、是否已实名、是否已设提现密码、锁定到何时', response: { 200: envelopeOf(withdrawAccount) } } },
    async (request) => ok(await app.services.withdrawProfiles.account(userOf(request).id)),
  );

  app.put(
    '/finance/withdraw/account',
    { schema: { tags, summary: '保存提现账户：须已通过实名认证，姓名须与实名认证一致；须提现密码 withdraw_password（连续错 5 次锁定 1 小时）或发送到本人手机的短信验证码 sms_code，未设提现密码时只能用短信验证码', body: withdrawAccountBody, response: { 200: envelopeOf(withdrawAccount) } } },
    async (request) => ok(await app.services.withdrawProfiles.saveAccount(userOf(request).id, request.body), WithdrawMessages.accountSaved),
  );

  app.post(
    '/finance/withdraw/apply',
    {
      schema: {
        tags,
        summary: '申请提现（Idempotency-Key 相同则返回首次结果、不重复扣减）：校验提现密码、账户、实名、最低金额、每日次数、可提现佣金；可提现 → 提现中',
        headers: idempotencyHeaders,
        body: withdrawApplyBody,
        response: { 200: envelopeOf(withdrawal) },
      },
    },
    async (request) => ok(await app.services.withdrawals.apply(userOf(request).id, request.headers['idempotency-key'], request.body), WithdrawMessages.applied),
  );

  app.get(
    '/finance/withdraw/list',
    { schema: { tags, summary: '我的提现记录（分页，最新在前；status 筛选）', querystring: withdrawalQuery, response: { 200: envelopeOf(withdrawalList) } } },
    async (request) => {
      const { page, page_size, status } = request.query;
      return ok(await app.services.withdrawals.list(userOf(request).id, { status }, { page, page_size }));
    },
  );

  app.get(
    '/user/spread/rules',
    { schema: { tags, summary: '提现规则：最低金额（元）、每日次数、今日剩余次数（北京时间）', response: { 200: envelopeOf(withdrawRules) } } },
    async (request) => ok(await app.services.withdrawals.rules(userOf(request).id)),
  );

  app.post(
    '/user/spread/transfer',
    {
      schema: {
        tags,
        summary: '可提现佣金转入预存余额（Idempotency-Key 相同则不重复转入）；返回转入后的余额与可提现佣金（元）',
        headers: idempotencyHeaders,
        body: commissionTransferBody,
        response: { 200: envelopeOf(commissionTransfer) },
      },
    },
    async (request) => ok(await app.services.withdrawals.transfer(userOf(request).id, request.headers['idempotency-key'], request.body.amount), WithdrawMessages.transferred),
  );
};

export default withdrawRoutes;
