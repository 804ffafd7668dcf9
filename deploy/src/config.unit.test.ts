import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, configTableMarkdown, configVariables, DEFAULT_WEB_DIR, loadConfig } from './config.ts';

let cwd: string;

beforeEach(() => {
  cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-config-'));
});

afterEach(() => {
  fs.rmSync(cwd, { recursive: true, force: true });
});

const SECRET = 'x'.repeat(40);

function load(env: Record<string, string | undefined>) {
  return loadConfig(env, { cwd });
}

function errorOf(env: Record<string, string | undefined>): ConfigError {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be rejected`);
}

describe('defaults', () => {
  it('gives a complete single-node configuration from an empty environment', () => {
    const config = load({});
    expect(config).toEqual({
      databaseUrl: undefined,
      natsUrl: undefined,
      eventStore: 'postgres',
      eventStoreConnectionString: undefined,
      port: 4000,
      host: '127.0.0.1',
      jwtSecret: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
      jwtSecretSource: 'generated',
      jwtSecretFile: path.join(cwd, '.data', 'jwt-secret'),
      smtpUrl: undefined,
      mailDir: path.join(cwd, '.data', 'mail'),
      publicUrl: 'http://127.0.0.1:4000',
      dataDir: path.join(cwd, '.data'),
      deployment: 'stride',
      logLevel: 'info',
      projectorMaxAttempts: 5,
      natsReplicas: 1,
      readYourWritesTimeoutMs: 2000,
      uploadMaxBytes: 268435456,
      uploadLimits: {
        maxDevices: 1000,
        maxUnpackedBytes: 1073741824,
        maxLines: 10_000_000,
        timeoutMs: 120_000,
        concurrency: 2,
        maxPending: 8,
        maxPendingPerClub: 3,
      },
      liveRateLimits: { burst: 200, perSecond: 100 },
      liveReorderMs: 2000,
      liveMaxFutureMs: 60000,
      liveUpdateIntervalMs: 1000,
      whatIfWorkers: undefined,
      uploadDir: undefined,
      webDir: DEFAULT_WEB_DIR,
      webDirIsDefault: true,
      corsOrigins: ['http://127.0.0.1:4000'],
      graphqlIntrospection: true,
      registrationsPerHour: 20,
      trustProxy: false,
      fromDataFolder: null,
    });
    expect(DEFAULT_WEB_DIR).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('treats empty and blank variables as unset', () => {
    const config = load({ PORT: '', HOST: '  ', EVENT_STORE: '', JWT_SECRET: '', LOG_LEVEL: '' });
    expect(config.port).toBe(4000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.eventStore).toBe('postgres');
    expect(config.jwtSecretSource).toBe('generated');
  });

  it('takes every variable when given', () => {
    const config = load({
      DATABASE_URL: 'postgres://stride:pw@db:5432/stride',
      NATS_URL: 'nats://n1:4222, nats://n2:4222,n3:4222',
      EVENT_STORE: 'ESDB',
      EVENTSTORE_CONNECTION_STRING: 'esdb://e1:2113,e2:2113,e3:2113?tls=false',
      PORT: '8080',
      HOST: '0.0.0.0',
      JWT_SECRET: SECRET,
      SMTP_URL: 'smtps://u:p@mail.example.org:465',
      MAIL_DIR: 'outbox',
      PUBLIC_URL: 'https://stride.example.org/',
      DATA_DIR: '/var/lib/stride',
      DEPLOYMENT: 'club-a_2',
      LOG_LEVEL: 'debug',
      PROJECTOR_MAX_ATTEMPTS: '3',
      NATS_REPLICAS: '3',
      READ_YOUR_WRITES_TIMEOUT_MS: '0',
      UPLOAD_MAX_BYTES: '1048576',
      UPLOAD_MAX_DEVICES: '50',
      UPLOAD_MAX_UNPACKED_BYTES: '2048',
      UPLOAD_MAX_LINES: '100',
      UPLOAD_PARSE_TIMEOUT_MS: '5000',
      UPLOAD_CONCURRENCY: '4',
      UPLOAD_MAX_PENDING: '20',
      UPLOAD_MAX_PENDING_PER_CLUB: '5',
      UPLOAD_DIR: 'uploads',
      WEB_DIR: 'public',
      CORS_ORIGINS: 'https://app.example.org, http://localhost:5173/',
      GRAPHQL_INTROSPECTION: 'false',
      REGISTRATIONS_PER_HOUR: '5',
      TRUST_PROXY: 'TRUE',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://stride:pw@db:5432/stride',
      natsUrl: 'nats://n1:4222,nats://n2:4222,n3:4222',
      eventStore: 'esdb',
      eventStoreConnectionString: 'esdb://e1:2113,e2:2113,e3:2113?tls=false',
      port: 8080,
      host: '0.0.0.0',
      jwtSecret: SECRET,
      jwtSecretSource: 'env',
      smtpUrl: 'smtps://u:p@mail.example.org:465',
      mailDir: path.join(cwd, 'outbox'),
      publicUrl: 'https://stride.example.org',
      dataDir: '/var/lib/stride',
      deployment: 'club-a_2',
      logLevel: 'debug',
      projectorMaxAttempts: 3,
      natsReplicas: 3,
      readYourWritesTimeoutMs: 0,
      uploadMaxBytes: 1048576,
      uploadLimits: {
        maxDevices: 50,
        maxUnpackedBytes: 2048,
        maxLines: 100,
        timeoutMs: 5000,
        concurrency: 4,
        maxPending: 20,
        maxPendingPerClub: 5,
      },
      uploadDir: path.join(cwd, 'uploads'),
      webDir: path.join(cwd, 'public'),
      webDirIsDefault: false,
      corsOrigins: ['https://app.example.org', 'http://localhost:5173'],
      graphqlIntrospection: false,
      registrationsPerHour: 5,
      trustProxy: true,
    });
    expect(fs.existsSync('/var/lib/stride/jwt-secret')).toBe(false);
  });

  it('derives MAIL_DIR from DATA_DIR and PUBLIC_URL from HOST and PORT', () => {
    const config = load({ DATA_DIR: 'state', HOST: 'stride.local', PORT: '81', JWT_SECRET: SECRET });
    expect(config.mailDir).toBe(path.join(cwd, 'state', 'mail'));
    expect(config.publicUrl).toBe('http://stride.local:81');
    expect(load({ HOST: '0.0.0.0', JWT_SECRET: SECRET }).publicUrl).toBe('http://localhost:4000');
    expect(load({ HOST: '::1', JWT_SECRET: SECRET }).publicUrl).toBe('http://[::1]:4000');
  });

  it("allows the public URL's origin by default, and introspection unless NODE_ENV=production", () => {
    const config = load({ PUBLIC_URL: 'https://stride.example.org/app', JWT_SECRET: SECRET });
    expect(config.corsOrigins).toEqual(['https://stride.example.org']);
    expect(config.graphqlIntrospection).toBe(true);
    expect(load({ NODE_ENV: 'production', JWT_SECRET: SECRET }).graphqlIntrospection).toBe(false);
    const forced = load({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true', JWT_SECRET: SECRET });
    expect(forced.graphqlIntrospection).toBe(true);
  });
});

describe('JWT secret', () => {
  it('is generated once into <DATA_DIR>/jwt-secret with mode 0600, then reused', () => {
    const first = load({ DATA_DIR: 'd' });
    const file = path.join(cwd, 'd', 'jwt-secret');
    expect(first.jwtSecretSource).toBe('generated');
    expect(first.jwtSecretFile).toBe(file);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const second = load({ DATA_DIR: 'd' });
    expect(second.jwtSecretSource).toBe('file');
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(fs.readdirSync(path.join(cwd, 'd'))).toEqual(['jwt-secret']);
  });

  it('is not written when JWT_SECRET is set', () => {
    load({ JWT_SECRET: SECRET });
    expect(fs.existsSync(path.join(cwd, '.data', 'jwt-secret'))).toBe(false);
  });

  it('rejects a short JWT_SECRET', () => {
    const error = errorOf({ JWT_SECRET: 'secret' });
    expect(error.variable).toBe('JWT_SECRET');
    expect(error.message).toMatch(/JWT_SECRET must be at least 32 characters long \(got 6\)/);
  });

  it('rejects an unusable secret file, naming it', () => {
    fs.mkdirSync(path.join(cwd, '.data'));
    fs.writeFileSync(path.join(cwd, '.data', 'jwt-secret'), '\n');
    const error = errorOf({});
    expect(error.variable).toBe('JWT_SECRET');
    expect(error.message).toContain(path.join(cwd, '.data', 'jwt-secret'));
  });
});

describe('validation names the variable', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }, /DATABASE_URL is not a valid URL/],
    [
      'DATABASE_URL',
      { DATABASE_URL: 'mysql://u:secret@h/db' },
      /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
    ],
    ['NATS_URL', { NATS_URL: 'http://n1:4222' }, /NATS_URL must be a comma-separated list/],
    ['NATS_URL', { NATS_URL: 'nats://n1:4222,,nats://n2:4222' }, /NATS_URL must be a comma-separated list/],
    ['EVENT_STORE', { EVENT_STORE: 'mongodb' }, /EVENT_STORE must be "postgres" or "esdb", got "mongodb"/],
    [
      'EVENTSTORE_CONNECTION_STRING',
      { EVENT_STORE: 'esdb' },
      /EVENTSTORE_CONNECTION_STRING is required when EVENT_STORE=esdb/,
    ],
    [
      'EVENTSTORE_CONNECTION_STRING',
      { EVENT_STORE: 'esdb', EVENTSTORE_CONNECTION_STRING: 'http://e1:2113' },
      /EVENTSTORE_CONNECTION_STRING must start with esdb:\/\/ or esdb\+discover:\/\//,
    ],
    ['PORT', { PORT: 'eighty' }, /PORT must be a whole number from 1 to 65535, got "eighty"/],
    ['PORT', { PORT: '0' }, /PORT must be a whole number from 1 to 65535, got "0"/],
    ['PORT', { PORT: '65536' }, /PORT must be a whole number from 1 to 65535/],
    ['PORT', { PORT: '80.5' }, /PORT must be a whole number/],
    ['HOST', { HOST: 'http://x' }, /HOST must be a host name or IP address/],
    ['SMTP_URL', { SMTP_URL: 'mail.example.org:25' }, /SMTP_URL/],
    ['SMTP_URL', { SMTP_URL: 'imap://mail.example.org' }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    ['PUBLIC_URL', { PUBLIC_URL: 'stride.example.org' }, /PUBLIC_URL must be an absolute http\(s\) URL/],
    [
      'PUBLIC_URL',
      { PUBLIC_URL: 'ftp://stride.example.org' },
      /PUBLIC_URL must start with http:\/\/ or https:\/\//,
    ],
    ['PUBLIC_URL', { PUBLIC_URL: 'https://stride.example.org/?a=1' }, /PUBLIC_URL must not have a query/],
    ['CORS_ORIGINS', { CORS_ORIGINS: '*' }, /CORS_ORIGINS must be a comma-separated list of origins/],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'null' }, /CORS_ORIGINS must be a comma-separated list of origins/],
    [
      'CORS_ORIGINS',
      { CORS_ORIGINS: 'https://a.example/path' },
      /CORS_ORIGINS must be a comma-separated list of origins/,
    ],
    ['GRAPHQL_INTROSPECTION', { GRAPHQL_INTROSPECTION: 'maybe' }, /GRAPHQL_INTROSPECTION must be/],
    ['TRUST_PROXY', { TRUST_PROXY: '1' }, /TRUST_PROXY must be/],
    ['DEPLOYMENT', { DEPLOYMENT: 'club.a' }, /DEPLOYMENT may contain only letters, digits, "_" and "-"/],
    [
      'LOG_LEVEL',
      { LOG_LEVEL: 'verbose' },
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
    ],
    [
      'PROJECTOR_MAX_ATTEMPTS',
      { PROJECTOR_MAX_ATTEMPTS: '0' },
      /PROJECTOR_MAX_ATTEMPTS must be a whole number from 1/,
    ],
    [
      'PROJECTOR_MAX_ATTEMPTS',
      { PROJECTOR_MAX_ATTEMPTS: '-1' },
      /PROJECTOR_MAX_ATTEMPTS must be a whole number/,
    ],
    [
      'READ_YOUR_WRITES_TIMEOUT_MS',
      { READ_YOUR_WRITES_TIMEOUT_MS: '2s' },
      /READ_YOUR_WRITES_TIMEOUT_MS must be a whole number from 0/,
    ],
  ];

  it.each(cases)('%s: %j', (variable, env, message) => {
    const error = errorOf({ JWT_SECRET: SECRET, ...env });
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(message);
  });

  it('does not echo a password from a bad URL', () => {
    const error = errorOf({ DATABASE_URL: 'mysql://user:hunter2@db/x', JWT_SECRET: SECRET });
    expect(error.message).not.toContain('hunter2');
    expect(error.message).toContain('mysql://user:***@db/x');
  });
});

describe('variable table', () => {
  it('describes every variable once, each with a default and a description', () => {
    const names = configVariables.map((v) => v.name);
    expect(names).toEqual([
      'DATABASE_URL',
      'NATS_URL',
      'EVENT_STORE',
      'EVENTSTORE_CONNECTION_STRING',
      'PORT',
      'HOST',
      'JWT_SECRET',
      'SMTP_URL',
      'MAIL_DIR',
      'PUBLIC_URL',
      'DATA_DIR',
      'DEPLOYMENT',
      'LOG_LEVEL',
      'NATS_REPLICAS',
      'PROJECTOR_MAX_ATTEMPTS',
      'READ_YOUR_WRITES_TIMEOUT_MS',
      'UPLOAD_MAX_BYTES',
      'UPLOAD_MAX_DEVICES',
      'UPLOAD_MAX_UNPACKED_BYTES',
      'UPLOAD_MAX_LINES',
      'UPLOAD_PARSE_TIMEOUT_MS',
      'UPLOAD_CONCURRENCY',
      'UPLOAD_MAX_PENDING',
      'UPLOAD_MAX_PENDING_PER_CLUB',
      'LIVE_RATE_BURST',
      'LIVE_RATE_PER_SECOND',
      'LIVE_REORDER_MS',
      'LIVE_MAX_FUTURE_MS',
      'LIVE_UPDATE_INTERVAL_MS',
      'WHATIF_WORKERS',
      'UPLOAD_DIR',
      'WEB_DIR',
      'CORS_ORIGINS',
      'GRAPHQL_INTROSPECTION',
      'REGISTRATIONS_PER_HOUR',
      'TRUST_PROXY',
    ]);
    for (const v of configVariables) {
      expect(v.default.length).toBeGreaterThan(0);
      expect(v.description.length).toBeGreaterThan(10);
    }
  });

  it('matches the defaults loadConfig applies', () => {
    const config = load({});
    const defaultOf = (name: string) => configVariables.find((v) => v.name === name)?.default;
    expect(defaultOf('PORT')).toBe(String(config.port));
    expect(defaultOf('HOST')).toBe(config.host);
    expect(defaultOf('EVENT_STORE')).toBe(config.eventStore);
    expect(defaultOf('DEPLOYMENT')).toBe(config.deployment);
    expect(defaultOf('LOG_LEVEL')).toBe(config.logLevel);
    expect(defaultOf('PROJECTOR_MAX_ATTEMPTS')).toBe(String(config.projectorMaxAttempts));
    expect(defaultOf('READ_YOUR_WRITES_TIMEOUT_MS')).toBe(String(config.readYourWritesTimeoutMs));
    expect(defaultOf('UPLOAD_MAX_BYTES')).toBe(String(config.uploadMaxBytes));
    expect(defaultOf('UPLOAD_MAX_DEVICES')).toBe(String(config.uploadLimits.maxDevices));
    expect(defaultOf('UPLOAD_PARSE_TIMEOUT_MS')).toBe(String(config.uploadLimits.timeoutMs));
    expect(defaultOf('UPLOAD_MAX_PENDING_PER_CLUB')).toBe(String(config.uploadLimits.maxPendingPerClub));
    expect(config.webDir?.endsWith(path.join(defaultOf('WEB_DIR') ?? '?'))).toBe(true);
  });

  it('serves no web app with WEB_DIR=none', () => {
    expect(load({ WEB_DIR: 'None' }).webDir).toBeNull();
  });

  it('is what deploy/README.md shows', () => {
    const readme = fs.readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const section = /<!-- config-table:start -->([\s\S]*?)<!-- config-table:end -->/.exec(readme)?.[1];
    expect(section, 'README has the config-table markers').toBeDefined();
    // Cell by cell, so that Prettier's column alignment does not matter.
    expect(tableCells(section!)).toEqual(tableCells(configTableMarkdown()));
  });
});

function tableCells(markdown: string): string[][] {
  return markdown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}
