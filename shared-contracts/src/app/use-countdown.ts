import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown measured against the clock (a throttled background tab still ends on time), for
 * 获取验证码 (the sign-in dialog, the withdrawal password).
 * `remaining` is 0 when idle.
 */
export function useCountdown(seconds: number) {
  const [endAt, setEndAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endAt === null) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndAt(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endAt]);

  const start = useCallback(() => {
    setRemaining(seconds);
    setEndAt(Date.now() + seconds * 1000);
  }, [seconds]);

  return { remaining, running: remaining > 0, start };
}
