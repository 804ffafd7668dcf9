/**
 * The audit log through the API (issue 20, docs/audit.md): an admin filters and pages every
 * club's entries, names resolved, no secrets; a manager reads only their club's (another club is
 * FORBIDDEN, for the query and the CSV export); others are refused. The CSV export, parsed, holds
 * exactly what the query pages hold.
 */
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCredentialStore } from '@stride/command/account/credentials';
import { accountCommands } from '@stride/command/account/handlers';
import {
  auditProjection,
  availabilityProjection,
  catalogProjection,
  eventsProjection,
  jobsProjection,
} from '@stride/projector/projections';
import { bearer, setUpClub, signUp, type ClubSetUp, type SignedUp } from '../testing/accounts.ts';
import { http } from '../testing/client.ts';
import { codeOf, openStack, type Stack } from '../testing/stack.ts';
import { AUDIT_CSV_COLUMNS } from './csv.ts';
import { AUDIT_EXPORT_PATH } from './export.ts';

let s: Stack;
let admin: SignedUp;
let a: ClubSetUp;
let b: ClubSetUp;
let coach: SignedUp;
let playerId = '';

interface Entry {
  position: string;
  occurredAt: string;
  clubId: string | null;
  clubName: string | null;
  actorId: string | null;
  actorName: string | null;
  impersonatorId: string | null;
  impersonatorName: string | null;
  commandType: string | null;
  commandId: string | null;
  streamName: string;
  entityType: string;
  entityId: string;
  eventType: string;
  schemaVersion: number | null;
  changes: string | null;
}
interface Page {
  auditLog: { entries: Entry[]; endCursor: string | null; hasMore: boolean };
}
const AUDIT_LOG = `query ($filter: AuditFilter, $first: Int, $after: ID) {
  auditLog(filter: $filter, first: $first, after: $after) {
    entries { position occurredAt clubId clubName actorId actorName impersonatorId impersonatorName
              commandType commandId streamName entityType entityId eventType schemaVersion changes }
    endCursor hasMore
  }
}`;

const log = (
  headers: Record<string, string>,
  filter: Record<string, unknown> | null,
  first = 200,
  after?: string,
) => s.gql<Page>(AUDIT_LOG, { filter, first, after }, headers);

/** Every entry of `filter`, page by page (`first` at a time). */
async function all(headers: Record<string, string>, filter: Record<string, unknown> | null, first = 200) {
  const entries: Entry[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await log(headers, filter, first, after);
    expect(page.errors).toBeUndefined();
    const got = page.data!.auditLog;
    entries.push(...got.entries);
    if (!got.hasMore) return entries;
    after = got.endCursor!;
  }
}

beforeAll(async () => {
  s = await openStack('audit_api', {
    projections: [
      catalogProjection,
      eventsProjection,
      jobsProjection,
      availabilityProjection,
      auditProjection,
    ],
  });
  admin = await signUp(http, s.url, s.mailer);
  const commandId = randomUUID();
  await accountCommands(s.h.store, postgresCredentialStore(s.h.pool)).setAdmin(admin.email, true, {
    commandId,
    actorId: 'cli',
    correlationId: commandId,
    causationId: commandId,
    occurredAt: new Date(),
  });
  a = await setUpClub(http, s.url, s.mailer, 'Audit A');
  b = await setUpClub(http, s.url, s.mailer, 'Audit B');
  ({
    createPlayer: { id: playerId },
  } = await s.must<{ createPlayer: { id: string } }>(
    `mutation { createPlayer(teamId: "${a.teamId}", player: { firstName: "Ada", lastName: "Lovelace" }) { id } }`,
    {},
    bearer(a.token),
  ));
  coach = await signUp(http, s.url, s.mailer);
  await s.must(`mutation { newStaff(email: "${coach.email}") { id } }`, {}, bearer(a.token));
  // The admin renames A's team while impersonating A's manager.
  const { impersonate } = await s.must<{ impersonate: { token: string } }>(
    `mutation { impersonate(userId: "${a.userId}") { token } }`,
    {},
    bearer(admin.token),
  );
  await s.must(
    `mutation { updateTeam(teamId: "${a.teamId}", name: "Renamed") { id } }`,
    {},
    {
      ...bearer(admin.token),
      impersonate: `Bearer ${impersonate.token}`,
    },
  );
  await s.pipeline.projected('audit');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('auditLog', () => {
  it('gives an admin every club, filtered and paged, with names and without secrets', async () => {
    const h = bearer(admin.token);
    const everything = await all(h, null);
    const { rows } = await s.h.pool.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM es.events WHERE stream_name NOT LIKE 'samples-%'`,
    );
    expect(everything).toHaveLength(Number(rows[0]!.n));
    expect(new Set(everything.map((e) => e.clubId))).toEqual(new Set([null, a.clubId, b.clubId]));
    // Newest first, no entry twice; small pages give the same entries as one big page.
    const positions = everything.map((e) => e.position);
    expect(new Set(positions).size).toBe(positions.length);
    expect(await all(h, null, 7)).toEqual(everything);

    const ofA = await all(h, { clubId: a.clubId }, 5);
    expect(ofA.length).toBeGreaterThan(3);
    expect(ofA.every((e) => e.clubId === a.clubId && e.clubName === 'Audit A')).toBe(true);
    expect(ofA).toEqual(everything.filter((e) => e.clubId === a.clubId));

    const renamed = ofA.find((e) => e.eventType === 'TeamUpdated')!;
    expect(renamed).toMatchObject({
      actorId: a.userId,
      actorName: a.email,
      impersonatorId: admin.userId,
      impersonatorName: admin.email,
      commandType: 'UpdateTeam',
      entityType: 'team',
      entityId: a.teamId,
      streamName: `club-${a.clubId}`,
    });
    expect(JSON.parse(renamed.changes!)).toMatchObject({ teamId: a.teamId, name: 'Renamed' });

    const player = await all(h, { entityType: 'player', entityId: playerId });
    expect(player.map((e) => e.eventType)).toEqual(['PlayerCreated']);
    const byActor = await all(h, { actorId: b.userId });
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((e) => e.actorId === b.userId)).toBe(true);
    const teams = await all(h, { eventType: 'TeamCreated' });
    expect(teams.map((e) => e.entityId).sort()).toEqual([a.teamId, b.teamId].sort());
    const last = everything[0]!;
    const window = await all(h, {
      from: last.occurredAt,
      to: new Date(Date.parse(last.occurredAt) + 1).toISOString(),
    });
    expect(window.map((e) => e.position)).toContain(last.position);
    expect(window.every((e) => e.occurredAt === last.occurredAt)).toBe(true);
    expect(await all(h, { to: everything.at(-1)!.occurredAt })).toEqual([]);

    // Accounts' token events keep no digest; no secret field anywhere.
    expect(everything.some((e) => e.eventType === 'UserTokenIssued')).toBe(true);
    const text = JSON.stringify(everything);
    for (const field of ['passwordHash', 'secretHash', 'tokenHash', 'credentialId'])
      expect(text).not.toContain(field);
  });

  it("gives a manager their club's entries only, and refuses everyone else", async () => {
    const ofA = await all(bearer(a.token), null);
    expect(ofA.length).toBeGreaterThan(0);
    expect(ofA.every((e) => e.clubId === a.clubId)).toBe(true);
    const ofB = await all(bearer(b.token), null);
    expect(ofB.every((e) => e.clubId === b.clubId)).toBe(true);
    for (const id of [a.clubId, a.teamId, a.userId, playerId]) expect(JSON.stringify(ofB)).not.toContain(id);
    expect(codeOf(await log(bearer(b.token), { clubId: a.clubId }))).toBe('FORBIDDEN');
    expect(codeOf(await log(bearer(coach.token), null))).toBe('MANAGER_ONLY');
    expect(codeOf(await log({}, null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await log(bearer(a.token), null, 0))).toBe('BAD_USER_INPUT');
    expect(codeOf(await log(bearer(a.token), null, 10, 'not-a-cursor'))).toBe('BAD_USER_INPUT');
  });
});

describe('CSV export', () => {
  const exportUrl = (filter: Record<string, string>) =>
    `${s.url}${AUDIT_EXPORT_PATH}?${new URLSearchParams(filter)}`;

  it('streams what the query pages hold, quoted, with a dated file name', async () => {
    const h = bearer(admin.token);
    const res = await fetch(exportUrl({ clubId: a.clubId }), { headers: h });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="stride-audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const records = parse<Record<string, string>>(await res.text(), { columns: true });
    const entries = await all(h, { clubId: a.clubId });
    expect(Object.keys(records[0]!)).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(records).toEqual(
      entries.map((e) => ({
        position: e.position,
        occurred_at: e.occurredAt,
        club_id: e.clubId ?? '',
        club_name: e.clubName ?? '',
        actor_id: e.actorId ?? '',
        actor: e.actorName ?? '',
        impersonator_id: e.impersonatorId ?? '',
        impersonator: e.impersonatorName ?? '',
        command_type: e.commandType ?? '',
        command_id: e.commandId ?? '',
        stream_name: e.streamName,
        entity_type: e.entityType,
        entity_id: e.entityId,
        event_type: e.eventType,
        schema_version: e.schemaVersion === null ? '' : String(e.schemaVersion),
        changes: e.changes ?? '',
      })),
    );
  });

  it("refuses another club's export, and a browser form gets the manager's own club", async () => {
    const refused = await fetch(exportUrl({ clubId: a.clubId }), { headers: bearer(b.token) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'FORBIDDEN' });
    expect((await fetch(exportUrl({}))).status).toBe(401);
    expect((await fetch(exportUrl({}), { headers: bearer(coach.token) })).status).toBe(403);

    const form = await fetch(`${s.url}${AUDIT_EXPORT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ authorization: `Bearer ${b.token}`, eventType: '' }),
    });
    expect(form.status).toBe(200);
    const text = await form.text();
    const records = parse<Record<string, string>>(text, { columns: true });
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.club_id === b.clubId)).toBe(true);
    for (const id of [a.clubId, a.teamId, a.userId, playerId]) expect(text).not.toContain(id);
  });
});
