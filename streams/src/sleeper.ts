/** A sleep that `wake()` cuts short: for loops that wait between retries but must stop at once. */
export interface Sleeper {
  sleep(this: void, ms: number): Promise<void>;
  wake(this: void): void;
}

export function sleeper(): Sleeper {
  let cancel: (() => void) | null = null;
  return {
    sleep(ms) {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        cancel = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
    wake() {
      const c = cancel;
      cancel = null;
      c?.();
    },
  };
}
