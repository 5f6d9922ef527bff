import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WITHDRAWAL_STATUS, type WithdrawalStatusKey } from 'shared-contracts';
import { WithdrawalAdminMessages, type AdminWithdrawalBatchResult, type AdminWithdrawalRow, type AdminWithdrawalTotals } from 'shared-contracts/admin';
import { adminWithdrawalApproveBody, adminWithdrawalRejectBody, adminWithdrawalsQuery } from 'shared-contracts/admin/rules';
import { pageOf } from 'shared-contracts/schemas';
import { envelopeOf, ok } from '../../lib/envelope';
import { writeContextOf } from '../../lib/operator-of';
import adminMoneyRulesRoutes from './money-rules';
import { named } from '../../lib/named-plugin';

const tags = ['admin'];
const read = { permission: 'money.read' } as const;
const write = { permission: 'money.write' } as const;

const STATUSES = Object.keys(WITHDRAWAL_STATUS) as [WithdrawalStatusKey, ...WithdrawalStatusKey[]];
const withdrawalRow = z.object({
  id: z.number().int(),
  kind: z.enum(['commission', 'site_earnings', 'supplier_payable']),
  shop_id: z.number().int().nullable(),
  shop_name: z.string().nullable(),
  user_id: z.number().int().nullable(),
  site_id: z.number().int(),
  site_name: z.string(),
  mobile: z.string(),
  amount: z.number(),
  alipay_account: z.string(),
  alipay_name: z.string(),
  real_name: z.string().nullable(),
  status: z.enum(STATUSES),
  status_text: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
  reviewed_by_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  provider_order_id: z.string().nullable(),
  needs_two_approvers: z.boolean(),
  first_approved_by_name: z.string().nullable(),
  first_approved_at: z.string().nullable(),
}) satisfies z.ZodType<AdminWithdrawalRow>;
const total = z.object({ count: z.number().int(), amount: z.number() });
const withdrawalTotals = z.object(Object.fromEntries(STATUSES.map((status) => [status, total])) as Record<WithdrawalStatusKey, typeof total>) satisfies z.ZodType<AdminWithdrawalTotals>;
const batchResult = z.object({
  done: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
  first_approved: z.array(z.number().int()).optional(),
}) satisfies z.ZodType<AdminWithdrawalBatchResult>;
const withdrawalsFilter = adminWithdrawalsQuery.omit({ page: true, page_size: true });

const batchMessage = ({ done, skipped }: AdminWithdrawalBatchResult, verb: string) => (skipped.length ? `已${verb} ${done.length} 笔，跳过 ${skipped.length} 笔` : `已${verb} ${done.length} 笔`);

/**
 * 提现审核 (issue 22): finance reads the withdrawals — the whole account, the name on it and the user's
 * passed real name side by side — and approves them (the payout job pays each once) or rejects them with a
 * reason (the money goes back to the user's available commission). services/promotion/payouts.ts.
 */
const adminWithdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.payouts;
  // 资金安全 (issue 35): the rules the approvals below follow
  await app.register(named(adminMoneyRulesRoutes));

  app.get(
    '/admin/withdrawals',
    {
      config: read,
      schema: {
        tags,
        summary: '提现申请（分页，最新在前；按状态、用户手机号（完整或后 4 位）、申请日期筛选；含支付宝账号、姓名与实名认证姓名）',
        querystring: adminWithdrawalsQuery,
        response: { 200: envelopeOf(pageOf(withdrawalRow)) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query;
      return ok(await service.list(filter, { page, page_size }));
    },
  );

  app.get(
    '/admin/withdrawals/totals',
    {
      config: read,
      schema: { tags, summary: '提现汇总（与列表相同的筛选；各状态的笔数与金额）', querystring: withdrawalsFilter, response: { 200: envelopeOf(withdrawalTotals) } },
    },
    async (request) => ok(await service.totals(request.query)),
  );

  app.post(
    '/admin/withdrawals/approve',
    {
      config: write,
      schema: {
        tags,
        summary: '通过提现申请（可批量；仅待审核的申请，其余跳过并说明原因；通过后由打款任务向支付宝账户打款，每笔只打款一次；超过资金安全设置的大额提现需两位不同的审核人，第一位通过后待复核）',
        body: adminWithdrawalApproveBody,
        response: { 200: envelopeOf(batchResult) },
      },
    },
    async (request) => {
      const result = await service.approve(request.body.ids, writeContextOf(request));
      const first = result.first_approved?.length ?? 0;
      return ok(result, first ? `${batchMessage(result, '通过')}；${WithdrawalAdminMessages.firstApproved(first)}` : batchMessage(result, '通过'));
    },
  );

  app.post(
    '/admin/withdrawals/reject',
    {
      config: write,
      schema: {
        tags,
        summary: '驳回提现申请（可批量；需填写原因，用户可见；金额退回可提现佣金；仅待审核的申请，其余跳过并说明原因）',
        body: adminWithdrawalRejectBody,
        response: { 200: envelopeOf(batchResult) },
      },
    },
    async (request) => {
      const result = await service.reject(request.body.ids, request.body.reason, writeContextOf(request));
      return ok(result, batchMessage(result, '驳回'));
    },
  );

  app.post(
    '/admin/withdrawals/retry',
    {
      config: write,
      schema: {
        tags,
        summary: '重新打款（可批量；仅打款中的提现：自动打款重试约一天后停止时，由财务再次发起；同一笔只会到账一次）',
        body: adminWithdrawalApproveBody,
        response: { 200: envelopeOf(batchResult) },
      },
    },
    async (request) => {
      const result = await service.retryPayout(request.body.ids, writeContextOf(request));
      return ok(result, batchMessage(result, '重新发起打款'));
    },
  );
};

export default adminWithdrawalsRoutes;
