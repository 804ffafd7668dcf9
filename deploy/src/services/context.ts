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

/** Where a server came from: given in the environment, found on its standard port, or private. */
export type ServerSource = 'configured' | 'standard' | 'private';

/** One server as `ensureServices` found or started it. */
export interface Part {
  readonly url: string;
  /** Started by this call (and stopped by its `stop`). */
  readonly private: boolean;
  /** `private` also when it is another process's private server, shared. */
  readonly source: ServerSource;
  stop(): Promise<void>;
}

export interface Context {
  readonly dataDir: string;
  readonly purpose: 'start' | 'tests';
  readonly log: (msg: string) => void;
  /** Skip configured and standard-port servers: always a private one (per server). */
  readonly forcePrivate: { readonly postgres: boolean; readonly nats: boolean };
}

export const nothingToStop = (): Promise<void> => Promise.resolve();
