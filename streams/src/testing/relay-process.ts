/**
 * A relay in a process of its own, so that a test can kill it with SIGKILL mid-flight.
 * Env: DATABASE_URL, NATS_URL, DEPLOYMENT.
 */
import pg from 'pg';
import { connect } from 'nats';
import { natsConnectionOptions, natsNames } from '@stride/contracts/nats';
import { createPostgresEventStore } from '../postgres/event-store.ts';
import { startRelay } from '../relay.ts';
import { silentLog } from './harness.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const store = createPostgresEventStore({ pool });
const nats = await connect(natsConnectionOptions(process.env.NATS_URL ?? 'nats://127.0.0.1:4222'));
startRelay({
  store,
  nats,
  names: natsNames(process.env.DEPLOYMENT ?? 'missing'),
  databaseUrl: process.env.DATABASE_URL ?? '',
  log: silentLog,
  maxInFlight: 64,
});
process.stdout.write('relay started\n');
