import type { FastifyInstance } from 'fastify';
import { call } from './harness';

/**
 * Every fen accounted for: the books must balance after every money test (services/wallet.ts) — every user's and
 * every 分站's accounts (services/site-earnings.ts), each 分站's margin equal to its parcels', and each referred 分站
 * order's commission equal to its parcels' shares, and every supplier shop's accounts with each numbered parcel's
 * supply price booked once (issue 33) — what `npm run check-ledger` checks.
 */
export async function expectBooksBalanced(app: FastifyInstance): Promise<void> {
  expect(await app.repos.wallet.invariantBreaches()).toEqual([]);
  expect(await app.repos.siteEarnings.invariantBreaches()).toEqual([]);
  expect(await app.repos.commissions.siteShareBreaches()).toEqual([]);
  expect(await app.repos.supplierLedger.invariantBreaches()).toEqual([]);
}

/** Creates a top-up for the user and returns its trade number. */
export async function createTopUp(app: FastifyInstance, token: string, amount: number, host?: string): Promise<string> {
  const { body } = await call(app, 'POST', '/api/user/recharge/qrcode', { channel: 1, amount }, { token, headers: host ? { host } : undefined });
  if (body.code !== 0) throw new Error(`top-up of ${amount}: ${body.msg}`);
  return body.data.trade_no as string;
}

/** Pays a top-up through the sandbox cashier, as a person clicking 确认支付 would. */
export async function payInCashier(app: FastifyInstance, tradeNo: string) {
  return app.inject({ method: 'POST', url: `/pay/sandbox/${tradeNo}/confirm`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
}

/** Polls until a withdrawal leaves `paying` (the payout job runs in the background), up to 10 s; its row then. */
export async function withdrawalSettled(app: FastifyInstance, id: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = await app.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    if (row.status !== 'paying') return row;
    if (Date.now() > deadline) throw new Error(`withdrawal ${id} still paying`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
