export type WakeList = {
  /** Resolves at the next `wakeAll` or after `timeoutMs`, whichever comes first. */
  next(timeoutMs: number): Promise<void>;
  wakeAll(): void;
};

export function wakeList(): WakeList {
  let waiters: Array<() => void> = [];
  return {
    next(timeoutMs) {
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== wake);
          resolve();
        }, timeoutMs);
        waiters.push(wake);
      });
    },
    wakeAll() {
      const current = waiters;
      waiters = [];
      for (const wake of current) wake();
    },
  };
}
