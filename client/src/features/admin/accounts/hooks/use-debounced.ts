import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs` (SPEC §9: admin search waits 1000 ms). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
