import { useEffect, useRef, useState } from 'react';
import { NOTIFICATION_TICK_MS, isExpired, nextRemaining } from './countdown';

/**
 * Counts `timeout` down in NOTIFICATION_TICK_MS steps while not paused and calls `onExpire`
 * once it reaches zero. Pausing keeps the time left; resuming continues from it.
 */
export function useCountdown(timeout: number, paused: boolean, onExpire: () => void): number {
  const [remaining, setRemaining] = useState(timeout);
  const remainingRef = useRef(timeout);
  const onExpireRef = useRef(onExpire);

  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (paused || timeout <= 0) return undefined;
    let last = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      remainingRef.current = nextRemaining(remainingRef.current, now - last);
      last = now;
      setRemaining(remainingRef.current);
      if (isExpired(remainingRef.current, timeout)) {
        clearInterval(timer);
        onExpireRef.current();
      }
    }, NOTIFICATION_TICK_MS);
    return () => clearInterval(timer);
  }, [paused, timeout]);

  return remaining;
}
