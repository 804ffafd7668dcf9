/**
 * Integration tests need a PostgreSQL and a NATS JetStream server. Use the ones in DATABASE_URL /
 * NATS_URL or on the standard ports; otherwise start private ones (deploy/src/services.ts).
 */
import { ensureServices } from '@stride/deploy/services';

export default async function setup(): Promise<() => Promise<void>> {
  const services = await ensureServices({ dataDir: '.data/test-services', purpose: 'tests' });
  process.env.DATABASE_URL = services.databaseUrl;
  process.env.NATS_URL = services.natsUrl;
  return () => services.stop();
}
