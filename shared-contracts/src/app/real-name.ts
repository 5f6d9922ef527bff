import { useCallback } from 'react';
import { closeRealNameReminder, openRealNameReminder } from './ui-slice';
import { useAppDispatch } from './hooks';

/**
 * The real-name gate (SPEC §2.7, §6): shipping needs a verified identity. A flow that got code 11 or 12
 * calls `check()`: the host's reminder dialog opens, and the promise resolves true once the user says
 * 已完成认证 and the server confirms it, false when they close it. One dialog serves every waiting flow.
 */
const waiting: ((verified: boolean) => void)[] = [];

export function useRealNameCheck(): () => Promise<boolean> {
  const dispatch = useAppDispatch();
  return useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        waiting.push(resolve);
        dispatch(openRealNameReminder());
      }),
    [dispatch],
  );
}

/** The host's reminder dialog settles every waiting check and closes. */
export function useSettleRealNameCheck(): (verified: boolean) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (verified: boolean) => {
      for (const resolve of waiting.splice(0)) resolve(verified);
      dispatch(closeRealNameReminder());
    },
    [dispatch],
  );
}
