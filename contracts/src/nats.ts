/**
 * Names of every NATS resource, all under one deployment name so that two deployments (or two
 * test runs) sharing a NATS server never see each other's messages.
 */
export function sanitizeDeployment(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_-]/g, '_');
  if (cleaned.length === 0) throw new Error('deployment name must not be empty');
  return cleaned;
}

/** NATS subject tokens cannot hold '.', '*', '>' or whitespace. */
export function subjectToken(value: string): string {
  return value.replace(/[.*>\s]/g, '_') || '_';
}

export interface NatsNames {
  readonly deployment: string;
  /** The JetStream stream holding every relayed domain event. */
  readonly eventsStream: string;
  /** Subjects the events stream captures. */
  readonly eventsSubjects: string;
  /** Subject of one relayed event, by stream category. */
  eventSubject(category: string): string;
  /**
   * Subject of one relayed event of a category the relay partitions (its `partitions` option):
   * `…events.<category>.<partition>`, still under `eventsSubjects`.
   */
  eventPartitionSubject(category: string, partition: number): string;
  /** Durable consumer of a projector. */
  consumer(projector: string): string;
  /** Core-NATS notice: a read model row changed (payload: ReadModelChange). */
  changeSubject(readModel: string, key: string): string;
  /** Every change notice of one read model, whatever the key. */
  changeWildcard(readModel: string): string;
  /** Core-NATS notice: a projector committed up to a position (payload: ProjectorProgress). */
  progressSubject(projector: string): string;
  readonly progressWildcard: string;
}

export function natsNames(deployment: string): NatsNames {
  const d = sanitizeDeployment(deployment);
  return {
    deployment: d,
    eventsStream: `${d}_events`,
    eventsSubjects: `${d}.events.>`,
    eventSubject: (category) => `${d}.events.${subjectToken(category)}`,
    eventPartitionSubject: (category, partition) => `${d}.events.${subjectToken(category)}.${partition}`,
    consumer: (projector) => `${d}_${sanitizeDeployment(projector)}`,
    changeSubject: (readModel, key) => `${d}.changes.${subjectToken(readModel)}.${subjectToken(key)}`,
    changeWildcard: (readModel) => `${d}.changes.${subjectToken(readModel)}.*`,
    progressSubject: (projector) => `${d}.progress.${subjectToken(projector)}`,
    progressWildcard: `${d}.progress.*`,
  };
}

/**
 * The partition (0 to `partitions` - 1) of a key, the same in every process and release: 32-bit
 * FNV-1a of its UTF-16 code units, modulo `partitions`. The relay partitions sample batches by
 * their live event's id with it, so one event's batches stay on one subject, in order.
 */
export function partitionOf(key: string, partitions: number): number {
  if (!Number.isInteger(partitions) || partitions < 1)
    throw new Error(`partitions must be a positive integer`);
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % partitions;
}

/** Headers the relay puts on each JetStream message (the payload is the event's data bytes). */
export const relayHeaders = {
  msgId: 'Nats-Msg-Id',
  type: 'Es-Type',
  stream: 'Es-Stream',
  revision: 'Es-Revision',
  commit: 'Es-Commit',
  prepare: 'Es-Prepare',
  contentType: 'Es-Content-Type',
  metadata: 'Es-Metadata',
  created: 'Es-Created',
} as const;

export interface ReadModelChange {
  readonly readModel: string;
  readonly key: string;
  /** `$all` position (commit:prepare, decimal) of the event that caused the change. */
  readonly position: string;
}

export interface ProjectorProgress {
  readonly projector: string;
  readonly position: string;
}

/** What `connect()` of the nats package needs from a NATS_URL. */
export interface NatsConnectionOptions {
  readonly servers: string[];
  readonly user?: string;
  readonly pass?: string;
  readonly token?: string;
}

/**
 * Servers and credentials from a comma-separated NATS_URL. The nats package ignores credentials
 * in a URL, so they are taken out here: `nats://user:password@host:4222` signs in as a user,
 * `nats://token@host:4222` with a token. Several servers share the first credentials given.
 * Percent-encoded characters (`%40` for `@`) are decoded.
 */
export function natsConnectionOptions(url: string): NatsConnectionOptions {
  let credentials: Pick<NatsConnectionOptions, 'user' | 'pass' | 'token'> | null = null;
  const servers = url
    .split(',')
    .map((server) => server.trim())
    .filter((server) => server !== '')
    .map((server) => {
      const match = /^([a-z]+:\/\/)?([^@/]*)@(.*)$/i.exec(server);
      if (match === null) return server;
      const [, scheme = '', userInfo = '', rest = ''] = match;
      const colon = userInfo.indexOf(':');
      credentials ??=
        colon < 0
          ? { token: decodeURIComponent(userInfo) }
          : {
              user: decodeURIComponent(userInfo.slice(0, colon)),
              pass: decodeURIComponent(userInfo.slice(colon + 1)),
            };
      return `${scheme}${rest}`;
    });
  return { servers, ...(credentials ?? {}) };
}

/**
 * What every long-running process gives the nats client beside its servers and credentials: it
 * reconnects for ever, going round the servers it was given; it notices a server that stopped
 * answering with the socket still open (a hung or cut-off machine) after about 15 s, where the
 * client's defaults (a PING every 2 minutes, 2 unanswered) take 4 to 6 minutes; and it gives up
 * on a server that takes the connection but says nothing after 5 s rather than 20
 * (deploy/README.md, "Failure modes").
 */
export const natsResilience = {
  maxReconnectAttempts: -1,
  pingInterval: 5_000,
  maxPingOut: 2,
  timeout: 5_000,
} as const;

/** A NATS_URL fit for a log: passwords and tokens replaced by `***`. */
export function redactNatsUrl(url: string): string {
  return url.replace(/(\/\/|^|,)([^@,/]*)@/g, (_all, start: string, userInfo: string) => {
    const colon = userInfo.indexOf(':');
    return `${start}${colon < 0 ? '***' : `${userInfo.slice(0, colon)}:***`}@`;
  });
}
