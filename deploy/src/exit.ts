/**
 * Ending a command-line process without losing its output. `process.exit()` ends the process at
 * once, and what stdout or stderr has not yet handed to a pipe is lost: a pipe takes 64 KiB at a
 * time, so `npm run metrics -- <file> --json | jq .` used to stop there. Where nothing else keeps
 * the process alive, set `process.exitCode` and let the event loop end. Where something may (a
 * pool, a NATS connection, a server's handles), end with `exitWhenWritten`.
 */

/** Exits with `code` once everything written to stdout and stderr so far has been handed on. */
export async function exitWhenWritten(code: number): Promise<never> {
  process.exitCode = code;
  await Promise.all([written(process.stdout), written(process.stderr)]);
  process.exit(code);
}

/**
 * Resolves once what was written to `stream` before the call has been handed to the system: writes
 * complete in order, so the callback of an empty one comes after theirs. Also when the reader is
 * gone (EPIPE): there is nothing left to wait for.
 */
export function written(stream: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve) => {
    stream.once('error', () => resolve());
    stream.write('', () => resolve());
  });
}
