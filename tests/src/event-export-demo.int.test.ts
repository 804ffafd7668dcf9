/**
 * Event data exports in demo mode (issue 21, docs/exports.md): a signed-in user sending `demo:
 * true` gets links to the demo club's event data, and the files (the link keeps demo mode), but
 * none to their own club's events while in demo mode, and a link asked outside demo mode for
 * the demo event is refused.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLUB_ID } from '@stride/contracts/demo';
import { demoCommands } from '@stride/deploy/demo/commands';
import { generateDemo } from '@stride/deploy/demo/generate';
import { bearer, setUpClub, type ClubSetUp } from '@stride/query/testing/accounts';
import { http } from '@stride/query/testing/client';
import { codeOf, openStack, type Stack } from '@stride/query/testing/stack';
import { until } from '@stride/streams/testing/until';

let s: Stack;
let a: ClubSetUp;
let ownEventId = '';
let demoEventId = '';
const demo = () => ({ ...bearer(a.token), demo: 'true' });
const CSV_LINK = 'query ($e: ID!) { getEventDataCSVLink(eventId: $e) { url } }';

beforeAll(async () => {
  s = await openStack('export-demo');
  a = await setUpClub(http, s.url, s.mailer, 'Own club');
  ownEventId = (
    await s.must<{ createEvent: { id: string } }>(
      `mutation { createEvent(teamId: "${a.teamId}", name: "Own match", type: MATCH) { id } }`,
      {},
      bearer(a.token),
    )
  ).createEvent.id;
  await generateDemo(demoCommands(s.h.store, s.h.pool), { now: new Date(), weeks: 1, maxEvents: 1 });
  await until(
    async () => {
      const teams = await s.gql<{ clubTeams: { id: string }[] }>(
        `{ clubTeams(clubId: "${DEMO_CLUB_ID}") { id } }`,
        {},
        demo(),
      );
      const teamId = teams.data?.clubTeams[0]?.id;
      if (teamId === undefined) return false;
      const events = await s.must<{ teamEvents: { items: { id: string }[] } }>(
        `{ teamEvents(teamId: "${teamId}") { items { id } } }`,
        {},
        demo(),
      );
      demoEventId = events.teamEvents.items[0]?.id ?? '';
      if (demoEventId === '') return false;
      const { eventSelections } = await s.must<{ eventSelections: { record: unknown }[] }>(
        `{ eventSelections(eventId: "${demoEventId}") { record { samples } } }`,
        {},
        demo(),
      );
      return eventSelections.length > 0 && eventSelections.every((sel) => sel.record !== null);
    },
    { timeoutMs: 90_000, everyMs: 250 },
  );
}, 150_000);
afterAll(async () => {
  await s?.close();
});

describe('event data exports in demo mode', () => {
  it("download the demo event's data, read-only, and nothing of the user's own club", async () => {
    const { getEventDataCSVLink } = await s.must<{ getEventDataCSVLink: { url: string } }>(
      CSV_LINK,
      { e: demoEventId },
      demo(),
    );
    const response = await fetch(`${s.url}${getEventDataCSVLink.url}`);
    expect(response.status).toBe(200);
    const rows = parse<Record<string, string>>(await response.text(), { bom: true, columns: true });
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.event_id))).toEqual(new Set([demoEventId]));

    expect(codeOf(await s.gql(CSV_LINK, { e: ownEventId }, demo()))).toBe('FORBIDDEN');
    expect(codeOf(await s.gql(CSV_LINK, { e: demoEventId }, bearer(a.token)))).toBe('FORBIDDEN');
  });
});
