/**
 * NATS with JetStream for one machine: the configured servers, the one on the standard port when
 * JetStream is enabled there, or a private `nats-server` started into the data folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { connect, type NatsConnection } from 'nats';
import { nothingToStop, ServicesError, type Context, type Part } from './context.ts';
import { claimInstance } from './instance-lock.ts';
import { choosePort, portIsOpen, readNumber } from './ports.ts';
import { isExecutable, readLog, runText, startedPart, startServer, waitUntil } from './server-process.ts';

const STANDARD_NATS = { host: '127.0.0.1', port: 4222 } as const;

export async function ensureNats(context: Context, configured: string | undefined): Promise<Part> {
  const { log } = context;
  if (configured !== undefined) {
    await checkJetStream(configured, 'NATS_URL');
    log(`NATS: using ${configured} (NATS_URL, JetStream enabled)`);
    return { url: configured, private: false, stop: nothingToStop };
  }
  if (!context.forcePrivate) {
    const { host, port } = STANDARD_NATS;
    const url = `nats://${host}:${port}`;
    if (await portIsOpen(host, port)) {
      try {
        await checkJetStream(url, `the NATS server on ${host}:${port}`);
        log(`NATS: using ${url} (JetStream enabled)`);
        return { url, private: false, stop: nothingToStop };
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
  try {
    nc = await connect({
      servers: servers.split(',').map((s) => s.trim()),
      timeout: 5000,
      reconnect: false,
      name: 'stride-services',
    });
  } catch (error) {
    throw new ServicesError(`NATS: cannot connect to ${what} (${servers}): ${(error as Error).message}`, {
      cause: error,
    });
  }
  try {
    const jsm = await nc.jetstreamManager();
    await jsm.getAccountInfo();
  } catch (error) {
    throw new ServicesError(
      `NATS: JetStream is not enabled on ${what} (${servers}): ${(error as Error).message}. ` +
        'Start nats-server with -js (or a jetstream {} block in its configuration).',
      { cause: error },
    );
  } finally {
    await nc.close().catch(() => undefined);
  }
}

async function startPrivateNats(context: Context): Promise<Part> {
  const { log, purpose } = context;
  const binary = findNatsServer();
  const claimed = await claimInstance(context, 'nats', 'nats-server', 'SIGTERM', 'NATS');
  if ('shared' in claimed) {
    const url = `nats://127.0.0.1:${claimed.port}`;
    await checkJetStream(url, `the private NATS server of process ${claimed.owner}`);
    log(`NATS: using the private server of process ${claimed.owner} on 127.0.0.1:${claimed.port}`);
    return { url, private: false, stop: nothingToStop };
  }
  const instance = claimed;
  try {
    const version = /v(\d+)\.(\d+)[.\w-]*/.exec(runText(binary, ['--version']));
    const syncAlwaysSupported =
      version !== null && (Number(version[1]) > 2 || (Number(version[1]) === 2 && Number(version[2]) >= 10));
    const lines = ['# Written by deploy/src/services/nats.ts at every start.', 'max_payload: 8MB'];
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
    fs.writeFileSync(configFile, `${lines.join('\n')}\n`);

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
      const url = `nats://127.0.0.1:${port}`;
      try {
        await waitUntil(child, () => checkJetStream(url, 'the private NATS server'), port);
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
      return startedPart('NATS', url, port, child, instance, log);
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
