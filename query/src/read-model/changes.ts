/**
 * How the read side hears that a read model changed. Its own module (not the context's) because
 * the context and the read-side caches both depend on it.
 */

/** Core-NATS change notices of the projectors (`names.changeSubject`). */
export interface ChangeFeed {
  /** Call `onNotice` for every notice on `subject` until `close()`. */
  watch(subject: string, onNotice: () => void): { close(): void };
}
