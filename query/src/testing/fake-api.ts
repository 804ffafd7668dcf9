/**
 * The GraphQL API over in-memory stand-ins (no PostgreSQL, no NATS, no store) for unit tests
 * that call `yoga.fetch` in-process. The stand-in commands keep just enough of the event rules
 * to answer; tests that need the real rules use the integration test.
 */
import type { CreateEventInput, EventCommands } from '@stride/command/event/handlers';
import { derivedId, type CommandContext } from '@stride/command/handler';
import { DomainError } from '@stride/contracts/errors';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import { natsNames } from '@stride/contracts/nats';
import { uncachedAccess } from '../auth/access-cache.ts';
import type { ApiDependencies, Viewer } from '../context.ts';
import type { PrincipalModel } from '../read-model/catalog.ts';
import type { EventRow } from '../read-model/events.ts';
import { createYogaApp, type ApiYoga } from '../yoga.ts';
import { keptLog } from './logs.ts';

export interface CommandCall {
  readonly command: 'createEvent' | 'startEvent' | 'stopEvent';
  readonly input: CreateEventInput | string;
  readonly context: CommandContext;
}

export interface FakeApi {
  readonly yoga: ApiYoga;
  readonly deps: ApiDependencies;
  /** Rows of `rm.events` by id. */
  readonly rows: Map<string, EventRow>;
  readonly calls: CommandCall[];
  /** Log records written so far (pino JSON, parsed). */
  readonly logs: Record<string, unknown>[];
  /** Send a change notice on a subject, as the projector does after commit. */
  notify(subject: string): void;
  /** Watchers currently open, by subject. */
  watching(subject: string): number;
  /** Make the next command throw this instead of running. */
  failNextCommand(error: unknown): void;
  /** Stop live subscriptions, as the API's close() does. */
  shutdown(): void;
}

export const FAKE_CLUB_ID = 'club-1';

/** Every request of the fake API comes from the manager of `FAKE_CLUB_ID`. */
const principal: PrincipalModel = {
  userId: 'manager-1',
  verified: true,
  admin: false,
  user: {
    id: 'manager-1',
    email: 'manager@example.com',
    verified: true,
    admin: false,
    locale: 'en-US',
    createdAt: new Date(0),
  },
  staffId: 'staff-1',
  credentialsChangedAt: null,
  staff: { clubId: FAKE_CLUB_ID, isManager: true, coachTeamIds: [] },
  club: { active: true, expiresAt: null },
};
const FAKE_MANAGER: Viewer = {
  actorId: principal.userId,
  impersonatorId: null,
  clubId: FAKE_CLUB_ID,
  principal,
  impersonator: null,
  sessionToken: null,
  tokenProblem: null,
  demo: false,
};

export function fakeApi(): FakeApi {
  const rows = new Map<string, EventRow>();
  const calls: CommandCall[] = [];
  const watchers = new Map<string, Set<() => void>>();
  const shutdown = new AbortController();
  let nextFailure: { error: unknown } | null = null;
  let position = 0n;

  const { log, logs } = keptLog('debug');

  const written = (eventId: string) => {
    position++;
    const row = rows.get(eventId);
    if (row) rows.set(eventId, { ...row, revision: String(BigInt(row.revision) + 1n) });
    return {
      position: { commit: position, prepare: position },
      nextExpectedRevision: 0n,
      events: [] as EventStreamEvent[],
      repeated: false,
    };
  };
  const failIfAsked = () => {
    if (nextFailure) {
      const { error } = nextFailure;
      nextFailure = null;
      throw error;
    }
  };

  // Only the spine's three commands: these tests are about the API's plumbing, not the rules.
  const spine: Pick<EventCommands, 'createEvent' | 'startEvent' | 'stopEvent'> = {
    createEvent(input, context) {
      calls.push({ command: 'createEvent', input, context });
      failIfAsked();
      const eventId = derivedId('event', context.commandId);
      if (!rows.has(eventId)) {
        rows.set(eventId, {
          id: eventId,
          team_id: input.teamId,
          name: input.name,
          type: input.eventType,
          days_to_match: input.daysToMatch ?? null,
          status: 'NOT_STARTED',
          planned_start_date: input.startDate ?? null,
          planned_end_date: input.endDate ?? null,
          started_at: null,
          stopped_at: null,
          place: null,
          theme: null,
          competition: null,
          score_team: null,
          score_adv: null,
          match_system: null,
          locked: false,
          ranges: [],
          periods: [],
          player_ids: [...(input.playerIds ?? [])],
          tags: [],
          created_at: context.occurredAt,
          updated_at: context.occurredAt,
          revision: '-1',
        });
      }
      return Promise.resolve({ ...written(eventId), eventId });
    },
    startEvent(eventId, context) {
      calls.push({ command: 'startEvent', input: eventId, context });
      failIfAsked();
      const row = rows.get(eventId);
      if (!row) throw new DomainError('EVENT_NOT_FOUND');
      if (row.status !== 'NOT_STARTED')
        throw new DomainError(row.status === 'STARTED' ? 'EVENT_STARTED' : 'EVENT_FINISHED');
      rows.set(eventId, {
        ...row,
        status: 'STARTED',
        started_at: context.occurredAt,
        updated_at: context.occurredAt,
      });
      return Promise.resolve(written(eventId));
    },
    stopEvent(eventId, context) {
      calls.push({ command: 'stopEvent', input: eventId, context });
      failIfAsked();
      const row = rows.get(eventId);
      if (!row) throw new DomainError('EVENT_NOT_FOUND');
      if (row.status !== 'STARTED')
        throw new DomainError(row.status === 'NOT_STARTED' ? 'EVENT_NOT_STARTED' : 'EVENT_FINISHED');
      rows.set(eventId, {
        ...row,
        status: 'FINISHED',
        stopped_at: context.occurredAt,
        updated_at: context.occurredAt,
      });
      return Promise.resolve(written(eventId));
    },
  };

  const unused = (): never => {
    throw new Error('not part of the fake API');
  };
  const commands = Object.setPrototypeOf(spine, new Proxy({}, { get: unused })) as EventCommands;
  const deps: ApiDependencies = {
    db: {
      query<Row extends object>(text: string, values?: unknown[]) {
        // Every team exists and belongs to the caller's club: these tests are about events.
        if (text.includes('FROM rm.teams')) {
          const key = values?.[0];
          const teamId = Array.isArray(key) ? String(key[0]) : String(key);
          return Promise.resolve({
            rows: [
              {
                id: teamId,
                club_id: FAKE_CLUB_ID,
                name: 'Team',
                logo_url: null,
                created_at: new Date(0),
                players_count: 0,
                devices_count: 0,
                ranges: [],
              },
            ] as unknown as Row[],
          });
        }
        const row = rows.get(String(values?.[0]));
        return Promise.resolve({ rows: (row ? [{ ...row }] : []) as unknown as Row[] });
      },
    },
    commands,
    accounts: new Proxy({} as ApiDependencies['accounts'], { get: unused }),
    clubs: new Proxy({} as ApiDependencies['clubs'], { get: unused }),
    devices: new Proxy({} as ApiDependencies['devices'], { get: unused }),
    tags: new Proxy({} as ApiDependencies['tags'], { get: unused }),
    availability: new Proxy({} as ApiDependencies['availability'], { get: unused }),
    history: new Proxy({} as ApiDependencies['history'], { get: unused }),
    uploads: new Proxy({} as ApiDependencies['uploads'], { get: unused }),
    tokens: new Proxy({} as ApiDependencies['tokens'], { get: unused }),
    downloads: new Proxy({} as ApiDependencies['downloads'], { get: unused }),
    mailer: { description: 'none', send: unused },
    access: uncachedAccess({
      query: (text, values) => deps.db.query(text, values),
    }),
    loginLimiter: { allowed: () => true, failed: () => undefined, succeeded: () => undefined },
    registrationLimiter: { attempt: () => true },
    publicUrl: 'http://app.test',
    now: () => new Date(),
    progress: { waitFor: () => Promise.resolve(true) },
    store: new Proxy({} as ApiDependencies['store'], { get: unused }),
    changes: {
      watch(subject, onNotice) {
        const set = watchers.get(subject) ?? new Set();
        watchers.set(subject, set);
        set.add(onNotice);
        return { close: () => set.delete(onNotice) };
      },
    },
    names: natsNames('unit'),
    log,
    readYourWritesTimeoutMs: 50,
    liveUpdateIntervalMs: 0,
    shutdown: shutdown.signal,
    observeCommand: () => undefined,
  };

  return {
    yoga: createYogaApp(deps, { identify: () => Promise.resolve(FAKE_MANAGER) }),
    deps,
    rows,
    calls,
    logs,
    notify(subject) {
      for (const onNotice of watchers.get(subject) ?? []) onNotice();
    },
    watching: (subject) => watchers.get(subject)?.size ?? 0,
    failNextCommand(error) {
      nextFailure = { error };
    },
    shutdown: () => shutdown.abort(),
  };
}
