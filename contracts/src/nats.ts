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
    consumer: (projector) => `${d}_${sanitizeDeployment(projector)}`,
    changeSubject: (readModel, key) => `${d}.changes.${subjectToken(readModel)}.${subjectToken(key)}`,
    changeWildcard: (readModel) => `${d}.changes.${subjectToken(readModel)}.*`,
    progressSubject: (projector) => `${d}.progress.${subjectToken(projector)}`,
    progressWildcard: `${d}.progress.*`,
  };
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
