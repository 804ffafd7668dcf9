/**
 * `npm run bench -- audit` (issue 20, docs/audit.md): the audit log's read path over a table of
 * 5 million entries (`BENCH_AUDIT_ROWS`), and the audit projection's own throughput.
 *
 * The read path: `rm.audit_entries` is filled straight with generated rows (SQL
 * `generate_series`, indexes built after the fill): it measures the queries, not how the rows got
 * there. 200 clubs, 2,000 users, 100,000 entities over 8 entity types, 30 event types, an entry
 * every 10 s over 1.6 years; one club and one user of the rows are real, so a manager reads their
 * club's entries. Each filter's first page (50 entries) is asked `BENCH_AUDIT_RUNS` times through
 * GraphQL over HTTP to the API in this process, after a warm-up: p50 and p95 (goal p95 ≤ 200 ms),
 * then a CSV export of one club's entries (rows/s).
 *
 * The projection: events appended to a fresh store (club, event, user and upload streams), then
 * `npm run rebuild`'s path for the audit projection alone (events/s, µs per event), and the same
 * number again through relay and projector (append answered → projected).
 */
import { randomUUID } from 'node:crypto';
import { postgresCredentialStore } from '@stride/command/account/credentials';
import { accountCommands } from '@stride/command/account/handlers';
import { auditProjection, catalogProjection } from '@stride/projector/projections';
import { bearer, setUpClub, signUp } from '@stride/query/testing/accounts';
import { http } from '@stride/query/testing/client';
import { openStack, type Stack } from '@stride/query/testing/stack';
import { projectionThroughput } from './audit-projection.ts';
import { percentile, rate, report } from './stats.ts';

const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 5_000_000);
const RUNS = Number(process.env.BENCH_AUDIT_RUNS ?? 30);
const GOAL_MS = 200;
const BASE = 1_000_000_000;

const EVENT_TYPES = [
  'ClubUpdated',
  'StaffAdded',
  'StaffAccessChanged',
  'StaffRemoved',
  'CoachAssigned',
  'TeamCreated',
  'TeamUpdated',
  'SeasonCreated',
  'SeasonUpdated',
  'PlayerCreated',
  'PlayerUpdated',
  'PlayerArchived',
  'PlayerDeviceAssigned',
  'DeviceAdded',
  'EventCreated',
  'EventUpdated',
  'EventStarted',
  'EventStopped',
  'PeriodCreated',
  'PeriodStarted',
  'PeriodStopped',
  'SelectionsSet',
  'SessionStarted',
  'SessionStopped',
  'UploadReceived',
  'UploadStarted',
  'UploadSamplesCommitted',
  'AvailabilitySet',
  'InjuryRecorded',
  'EventTagsSet',
];
const ENTITY_TYPES = ['player', 'team', 'event', 'staff', 'season', 'device', 'upload', 'availability'];

/** Fill `rm.audit_entries` with `ROWS` generated entries; the indexes are built after the rows. */
async function fill(stack: Stack, clubId: string, userId: string): Promise<void> {
  const pool = stack.h.pool;
  const indexes = (
    await pool.query<{ name: string; def: string }>(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes
        WHERE schemaname = 'rm' AND tablename = 'audit_entries' AND indexname NOT LIKE '%_pkey'`,
    )
  ).rows;
  for (const { name } of indexes) await pool.query(`DROP INDEX rm.${name}`);
  const t0 = performance.now();
  const chunk = 500_000;
  for (let from = 1; from <= ROWS; from += chunk) {
    const to = Math.min(ROWS, from + chunk - 1);
    await pool.query(
      `INSERT INTO rm.audit_entries (position, prepare, event_id, occurred_at, club_id, actor_id, impersonator_id,
                                     command_type, command_id, stream_name, entity_type, entity_id, event_type,
                                     schema_version, changes)
       SELECT $1::bigint + g, $1::bigint + g, 'bench-' || g,
              timestamptz '2024-01-01T00:00:00Z' + g * interval '10 seconds',
              CASE WHEN g % 200 = 0 THEN $4 ELSE 'club-' || (g % 200) END,
              CASE WHEN g % 2000 = 0 THEN $5 ELSE 'user-' || (g % 2000) END,
              CASE WHEN g % 97 = 0 THEN 'admin-' || (g % 3) END,
              'Command' || (g % 30), 'cmd-' || (g / 3),
              'club-' || (g % 200),
              ($6::text[])[1 + g % 8], 'entity-' || (g % 100000), ($7::text[])[1 + g % 30], 1,
              jsonb_build_object('clubId', 'club-' || (g % 200), 'name', 'Name ' || g, 'note', NULL)
         FROM generate_series($2::bigint, $3::bigint) g`,
      [BASE, from, to, clubId, userId, ENTITY_TYPES, EVENT_TYPES],
    );
  }
  const filled = performance.now();
  for (const { def } of indexes) await pool.query(def);
  await pool.query('ANALYZE rm.audit_entries');
  const { rows } = await pool.query<{ size: string }>(
    `SELECT pg_size_pretty(pg_total_relation_size('rm.audit_entries')) AS size`,
  );
  report('fill: rows (generate_series)', ROWS, 'rows');
  report('fill: insert', (filled - t0) / 1000, 's');
  report('fill: indexes and analyze', (performance.now() - filled) / 1000, 's');
  console.log(`fill: table with its indexes: ${rows[0]?.size ?? '?'}`);
}

const PAGE = `query ($f: AuditFilter, $after: ID) {
  auditLog(filter: $f, first: 50, after: $after) {
    entries { position occurredAt clubId clubName actorId actorName impersonatorId impersonatorName
              commandType entityType entityId eventType changes }
    endCursor hasMore
  }
}`;

interface PageAnswer {
  auditLog: { entries: unknown[]; endCursor: string | null; hasMore: boolean };
}

async function measure(name: string, ask: () => Promise<PageAnswer>): Promise<void> {
  const first = await ask(); // warm-up, and what the page holds
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await ask();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  report(`${name} (${first.auditLog.entries.length} entries) p50`, percentile(times, 50), 'ms');
  report(`${name} p95`, percentile(times, 95), 'ms', { value: GOAL_MS, better: 'lower' });
}

async function readPath(): Promise<void> {
  console.log(`\n== audit read path: ${ROWS.toLocaleString('en-GB')} entries, ${RUNS} runs a filter ==`);
  const stack = await openStack('bench-audit', { projections: [catalogProjection, auditProjection] });
  try {
    const admin = await signUp(http, stack.url, stack.mailer);
    const id = randomUUID();
    await accountCommands(stack.h.store, postgresCredentialStore(stack.h.pool)).setAdmin(admin.email, true, {
      commandId: id,
      actorId: 'bench',
      correlationId: id,
      causationId: id,
      occurredAt: new Date(),
    });
    const club = await setUpClub(http, stack.url, stack.mailer, 'Audit bench');
    await stack.pipeline.projected('audit');
    await fill(stack, club.clubId, club.userId);
    const asAdmin = (f: Record<string, unknown>, after?: string) => () =>
      stack.must<PageAnswer>(PAGE, { f, after }, bearer(admin.token));
    const deep = await stack.must<PageAnswer>(PAGE, { f: {} }, bearer(admin.token));
    let cursor = deep.auditLog.endCursor ?? undefined;
    for (let i = 0; i < 99 && cursor !== undefined; i++) {
      cursor =
        (await stack.must<PageAnswer>(PAGE, { f: {}, after: cursor }, bearer(admin.token))).auditLog
          .endCursor ?? undefined;
    }
    await measure('first page, no filter', asAdmin({}));
    await measure('page 101, no filter (keyset cursor)', asAdmin({}, cursor));
    await measure('by club (1 of 200)', asAdmin({ clubId: 'club-7' }));
    await measure('by user (1 of 2,000)', asAdmin({ actorId: 'user-42' }));
    await measure('by entity (type and id)', asAdmin({ entityType: 'player', entityId: 'entity-80' }));
    await measure('by entity type', asAdmin({ entityType: 'season' }));
    await measure('by event type', asAdmin({ eventType: 'PlayerUpdated' }));
    await measure('by day (from, to)', asAdmin({ from: '2025-03-01T00:00:00Z', to: '2025-03-02T00:00:00Z' }));
    await measure('by club and event type', asAdmin({ clubId: 'club-7', eventType: 'SeasonCreated' }));
    await measure(
      'by club and event type (nothing matches)',
      asAdmin({ clubId: 'club-7', eventType: 'PlayerUpdated' }),
    );
    await measure(
      'by event type and entity type (nothing matches: worst case)',
      // Generated types pair by parity (30 event types, 8 entity types): an even and an odd one never meet.
      asAdmin({ eventType: 'PlayerUpdated', entityType: 'team' }),
    );
    await measure(
      'by club, user and days (nothing matches)',
      asAdmin({
        clubId: 'club-7',
        actorId: 'user-43',
        from: '2024-06-01T00:00:00Z',
        to: '2025-06-01T00:00:00Z',
      }),
    );
    await measure('manager: own club (forced filter)', () =>
      stack.must<PageAnswer>(PAGE, { f: {} }, bearer(club.token)),
    );
    // An entity of the manager's club (every 200th entry is the real club's): its page's history.
    await measure('manager: an entity of own club', () =>
      stack.must<PageAnswer>(
        PAGE,
        { f: { entityType: 'player', entityId: 'entity-200' } },
        bearer(club.token),
      ),
    );
    await measure('manager: own club, by event type', () =>
      stack.must<PageAnswer>(PAGE, { f: { eventType: 'PlayerCreated' } }, bearer(club.token)),
    );

    const t0 = performance.now();
    const csv = await fetch(`${stack.url}/audit/v1/export.csv?clubId=club-7`, {
      headers: bearer(admin.token),
    });
    const text = await csv.text();
    const ms = performance.now() - t0;
    const lines = text.split('\r\n').length - 2;
    report('CSV export of one club: rows', lines, 'rows');
    report('CSV export of one club: time', ms, 'ms');
    report('CSV export of one club: rate', rate(lines, ms), 'rows/s');
  } finally {
    await stack.close();
  }
}

export async function auditBench(): Promise<void> {
  await projectionThroughput();
  await readPath();
}
