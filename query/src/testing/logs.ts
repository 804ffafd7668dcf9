/** A logger for tests that look at what the API logged. */
import { Writable } from 'node:stream';
import pino, { type Level, type Logger } from 'pino';

export interface KeptLog {
  readonly log: Logger;
  /** Every line written so far at `level` or above (pino JSON, parsed). */
  readonly logs: Record<string, unknown>[];
}

export function keptLog(level: Level): KeptLog {
  const logs: Record<string, unknown>[] = [];
  const log = pino(
    { level },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  return { log, logs };
}
