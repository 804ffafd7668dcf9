/**
 * The pages of issue 19 over the workload bench's club, each as the web app loads it: the same
 * documents (page-documents.ts) with the variables its screen computes, sent together (react-query
 * starts a screen's queries at once), through HTTP to the API. Each page is loaded `runs` times
 * after a warm-up; per query and per page (all its queries answered), p50 and p95; then each of
 * its queries alone (one at a time: its own cost, the API and PostgreSQL sharing the machine's
 * cores with nothing else of the page).
 *
 *   team analyses, last 12 weeks   TeamAnalysesScreen's default filter
 *   team analyses, a season        the season filter on a whole past season (the heaviest trend)
 *   player overview                PlayerOverviewScreen: profile, last 5 events, 42-day load trend
 *   player analyses, a season      PlayerAnalysesScreen with the 1-year span: profile, workload,
 *                                  last 20 events
 *   player compare                 PlayerCompareScreen: profile and the last 20 events, then the
 *                                  records of the 5 latest events with a record (a second wave)
 *   coach dashboard                CoachDashboardScreen: the coming week, the club's players, and
 *                                  each team's load (distance and sRPE)
 *
 * "Today" is a day of the last season (the seeded events stop in 2026), as a browser would have it.
 */
import { addDays } from '@stride/contracts/workload/calendar';
import { pageDocument } from './page-documents.ts';
import { percentile, report } from './stats.ts';
import { seasonStart } from './workload-club.ts';

/** The pages' today: a Wednesday of the last season. */
export const PAGE_TODAY = '2026-03-04';

type Gql = (query: string, variables: Record<string, unknown>) => Promise<unknown>;

interface PageQuery {
  /** The operation, e.g. `TeamStatistics`. */
  readonly name: string;
  readonly variables: Record<string, unknown>;
}

interface Page {
  readonly name: string;
  /** Waves of queries: a wave's queries go together, the next once they are answered. */
  readonly waves: readonly (readonly PageQuery[])[];
  readonly goalMs?: number;
}

export interface PageClub {
  readonly clubId: string;
  readonly teamId: string;
  readonly playerId: string;
}

const mondayOf = (day: string): string => addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));

/** TeamAnalysesScreen's queries for a filter (its trend stops today and spans at most 400 days). */
function teamAnalyses(club: PageClub, from: string, to: string): PageQuery[] {
  const { teamId, clubId } = club;
  const monday = mondayOf(PAGE_TODAY);
  const trendTo = to > PAGE_TODAY ? PAGE_TODAY : to;
  const longest = addDays(trendTo, -399);
  const trendFrom = longest > from ? longest : from;
  return [
    { name: 'TeamDetails', variables: { teamId } },
    { name: 'AnalysesTeamPlayers', variables: { clubId } },
    { name: 'AnalysesFilters', variables: { teamId } },
    { name: 'TeamWeekLoad', variables: { teamId, from: monday, to: addDays(monday, 6) } },
    { name: 'TeamAcwr', variables: { teamId, from: trendFrom, to: trendTo, variable: 'DISTANCE' } },
    { name: 'TeamStatistics', variables: { teamId, from, to, eventType: null, tag: null } },
  ];
}

const workload = (playerId: string, days: number) => ({
  name: 'PlayerWorkload',
  variables: {
    playerId,
    from: addDays(PAGE_TODAY, -(days - 1)),
    to: PAGE_TODAY,
    variable: 'DISTANCE',
    model: 'ROLLING',
  },
});

/** The pages, `compareEvents` being the 5 latest events of the player with a record. */
export function pages(club: PageClub, compareEvents: readonly string[]): Page[] {
  const { clubId, teamId, playerId } = club;
  const monday = mondayOf(PAGE_TODAY);
  const twelveWeeks = { from: addDays(monday, -77), to: addDays(monday, 6) };
  const season = { from: seasonStart(1), to: addDays(seasonStart(1), 364) };
  // The dashboard's coming week, from the start of today (the server's zone) to 8 days on.
  const dayStart = new Date(`${PAGE_TODAY}T00:00:00`);
  return [
    {
      name: 'team analyses, last 12 weeks',
      waves: [teamAnalyses(club, twelveWeeks.from, twelveWeeks.to)],
      goalMs: 300,
    },
    { name: 'team analyses, a season', waves: [teamAnalyses(club, season.from, season.to)], goalMs: 300 },
    {
      name: 'player overview',
      waves: [
        [
          { name: 'PlayerProfile', variables: { clubId } },
          { name: 'PlayerSelections', variables: { playerId, limit: 5 } },
          workload(playerId, 42),
        ],
      ],
      goalMs: 200,
    },
    {
      name: 'player analyses, a season',
      waves: [
        [
          { name: 'PlayerProfile', variables: { clubId } },
          workload(playerId, 365),
          { name: 'PlayerSelections', variables: { playerId, limit: 20 } },
        ],
      ],
      goalMs: 200,
    },
    {
      name: 'player compare',
      waves: [
        [
          { name: 'PlayerProfile', variables: { clubId } },
          { name: 'PlayerSelections', variables: { playerId, limit: 20 } },
        ],
        compareEvents.map((eventId) => ({ name: 'CompareEventRecords', variables: { eventId } })),
      ],
    },
    {
      name: 'coach dashboard',
      waves: [
        [
          {
            name: 'CoachDashboard',
            variables: {
              clubId,
              from: dayStart.toISOString(),
              to: new Date(dayStart.getTime() + 8 * 86_400_000).toISOString(),
            },
          },
          { name: 'CoachPlayers', variables: { clubId } },
          { name: 'CoachTeamLoad', variables: { teamId, from: addDays(monday, -14), to: PAGE_TODAY } },
        ],
      ],
    },
  ];
}

/** The tag filter's statistics over a season, alone (the page sends it when a tag is chosen). */
export const taggedStatistics = (teamId: string): PageQuery => ({
  name: 'TeamStatistics',
  variables: { teamId, from: seasonStart(1), to: addDays(seasonStart(1), 364), eventType: null, tag: 'md-1' },
});

/** Loads `page` `runs` times after a warm-up and prints p50 and p95 per query and for the page. */
export async function measurePage(gql: Gql, page: Page, runs: number): Promise<void> {
  const queries = page.waves.flat();
  const perQuery = queries.map(() => [] as number[]);
  const whole: number[] = [];
  const load = async (keep: boolean) => {
    const t0 = performance.now();
    let offset = 0;
    for (const wave of page.waves) {
      const first = offset;
      await Promise.all(
        wave.map(async (query, i) => {
          const t1 = performance.now();
          await gql(pageDocument(query.name), query.variables);
          if (keep) perQuery[first + i]!.push(performance.now() - t1);
        }),
      );
      offset += wave.length;
    }
    if (keep) whole.push(performance.now() - t0);
  };
  await load(false);
  for (let run = 0; run < runs; run++) await load(true);
  const goal = page.goalMs === undefined ? undefined : { value: page.goalMs, better: 'lower' as const };
  const seen = new Map<string, number>();
  for (const [i, query] of queries.entries()) {
    const times = perQuery[i]!.sort((a, b) => a - b);
    const n = (seen.get(query.name) ?? 0) + 1;
    seen.set(query.name, n);
    const label = `  ${query.name}${queries.filter((q) => q.name === query.name).length > 1 ? ` #${n}` : ''}`;
    report(`${label} p50`, percentile(times, 50), 'ms');
    report(`${label} p95`, percentile(times, 95), 'ms', goal);
  }
  whole.sort((a, b) => a - b);
  report(`${page.name}: page p50`, percentile(whole, 50), 'ms');
  report(`${page.name}: page p95`, percentile(whole, 95), 'ms', goal);
  // Each query alone, one after the other: its own cost, without its page's others beside it.
  for (const query of new Map(queries.map((q) => [q.name, q])).values()) {
    const alone: number[] = [];
    for (let run = 0; run < runs; run++) {
      const t0 = performance.now();
      await gql(pageDocument(query.name), query.variables);
      alone.push(performance.now() - t0);
    }
    alone.sort((a, b) => a - b);
    report(`  ${query.name} alone p50`, percentile(alone, 50), 'ms');
    report(`  ${query.name} alone p95`, percentile(alone, 95), 'ms');
  }
}

/** The 5 latest events of the player with a record (what the compare page ticks first). */
export async function latestRecordedEvents(
  query: (sql: string, values: unknown[]) => Promise<{ rows: { event_id: string }[] }>,
  playerId: string,
): Promise<string[]> {
  const { rows } = await query(
    `SELECT r.event_id FROM rm.records r JOIN rm.events e ON e.id = r.event_id
      WHERE r.player_id = $1 ORDER BY e.started_at DESC LIMIT 5`,
    [playerId],
  );
  return rows.map((row) => row.event_id);
}

/** Throws unless the pages' main queries find the seeded club: a bench of empty answers says nothing. */
export async function checkPages(gql: Gql, club: PageClub): Promise<void> {
  const all = pages(club, []);
  const find = (page: number, name: string) => all[page]!.waves.flat().find((q) => q.name === name)!;
  const ask = async <T>(query: PageQuery) => (await gql(pageDocument(query.name), query.variables)) as T;
  const { teamStatistics } = await ask<{ teamStatistics: { events: number; players: unknown[] } }>(
    find(1, 'TeamStatistics'),
  );
  const { teamWorkload } = await ask<{ teamWorkload: { players: unknown[] } }>(find(1, 'TeamAcwr'));
  const { playerSelections } = await ask<{ playerSelections: { selection: { record: unknown } }[] }>(
    find(3, 'PlayerSelections'),
  );
  const { coachDashboard } = await ask<{ coachDashboard: { events: unknown[] } }>(find(5, 'CoachDashboard'));
  const found = {
    statisticsEvents: teamStatistics.events,
    statisticsPlayers: teamStatistics.players.length,
    acwrPlayers: teamWorkload.players.length,
    selectionsWithRecord: playerSelections.filter((row) => row.selection.record !== null).length,
    dashboardEvents: coachDashboard.events.length,
  };
  console.log(`pages find: ${JSON.stringify(found)}`);
  if (Object.values(found).some((n) => n === 0)) throw new Error('the pages find nothing of the seeded club');
}
