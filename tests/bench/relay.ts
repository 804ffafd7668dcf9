import { randomUUID } from 'node:crypto';
import { openTestHarness } from '@stride/streams/testing/harness';
import { startTestRelay } from '@stride/streams/testing/relay';
import { rate, report } from './stats.ts';

export async function relayBench(): Promise<void> {
  const h = await openTestHarness('bench');
  try {
    const total = 50_000;
    for (let i = 0; i < total / 500; i++) {
      await h.store.append(
        `bench-${i % 25}`,
        Array.from({ length: 500 }, (_, k) => ({
          id: randomUUID(),
          type: 'BenchmarkRecorded',
          data: { i, k, speed: 5.5 },
        })),
      );
    }
    const started = performance.now();
    const relay = startTestRelay(h);
    await relay.caughtUp(120_000);
    const elapsed = performance.now() - started;
    await relay.stop();
    report(
      `relay, backlog of ${total.toLocaleString('en-GB')} events to JetStream`,
      rate(total, elapsed),
      'events/s',
    );
  } finally {
    await h.close();
  }
}
