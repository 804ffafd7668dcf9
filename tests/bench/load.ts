/** Open-loop load and subscription timing shared by the end-to-end benchmarks. */
import type { Client } from 'graphql-ws';

/**
 * Subscribes to each event's status over graphql-ws and resolves once every subscription has
 * shown the event NOT_STARTED; the map then fills with the instant each was first pushed STARTED.
 */
export async function watchStarts(client: Client, ids: readonly string[]): Promise<Map<string, number>> {
  const pushedAt = new Map<string, number>();
  await Promise.all(
    ids.map(
      (id) =>
        new Promise<void>((resolve, reject) => {
          client.subscribe<{ event: { status: string } | null }>(
            { query: 'subscription ($id: ID!) { event(eventId: $id) { status } }', variables: { id } },
            {
              next: (message) => {
                const status = message.data?.event?.status;
                if (status === 'NOT_STARTED') resolve();
                if (status === 'STARTED' && !pushedAt.has(id)) pushedAt.set(id, performance.now());
              },
              error: reject,
              complete: () => undefined,
            },
          );
        }),
    ),
  );
  return pushedAt;
}

/** Milliseconds from `sent` until `id` was pushed, waiting up to 10 s for the push. */
export async function pushLatency(
  pushedAt: Map<string, number>,
  id: string,
  sent: number,
): Promise<number | undefined> {
  const deadline = Date.now() + 10_000;
  while (!pushedAt.has(id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
  const at = pushedAt.get(id);
  return at === undefined ? undefined : at - sent;
}

/**
 * Calls `send(i, sentAt)` `total` times at `rate` per second, without waiting for answers (an
 * open loop, as independent clients behave). Resolves with the seconds it took once all settled.
 */
export async function steadyLoad(
  rate: number,
  total: number,
  send: (i: number, sentAt: number) => Promise<void>,
): Promise<number> {
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(send(i, performance.now()));
  }
  await Promise.all(inFlight);
  return (performance.now() - started) / 1000;
}
