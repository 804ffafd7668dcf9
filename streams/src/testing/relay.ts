/** The relay of a test harness: from its store to its NATS namespace, logging nothing. */
import { startRelay, type Relay, type RelayOptions } from '../relay.ts';
import { silentLog, type TestHarness } from './harness.ts';

export function startTestRelay(h: TestHarness, options: Partial<RelayOptions> = {}): Relay {
  return startRelay({
    store: h.store,
    nats: h.nats,
    names: h.names,
    databaseUrl: h.db.url,
    log: silentLog,
    ...options,
  });
}
