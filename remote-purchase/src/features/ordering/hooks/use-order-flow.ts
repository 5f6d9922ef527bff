import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  fen,
  fenToYuan,
  MAX_RECIPIENTS_PER_ORDER,
  Messages,
  OrderMessages,
  OrderSource,
  ResultStatus,
  yuanToFen,
  type DuplicateOrder,
  type OrderResultRow,
  type OrderSourceValue,
  type PurchaseInfo,
} from 'shared-contracts';
import { errorMessage, isApiError, openRecharge, outcomeUnknown, useAppDispatch, useRealNameCheck, useSubmissionKey, walletApi } from 'shared-contracts/app';
import { showNotice } from 'shared-contracts/ui';
import { firstRowProblem, type Pricing, type Recipient, type RecipientsStore, type SourceKey, toInput } from '../../recipients';
import { useAuthDeliverMutation } from '../../stores';
import { useOrderCheckMutation, useOrderMakeMutation } from '../api/ordering';
import { deliverToShop, orderErrorEntries, type ResultEntry } from './deliver';
import { usePaidRecharges } from './recharge-watch';

/** Where the order flow is (SPEC §4): each step but idle and working is a dialog. */
export type FlowStep =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'errors' }
  | { kind: 'duplicates'; orders: DuplicateOrder[] }
  | { kind: 'pay' }
  /** 错误订单 after make: order errors and (source 4) rows not delivered back; `allOrdered`: none of them is an order error. */
  | { kind: 'result'; rows: ResultEntry[]; allOrdered: boolean };

export interface OrderFlowInput {
  info: PurchaseInfo;
  platform: number | null;
  remark: string;
  orderSource: OrderSourceValue;
  /** Why rows of this source cannot be ordered on the chosen platform, or null. */
  sourceUnavailable: (source: SourceKey) => string | null;
  recipients: RecipientsStore;
  pricing: Pricing;
  /** Show this row to the user (a row check stopped at it). */
  showRow: (row: Recipient) => void;
  /** Every row was ordered. */
  onOrdered: () => void;
}

export type RechargeState = 'none' | 'waiting' | 'paid';


export const NETWORK_RETRY_TEXT = '网络异常，订单可能未提交。请点击“确认支付”重试，不会重复下单扣款';

/**
 * A make whose answer never came (no answer, 5xx, timeout: the process that had it may have died) is sent
 * again by itself with the same Idempotency-Key — the server then answers the order it made or makes it once
 * — after these pauses; only then NETWORK_RETRY_TEXT asks the user.
 */
export const MAKE_RETRY_DELAYS_MS = [1000, 3000];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 立即下单 → SPEC §5 row checks → price call (state 2: 错误订单, continue once fixed) → duplicate check →
 * pay confirmation → make with an Idempotency-Key → result. Nothing the user entered is dropped on any
 * failure; only rows that were ordered leave the table.
 */
export function useOrderFlow(input: OrderFlowInput) {
  const dispatch = useAppDispatch();
  const checkRealName = useRealNameCheck();
  const [orderCheck] = useOrderCheckMutation();
  const [orderMake] = useOrderMakeMutation();
  const [authDeliver] = useAuthDeliverMutation();
  const [step, setStep] = useState<FlowStep>({ kind: 'idle' });
  const [paying, setPaying] = useState(false);
  const [payProblem, setPayProblem] = useState<string | null>(null);
  /** 确认支付 again after a make whose answer never came reuses its key. */
  const submission = useSubmissionKey();
  const paidRecharges = usePaidRecharges();
  const [rechargeFrom, setRechargeFrom] = useState<number | null>(null);

  const latest = useRef(input);
  useLayoutEffect(() => {
    latest.current = input;
  });

  const { state } = input.recipients;
  const rowsNow = () => latest.current.recipients.state.rows;

  /** After pricing found every row good: the duplicate check, then the pay confirmation. */
  const checkDuplicates = useCallback(async () => {
    const { info } = latest.current;
    setStep({ kind: 'working' });
    const numbers = [...new Set(rowsNow().map((r) => r.shop_order.trim()).filter(Boolean))];
    if (numbers.length > 0) {
      try {
        const orders = await orderCheck({ shop_order: numbers, goods_id: info.goods_info.goods_id }).unwrap();
        if (orders.length > 0) {
          setStep({ kind: 'duplicates', orders });
          return;
        }
      } catch (error) {
        if (isApiError(error) && error.status === 'BUSINESS') showNotice({ level: 'error', text: errorMessage(error) });
        setStep({ kind: 'idle' });
        return;
      }
    }
    setPayProblem(null);
    setStep({ kind: 'pay' });
  }, [orderCheck]);

  const start = useCallback(async () => {
    const { platform, info, recipients, pricing, sourceUnavailable, showRow } = latest.current;
    const rows = recipients.state.rows;
    if (platform === null) return showNotice({ level: 'warning', text: '请先选择平台' });
    if (rows.length === 0) return showNotice({ level: 'warning', text: OrderMessages.noRecipients });
    if (rows.length > MAX_RECIPIENTS_PER_ORDER) return showNotice({ level: 'warning', text: OrderMessages.tooManyRecipients });
    const offIndex = rows.findIndex((r) => sourceUnavailable(r.source));
    if (offIndex >= 0) {
      showRow(rows[offIndex]);
      return showNotice({ level: 'warning', text: `第${offIndex + 1}行：${sourceUnavailable(rows[offIndex].source)}` });
    }
    const problem = firstRowProblem(rows, info.express_info.is_wu);
    if (problem) {
      showRow(rows[problem.seq - 1]);
      return showNotice({ level: 'error', text: problem.message });
    }
    setStep({ kind: 'working' });
    // price the rows as they are; if they change while the answer travels, price again
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const outcome = await pricing.priceNow();
      if (!outcome.ok) return setStep({ kind: 'idle' });
      if (outcome.revision !== latest.current.recipients.state.revision) continue;
      if (outcome.result?.state === 2 || rowsNow().some((r) => r.state === 2)) return setStep({ kind: 'errors' });
      return void (await checkDuplicates());
    }
    setStep({ kind: 'idle' });
  }, [checkDuplicates]);

  // 错误订单: once the fixed and deleted rows are priced and none is in error, go on
  const settled = input.pricing.settled;
  useEffect(() => {
    if (step.kind !== 'errors' || !settled) return;
    if (state.rows.length === 0) setStep({ kind: 'idle' });
    else if (!state.rows.some((r) => r.state === 2)) void checkDuplicates();
  }, [step.kind, settled, state.rows, checkDuplicates]);

  const total = state.priced?.total_price ?? 0;

  const pay = useCallback(async (): Promise<void> => {
    const { info, platform, remark, orderSource, recipients, onOrdered } = latest.current;
    const rows = recipients.state.rows;
    if (platform === null || rows.length === 0) return;
    // from a shop (source 4): the shop its rows came from (one shop: switching shops clears the selection)
    const storeId = orderSource === OrderSource.AUTHORISED ? rows.find((r) => r.source === 'authorised' && r.store_id)?.store_id : undefined;
    const body = {
      goods_id: info.goods_info.goods_id,
      goods_num: recipients.state.quantity,
      express_id: info.express_info.id,
      platform,
      order_source: orderSource,
      remark: remark.trim(),
      rec_list: rows.map(toInput),
      ...(storeId ? { store_id: storeId } : {}),
    };
    // a new key per press; the same one when the last press for this very order got no answer
    const key = submission.keyFor(body);
    setPaying(true);
    setPayProblem(null);
    let result: OrderResultRow[];
    const make = async (retries: readonly number[]): Promise<OrderResultRow[]> => {
      try {
        return await orderMake({ body, idempotencyKey: key }).unwrap();
      } catch (error) {
        if (!outcomeUnknown(error) || retries.length === 0) throw error;
        await pause(retries[0]);
        return make(retries.slice(1));
      }
    };
    try {
      result = await make(MAKE_RETRY_DELAYS_MS);
      submission.settled();
    } catch (error) {
      submission.settled(error);
      setPaying(false);
      if (outcomeUnknown(error)) {
        setPayProblem(NETWORK_RETRY_TEXT);
        return;
      }
      const code = isApiError(error) ? error.code : -1;
      if (code === 23) {
        showNotice({ level: 'error', text: Messages.balanceInsufficient });
        setStep({ kind: 'idle' });
        setRechargeFrom(paidRecharges);
        dispatch(openRecharge({ amount: await shortfall(dispatch, recipients.state.priced?.total_price ?? 0) }));
        return;
      }
      if (code === 11 || code === 12) {
        if (await checkRealName()) return pay();
        return;
      }
      if (isApiError(error) && error.status === 'BUSINESS') showNotice({ level: 'error', text: errorMessage(error) });
      setStep({ kind: 'idle' });
      return;
    }
    setRechargeFrom(null);
    const failed = result.filter((r) => r.status === ResultStatus.FAILED || r.status === ResultStatus.REFUNDED);
    // source 4: the waybill numbers go back to the shop. Never a new order here: the money is spent.
    const notDelivered = storeId
      ? await deliverToShop({ result, rows, platform, storeId, deliver: (deliverBody) => authDeliver(deliverBody).unwrap() })
      : [];
    setPaying(false);
    if (failed.length === 0 && notDelivered.length === 0) {
      setStep({ kind: 'idle' });
      showNotice({ level: 'success', text: '下单成功' });
      recipients.dispatch({ type: 'keepOnly', ids: [] });
      onOrdered();
      return;
    }
    // the rows that failed stay for the user to fix; the ordered ones leave the table (delivered or not)
    const failedIds = failed.map((r) => Number(r.id ?? rows[result.indexOf(r)]?.id));
    recipients.dispatch({ type: 'keepOnly', ids: failedIds });
    setStep({ kind: 'result', rows: [...orderErrorEntries(failed), ...notDelivered], allOrdered: failed.length === 0 });
  }, [orderMake, authDeliver, dispatch, checkRealName, paidRecharges, submission]);

  const close = useCallback(() => {
    setStep({ kind: 'idle' });
    setPayProblem(null);
    // every recipient was ordered, only the delivery back to the shop failed: on to 包裹列表
    if (step.kind === 'result' && step.allOrdered) latest.current.onOrdered();
  }, [step]);

  const recharge: RechargeState = rechargeFrom === null ? 'none' : paidRecharges > rechargeFrom ? 'paid' : 'waiting';

  return {
    step,
    working: step.kind === 'working',
    paying,
    payProblem,
    total,
    recharge,
    start: () => void start(),
    continueAfterDuplicates: () => {
      setPayProblem(null);
      setStep({ kind: 'pay' });
    },
    pay: () => void pay(),
    close,
    errorRows: (rows: readonly Recipient[]) => rows.filter((r) => r.state === 2),
  };
}

export type OrderFlow = ReturnType<typeof useOrderFlow>;

/** What to preset in the recharge dialog: what the balance lacks, or the whole total if the balance is unknown. */
async function shortfall(dispatch: ReturnType<typeof useAppDispatch>, total: number): Promise<number> {
  try {
    const wallet = await dispatch(walletApi.endpoints.walletInfo.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
    const lacking = fen(yuanToFen(total) - yuanToFen(wallet.balance));
    return lacking > 0 ? fenToYuan(lacking) : total;
  } catch {
    return total;
  }
}
