import type { Envelope, RechargeStatus } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** The status answer with the envelope's `msg`: when `success` is true it is the message to show. */
export interface RechargeStatusResult extends RechargeStatus {
  msg: string;
}

/**
 * The base query hands on only the envelope's data; this keeps its `msg` too, by copying it into the data
 * before the envelope is unwrapped (fetchBaseQuery's per-request `responseHandler`).
 */
async function keepMessage(response: Response): Promise<unknown> {
  const text = await response.text();
  const body = (text ? JSON.parse(text) : null) as Envelope<RechargeStatus | null> | null;
  if (!body || typeof body !== 'object' || body.code !== 0 || !body.data || typeof body.data !== 'object') return body;
  return { ...body, data: { ...body.data, msg: typeof body.msg === 'string' ? body.msg : '' } };
}

/**
 * GET /api/user/recharge/status?out_trade_no= — polled every 3 s while the 请扫码 dialog is open (SPEC §4, §9).
 * Silent (no loading mask on every poll) and in the background (a network blip is not a message every 3 s);
 * an unknown trade number is handled by the dialog, not a message per poll.
 */
export const rechargeStatusApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    rechargeStatus: b.query<RechargeStatusResult, { out_trade_no: string }>({
      query: (params) => ({ url: '/user/recharge/status', params, responseHandler: keepMessage }),
      extraOptions: { silent: true, quiet404: true, background: true },
      // every poll asks the server; nothing to keep once the dialog is gone
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useRechargeStatusQuery } = rechargeStatusApi;
