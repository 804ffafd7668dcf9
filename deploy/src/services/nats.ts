/**
 * NATS with JetStream for one machine: the configured servers, the one on the standard port when
 * JetStream is enabled there, or a private `nats-server` started into the data folder. The private
 * server admits only the platform's users (nats-auth.ts); a configured URL may carry credentials
 * (`nats://user:password@host:4222`, `nats://token@host:4222`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { connect, type NatsConnection } from 'nats';
import { natsConnectionOptions, redactNatsUrl } from '@stride/contracts/nats';
import { nothingToStop, ServicesError, type Context, type Part } from './context.ts';
import { claimInstance } from './instance-lock.ts';
import {
  privateNatsAuthorization,
  natsPasswords,
  natsUrlAs,
  type NatsPasswords,
  type NatsUser,
} from './nats-auth.ts';
import { choosePort, portIsOpen, readNumber } from './ports.ts';
import { isExecutable, readLog, runText, startedPart, startServer, waitUntil } from './server-process.ts';

const STANDARD_NATS = { host: '127.0.0.1', port: 4222 } as const;

/** A NATS server: `url` signs in as `all`; `urlFor` as a role, on a server with users. */
export interface NatsPart extends Part {
  urlFor(user: NatsUser): string;
}

const sameUrl = (part: Part): NatsPart => ({ ...part, urlFor: () => part.url });

function withUsers(part: Part & { readonly base: string }, passwords: NatsPasswords): NatsPart {
  return {
    url: natsUrlAs(part.base, 'all', passwords),
    private: part.private,
    source: part.source,
    stop: () => part.stop(),
    urlFor: (user) => natsUrlAs(part.base, user, passwords),
  };
}

export async function ensureNats(context: Context, configured: string | undefined): Promise<NatsPart> {
  const { log } = context;
  if (configured !== undefined) {
    await checkJetStream(configured, 'NATS_URL');
    log(`NATS: using ${redactNatsUrl(configured)} (NATS_URL, JetStream enabled)`);
    return sameUrl({ url: configured, private: false, source: 'configured', stop: nothingToStop });
  }
  if (!context.forcePrivate.nats) {
    const { host, port } = STANDARD_NATS;
    const url = `nats://${host}:${port}`;
    if (await portIsOpen(host, port)) {
      try {
        await checkJetStream(url, `the NATS server on ${host}:${port}`);
        log(`NATS: using ${url} (JetStream enabled)`);
        return sameUrl({ url, private: false, source: 'standard', stop: nothingToStop });
      } catch (error) {
        log(`NATS: ${(error as Error).message}; starting a private server`);
      }
    } else {
      log(`NATS: nothing answers on ${host}:${port}; starting a private server`);
    }
  }
  return startPrivateNats(context);
}

async function checkJetStream(servers: string, what: string): Promise<void> {
  let nc: NatsConnection;
  const shown = redactNatsUrl(servers);
  try {
    nc = await connect({
      ...natsConnectionOptions(servers),
      timeout: 5000,
      reconnect: false,
      name: 'stride-services',
    });
  } catch (error) {
    throw new ServicesError(`NATS: cannot connect to ${what} (${shown}): ${(error as Error).message}`, {
      cause: error,
    });
  }
  try {
    const jsm = await nc.jetstreamManager();
    await jsm.getAccountInfo();
  } catch (error) {
    throw new ServicesError(
      `NATS: JetStream is not enabled on ${what} (${shown}): ${(error as Error).message}. ` +
        'Start nats-server with -js (or a jetstream {} block in its configuration).',
      { cause: error },
    );
  } finally {
    await nc.close().catch(() => undefined);
  }
}

async function startPrivateNats(context: Context): Promise<NatsPart> {
  const { log, purpose } = context;
  const binary = findNatsServer();
  const claimed = await claimInstance(context, 'nats', 'nats-server', 'SIGTERM', 'NATS');
  if ('shared' in claimed) {
    const base = `nats://127.0.0.1:${claimed.port}`;
    const passwords = natsPasswords(`${path.join(context.dataDir, 'nats')}.users.json`);
    await checkJetStream(
      natsUrlAs(base, 'all', passwords),
      `the private NATS server of process ${claimed.owner}`,
    );
    log(`NATS: using the private server of process ${claimed.owner} on 127.0.0.1:${claimed.port}`);
    return withUsers({ base, url: base, private: false, source: 'private', stop: nothingToStop }, passwords);
  }
  const instance = claimed;
  try {
    const passwords = natsPasswords(`${instance.dir}.users.json`);
    const version = /v(\d+)\.(\d+)[.\w-]*/.exec(runText(binary, ['--version']));
    const syncAlwaysSupported =
      version !== null && (Number(version[1]) > 2 || (Number(version[1]) === 2 && Number(version[2]) >= 10));
    const lines = [
      '# Written by deploy/src/services/nats.ts at every start.',
      'max_payload: 8MB',
      ...privateNatsAuthorization(passwords),
    ];
    if (purpose === 'start' && syncAlwaysSupported) {
      // Without it an acknowledged JetStream write can be lost on power failure (deploy/README.md).
      lines.push('jetstream {', '  sync_interval: always', '}');
    } else if (purpose === 'start') {
      log(
        `NATS: ${binary} (${version?.[0] ?? 'unknown version'}) has no sync_interval option (NATS 2.10+); ` +
          'acknowledged JetStream writes may be lost on power failure',
      );
    }
    const configFile = `${instance.dir}.conf`;
    fs.mkdirSync(instance.dir, { recursive: true });
    fs.writeFileSync(configFile, `${lines.join('\n')}\n`, { mode: 0o600 });

    let lastError: unknown;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const port = await choosePort(readNumber(`${instance.dir}.port`));
      const monitorPort = await choosePort(undefined, [port]);
      const args = [
        '-c',
        configFile,
        '-js',
        '-sd',
        instance.dir,
        '-a',
        '127.0.0.1',
        '-p',
        String(port),
        '-m',
        String(monitorPort),
      ];
      const child = startServer(instance, binary, args, undefined, 'SIGTERM', 'NATS');
      const base = `nats://127.0.0.1:${port}`;
      try {
        await waitUntil(
          child,
          () => checkJetStream(natsUrlAs(base, 'all', passwords), 'the private NATS server'),
          port,
        );
      } catch (error) {
        await child.stop();
        lastError = error;
        if (/address already in use/i.test(readLog(instance.logFile))) {
          log(`NATS: port ${port} or ${monitorPort} was taken meanwhile; trying others`);
          continue;
        }
        throw error;
      }
      fs.writeFileSync(`${instance.dir}.port`, `${port}\n`);
      return withUsers({ ...startedPart('NATS', base, port, child, instance, log), base }, passwords);
    }
    throw lastError;
  } catch (error) {
    instance.release();
    throw error;
  }
}

export function findNatsServer(): string {
  const dirs = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    '/usr/sbin',
    '/usr/bin',
    '/usr/local/bin',
    '/sbin',
  ];
  for (const dir of dirs) {
    if (dir !== '' && isExecutable(path.join(dir, 'nats-server'))) return path.join(dir, 'nats-server');
  }
  throw new ServicesError(
    'NATS server binary nats-server not found (on PATH, /usr/sbin or /usr/bin): install the Debian package nats-server ' +
      '(apt-get install nats-server), or set NATS_URL to a NATS server with JetStream enabled.',
  );
}
