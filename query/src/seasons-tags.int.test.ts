/**
 * Seasons and tags through the API, on the real pipeline (issue 19). Seasons: created, changed,
 * deleted (the store keeps the history), never overlapping; the current season by dates in the
 * club's time zone or chosen, and `teamSeason` saying `NO_CURRENT_SEASON` when there is none.
 * Tags: refused on a plan without tag management, then on PRO: event and period tags, the team's
 * distinct tags, `teamEvents(tag:)`, the club's drill list; a deleted event's tags leave.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { http } from './testing/client.ts';
import { moveToPlan } from './testing/plans.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let a: ClubSetUp;
let m: Record<string, string>;

const DAY = 86_400_000;
/** The calendar date `days` from today (UTC; the seasons below leave days of margin). */
const day = (days: number): string => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const SEASON = 'id name league startDate endDate';
const TEAM = `{ team(teamId: $t) { seasons { ${SEASON} } currentSeason { id } currentSeasonChosen } }`;
const CREATE = `mutation ($t: ID!, $n: String!, $s: Date!, $e: Date!) {
  createSeason(teamId: $t, name: $n, startDate: $s, endDate: $e) { ${SEASON} } }`;

interface Season {
  id: string;
  name: string;
  league: string | null;
  startDate: string;
  endDate: string;
}
interface TeamSeasons {
  seasons: Season[];
  currentSeason: { id: string } | null;
  currentSeasonChosen: boolean;
}

const teamSeasons = async (): Promise<TeamSeasons> =>
  (await s.must<{ team: TeamSeasons }>(`query ($t: ID!) ${TEAM}`, { t: a.teamId }, m)).team;

async function createSeason(name: string, start: string, end: string): Promise<Season> {
  return (await s.must<{ createSeason: Season }>(CREATE, { t: a.teamId, n: name, s: start, e: end }, m))
    .createSeason;
}

beforeAll(async () => {
  s = await openStack('seasons');
  a = await setUpClub(http, s.url, s.mailer, 'Seasons club');
  m = bearer(a.token);
});
afterAll(async () => {
  await s?.close();
});

describe("a team's seasons", () => {
  let last: Season;
  let now: Season;

  it('has no current season at first: null on the team, NO_CURRENT_SEASON from teamSeason', async () => {
    expect(await teamSeasons()).toEqual({ seasons: [], currentSeason: null, currentSeasonChosen: false });
    const answer = await s.gql(`query ($t: ID!) { teamSeason(teamId: $t) { id } }`, { t: a.teamId }, m);
    expect(codeOf(answer)).toBe('NO_CURRENT_SEASON');
  });

  it('creates seasons, refuses one sharing a day with another (SEASON_OVERLAP) and appends nothing', async () => {
    last = await createSeason('Last season', day(-400), day(-101));
    now = await createSeason('This season', day(-100), day(200));
    const before = await s.head();
    const overlap = await s.gql(CREATE, { t: a.teamId, n: 'Clash', s: day(-101), e: day(-50) }, m);
    expect(codeOf(overlap)).toBe('SEASON_OVERLAP');
    const backwards = await s.gql(CREATE, { t: a.teamId, n: 'Back', s: day(300), e: day(250) }, m);
    expect(codeOf(backwards)).toBe('INVALID_DATE_RANGE');
    expect(await s.head()).toBe(before);
    const team = await teamSeasons();
    expect(team.seasons.map((x) => x.name)).toEqual(['This season', 'Last season']);
  });

  it("finds the current season by its dates (today in the club's zone), and teamSeason answers it", async () => {
    expect(await teamSeasons()).toMatchObject({ currentSeason: { id: now.id }, currentSeasonChosen: false });
    const { teamSeason } = await s.must<{ teamSeason: Season }>(
      `query ($t: ID!) { teamSeason(teamId: $t) { ${SEASON} } }`,
      { t: a.teamId },
      m,
    );
    expect(teamSeason).toEqual(now);
  });

  it('changes a season whole, still refusing an overlap', async () => {
    const UPDATE = `mutation ($id: ID!, $n: String!, $s: Date!, $e: Date!) {
      updateSeason(seasonId: $id, name: $n, league: PRO1, startDate: $s, endDate: $e) { ${SEASON} } }`;
    const { updateSeason } = await s.must<{ updateSeason: Season }>(
      UPDATE,
      { id: last.id, n: '2024/25', s: day(-420), e: day(-102) },
      m,
    );
    expect(updateSeason).toEqual({
      ...last,
      name: '2024/25',
      league: 'PRO1',
      startDate: day(-420),
      endDate: day(-102),
    });
    last = updateSeason;
    const clash = await s.gql(UPDATE, { id: last.id, n: 'x', s: day(-420), e: day(-100) }, m);
    expect(codeOf(clash)).toBe('SEASON_OVERLAP');
  });

  it('chooses another season as current, then back to by dates', async () => {
    const SET = `mutation ($t: ID!, $id: ID) { setCurrentSeason(teamId: $t, seasonId: $id) { currentSeason { id } currentSeasonChosen } }`;
    const chosen = await s.must<{ setCurrentSeason: unknown }>(SET, { t: a.teamId, id: last.id }, m);
    expect(chosen.setCurrentSeason).toEqual({ currentSeason: { id: last.id }, currentSeasonChosen: true });
    const byDates = await s.must<{ setCurrentSeason: unknown }>(SET, { t: a.teamId, id: null }, m);
    expect(byDates.setCurrentSeason).toEqual({ currentSeason: { id: now.id }, currentSeasonChosen: false });
  });

  it('deletes the chosen season: gone from reads, kept in the store, the current one by dates again', async () => {
    await s.must(
      `mutation ($t: ID!, $id: ID) { setCurrentSeason(teamId: $t, seasonId: $id) { id } }`,
      {
        t: a.teamId,
        id: last.id,
      },
      m,
    );
    await s.must(`mutation ($id: ID!) { deleteSeason(seasonId: $id) { id } }`, { id: last.id }, m);
    expect(await teamSeasons()).toEqual({
      seasons: [now],
      currentSeason: { id: now.id },
      currentSeasonChosen: false,
    });
    const { rows } = await s.h.pool.query(`SELECT 1 FROM es.events WHERE type = 'SeasonDeleted'`);
    expect(rows).toHaveLength(1);
    for (const query of [
      [`mutation ($id: ID!) { deleteSeason(seasonId: $id) { id } }`, { id: last.id }],
      [
        `query ($t: ID!, $id: ID) { teamSeason(teamId: $t, seasonId: $id) { id } }`,
        { t: a.teamId, id: last.id },
      ],
      [
        `mutation ($t: ID!, $id: ID) { setCurrentSeason(teamId: $t, seasonId: $id) { id } }`,
        { t: a.teamId, id: last.id },
      ],
    ] as const) {
      expect(codeOf(await s.gql(query[0], query[1], m))).toBe('SEASON_NOT_FOUND');
    }
  });
});

describe('tags and drills', () => {
  let eventId = '';
  let periodId = '';
  const SET_EVENT = `mutation ($e: ID!, $tags: [String!]!) { setEventTags(eventId: $e, tags: $tags) { tags periods { id tags } } }`;
  const SET_PERIOD = `mutation ($e: ID!, $p: ID!, $tags: [String!]!) { setPeriodTags(eventId: $e, periodId: $p, tags: $tags) { tags periods { id tags } } }`;
  const CREATE_DRILL = `mutation ($c: ID!, $n: String!) { createDrill(clubId: $c, name: $n) { id name } }`;

  beforeAll(async () => {
    eventId = (
      await s.must<{ createEvent: { id: string } }>(
        `mutation ($t: ID!) { createEvent(teamId: $t, name: "Tuesday", type: TRAINING) { id } }`,
        { t: a.teamId },
        m,
      )
    ).createEvent.id;
    const { createPeriod } = await s.must<{ createPeriod: { periods: { id: string }[] } }>(
      `mutation ($e: ID!) { createPeriod(eventId: $e, name: "Rondo") { periods { id } } }`,
      { e: eventId },
      m,
    );
    periodId = createPeriod.periods[0]!.id;
  });

  it('are refused with TAG_MANAGEMENT_NOT_IN_PLAN on the trial plan, and nothing is appended', async () => {
    const before = await s.head();
    expect(codeOf(await s.gql(SET_EVENT, { e: eventId, tags: ['MD-1'] }, m))).toBe(
      'TAG_MANAGEMENT_NOT_IN_PLAN',
    );
    expect(codeOf(await s.gql(SET_PERIOD, { e: eventId, p: periodId, tags: ['x'] }, m))).toBe(
      'TAG_MANAGEMENT_NOT_IN_PLAN',
    );
    expect(codeOf(await s.gql(CREATE_DRILL, { c: a.clubId, n: 'Rondo' }, m))).toBe(
      'TAG_MANAGEMENT_NOT_IN_PLAN',
    );
    expect(await s.head()).toBe(before);
  });

  it('tag the event and a period on PRO: tidy lists, in the order given', async () => {
    await moveToPlan(s, a.clubId, 'PRO');
    const tagged = await s.must<{ setEventTags: { tags: string[] } }>(
      SET_EVENT,
      { e: eventId, tags: [' MD-1', 'md-1', 'High  intensity'] },
      m,
    );
    expect(tagged.setEventTags).toEqual({
      tags: ['MD-1', 'High intensity'],
      periods: [{ id: periodId, tags: [] }],
    });
    const period = await s.must<{ setPeriodTags: unknown }>(
      SET_PERIOD,
      { e: eventId, p: periodId, tags: ['4v4 rondo'] },
      m,
    );
    expect(period.setPeriodTags).toEqual({
      tags: ['MD-1', 'High intensity'],
      periods: [{ id: periodId, tags: ['4v4 rondo'] }],
    });
    const tooLong = await s.gql(SET_EVENT, { e: eventId, tags: ['x'.repeat(41)] }, m);
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');
  });

  it("lists the team's distinct tags and filters its events by tag, the event's or a period's", async () => {
    const { teamTags } = await s.must<{ teamTags: unknown }>(
      `query ($t: ID!) { teamTags(teamId: $t) { tag uses } }`,
      { t: a.teamId },
      m,
    );
    expect(teamTags).toEqual([
      { tag: '4v4 rondo', uses: 1 },
      { tag: 'High intensity', uses: 1 },
      { tag: 'MD-1', uses: 1 },
    ]);
    const FILTER = `query ($t: ID!, $tag: String) { teamEvents(teamId: $t, tag: $tag) { total items { id } } }`;
    for (const [tag, total] of [
      ['md-1', 1],
      ['4V4 RONDO', 1],
      ['MD-2', 0],
      [null, 1],
    ] as const) {
      const { teamEvents } = await s.must<{ teamEvents: { total: number } }>(FILTER, { t: a.teamId, tag }, m);
      expect(teamEvents.total, String(tag)).toBe(total);
    }
  });

  it("keeps the club's drill list: added, renamed, unique without case, deleted", async () => {
    const { createDrill } = await s.must<{ createDrill: { id: string; name: string } }>(
      CREATE_DRILL,
      { c: a.clubId, n: ' 4v4   rondo ' },
      m,
    );
    expect(createDrill.name).toBe('4v4 rondo');
    await s.must(CREATE_DRILL, { c: a.clubId, n: 'Finishing' }, m);
    expect(codeOf(await s.gql(CREATE_DRILL, { c: a.clubId, n: '4V4 RONDO' }, m))).toBe('BAD_USER_INPUT');
    const { renameDrill } = await s.must<{ renameDrill: { name: string } }>(
      `mutation ($d: ID!) { renameDrill(drillId: $d, name: "Rondo 4v4") { name } }`,
      { d: createDrill.id },
      m,
    );
    expect(renameDrill.name).toBe('Rondo 4v4');
    const LIST = `query ($c: ID!) { clubDrills(clubId: $c) { name } }`;
    expect((await s.must<{ clubDrills: unknown }>(LIST, { c: a.clubId }, m)).clubDrills).toEqual([
      { name: 'Finishing' },
      { name: 'Rondo 4v4' },
    ]);
    await s.must(`mutation ($d: ID!) { deleteDrill(drillId: $d) }`, { d: createDrill.id }, m);
    expect((await s.must<{ clubDrills: unknown }>(LIST, { c: a.clubId }, m)).clubDrills).toEqual([
      { name: 'Finishing' },
    ]);
    const missing = await s.gql(`mutation ($d: ID!) { deleteDrill(drillId: $d) }`, { d: createDrill.id }, m);
    expect(codeOf(missing)).toBe('DRILL_NOT_FOUND');
  });

  it("drops a deleted event's tags from the team's tags", async () => {
    await s.must(`mutation ($e: ID!) { deleteEvent(eventId: $e) }`, { e: eventId }, m);
    const { teamTags } = await s.must<{ teamTags: unknown[] }>(
      `query ($t: ID!) { teamTags(teamId: $t) { tag } }`,
      { t: a.teamId },
      m,
    );
    expect(teamTags).toEqual([]);
  });
});
