/**
 * Metadata stored with every domain event (ARCHITECTURE.md rule 3). Audit, replay and idempotency
 * depend on it: a repeated `commandId` never appends twice.
 */
export interface EventMetadata {
  readonly actorId: string;
  readonly impersonatorId?: string | null;
  readonly clubId?: string | null;
  readonly correlationId: string;
  readonly causationId: string;
  readonly commandId: string;
  /** The command that wrote the event (`StartEvent`): a reused commandId must name the same one. */
  readonly commandType?: string;
  /** ISO-8601 instant at which the command was accepted: the only clock a decider sees. */
  readonly occurredAt: string;
  readonly schemaVersion: number;
}

/** Identity of the caller. Until accounts exist (#4) every caller is the anonymous actor. */
export const ANONYMOUS_ACTOR_ID = 'anonymous';

/** The readonly `{ type, data, metadata }` shape of every domain event. */
export interface DomainEvent<Type extends string, Data> {
  readonly type: Type;
  readonly data: Readonly<Data>;
  readonly metadata?: EventMetadata;
}
