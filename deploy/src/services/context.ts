/** What the parts of `ensureServices` share: its options as they decide, their result, their error. */

/** A problem the operator has to solve (missing binary, unusable server…); the message says how. */
export class ServicesError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ServicesError';
  }
}

export const READY_TIMEOUT_MS = 30_000;
export const STOP_TIMEOUT_MS = 30_000;

/** One server as `ensureServices` found or started it. */
export interface Part {
  readonly url: string;
  readonly private: boolean;
  stop(): Promise<void>;
}

export interface Context {
  readonly dataDir: string;
  readonly purpose: 'start' | 'tests';
  readonly log: (msg: string) => void;
  readonly forcePrivate: boolean;
}

export const nothingToStop = (): Promise<void> => Promise.resolve();
