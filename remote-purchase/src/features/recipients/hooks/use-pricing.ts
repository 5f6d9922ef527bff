import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Dispatch } from 'react';
import type { OrderPriceResult } from 'shared-contracts';
import { errorMessage, isApiError } from 'shared-contracts/app';
import { showNotice } from 'shared-contracts/ui';
import { useOrderPriceMutation } from '../api/order-price';
import { toInput } from '../types';
import { isSettled, type RecipientsAction, type RecipientsState } from './recipients-state';

/** Pricing waits this long after the last change, so a burst of edits makes one call. */
export const PRICE_DEBOUNCE_MS = 300;

export type PriceOutcome = { ok: true; revision: number; result: OrderPriceResult | null } | { ok: false; revision: number; msg: string };

export interface Pricing {
  /** The server has priced the rows as they are. */
  settled: boolean;
  /** The last price call for the rows as they are failed: its message. */
  failure: string | null;
  /** Price the rows as they are now (skipping the wait); joins a call already running for them. */
  priceNow(): Promise<PriceOutcome>;
}

/**
 * After any change (rows, an edit, a deletion, the quantity) POST /api/gift/order/price once, debounced,
 * with every row, and put the server's price, state and errorText on the rows. An answer for rows that
 * have changed since is dropped (the reducer checks the revision). The client never prices anything itself.
 */
export function usePricing(state: RecipientsState, dispatch: Dispatch<RecipientsAction>, target: { goodsId: number; expressId: number } | null): Pricing {
  const [priceCall] = useOrderPriceMutation();
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  const inflight = useRef<{ revision: number; promise: Promise<PriceOutcome> } | null>(null);
  const [failure, setFailure] = useState<{ revision: number; msg: string } | null>(null);
  const goodsId = target?.goodsId;
  const expressId = target?.expressId;

  const priceNow = useCallback((): Promise<PriceOutcome> => {
    const snapshot = latest.current;
    const { revision } = snapshot;
    if (snapshot.rows.length === 0 || goodsId === undefined || expressId === undefined) return Promise.resolve({ ok: true, revision, result: null });
    if (inflight.current?.revision === revision) return inflight.current.promise;
    const run = async (): Promise<PriceOutcome> => {
      try {
        const result = await priceCall({ goods_id: goodsId, goods_num: snapshot.quantity, express_id: expressId, rec_list: snapshot.rows.map(toInput) }).unwrap();
        dispatch({ type: 'priced', revision, result });
        setFailure(null);
        return { ok: true, revision, result };
      } catch (error) {
        const msg = errorMessage(error, '价格计算失败，请稍后再试');
        // transport and HTTP failures were announced by the base query; a refusal (code ≠ 0) is ours to show
        if (isApiError(error) && error.status === 'BUSINESS' && latest.current.revision === revision) showNotice({ level: 'error', text: msg });
        setFailure({ revision, msg });
        return { ok: false, revision, msg };
      } finally {
        if (inflight.current?.revision === revision) inflight.current = null;
      }
    };
    const promise = run();
    inflight.current = { revision, promise };
    return promise;
  }, [priceCall, dispatch, goodsId, expressId]);

  useEffect(() => {
    if (state.rows.length === 0) return;
    const timer = setTimeout(() => void priceNow(), PRICE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // once per revision (and when the goods changes); rows and quantity are read from the latest state
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.revision, priceNow]);

  return {
    settled: isSettled(state),
    failure: failure && failure.revision === state.revision ? failure.msg : null,
    priceNow,
  };
}
