import { useEffect, useRef } from 'react';
import { RECHARGE_POLL_MS } from 'shared-contracts';
import { isApiError } from 'shared-contracts/app';
import { useRechargeStatusQuery } from '../api/recharge-status';

/**
 * Polls a top-up's status every 3 s (SPEC §4, §9) while the calling component is mounted, silently.
 * `onPaid(msg)` once `success` is true (msg: the server's message, may be empty); `onGone(msg)` when the server
 * does not know the order (404). Each is called at most once; the caller unmounts to stop polling.
 */
export function useRechargeStatus(tradeNo: string, handlers: { onPaid: (msg: string) => void; onGone: (msg: string) => void }) {
  const { data, error } = useRechargeStatusQuery(
    { out_trade_no: tradeNo },
    { pollingInterval: RECHARGE_POLL_MS, skipPollingIfUnfocused: false, refetchOnMountOrArgChange: true },
  );
  const latest = useRef(handlers);
  latest.current = handlers;
  const settled = useRef(false);

  useEffect(() => {
    if (!data?.success || settled.current) return;
    settled.current = true;
    latest.current.onPaid(data.msg);
  }, [data]);

  useEffect(() => {
    if (settled.current || !isApiError(error) || error.status !== 404) return;
    settled.current = true;
    latest.current.onGone(error.msg);
  }, [error]);
}
