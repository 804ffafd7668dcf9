/**
 * `npm run bench -- workload` (issue 19): a club with 3 seasons × 30 players × 250 events, its
 * workload rows written straight into the read model (the records projection's
 * `rm.workload_entries` and `rm.workload_days`, not through the engine), with its events,
 * selections, records and tags (workload-records.ts), then through GraphQL to the API in this
 * process:
 *
 *   player season   `playerWorkload` over a season (365 days), ROLLING and EWMA (goal p95 ≤ 200 ms)
 *   team week       `teamWorkload` over a week, the team page's first query (goal p95 ≤ 300 ms)
 *   team season     `teamWorkload` over a season (goal p95 ≤ 300 ms): every field of every day of
 *                   every player (11 000 days, about 3 MB of JSON), the players' trends and weeks,
 *                   and what the team page shows (the players' weeks and the team's trend)
 *   pages           the team analyses (last 12 weeks; a season), player overview, analyses (a
 *                   season) and compare, and the coach dashboard, their queries as the web app sends
 *                   them over the club's events, selections, records and tags (workload-pages.ts,
 *                   workload-records.ts; goals p95 ≤ 300 ms a team page, ≤ 200 ms a player's)
 *   new record      a file uploaded for a finished event until `playerWorkload` shows its day
 *                   (upload, job, relay, records projection with the workload; goal ≤ 2 s)
 *   new RPE         `setSessionRpe` answered until `playerWorkload` shows its sRPE (the records
 *                   projection's workload refresh alone)
 */
import { randomUUID } from 'node:crypto';
import { strideCsv } from '@stride/command/upload/testing';
import { addDays } from '@stride/contracts/workload/calendar';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { addPlayerWearing, bearer, setUpClub } from '@stride/query/testing/accounts';
import { http, postFile } from '@stride/query/testing/client';
import { openStack } from '@stride/query/testing/stack';
import { pageDocument } from './page-documents.ts';
import { percentile, report } from './stats.ts';
import { checkPages, latestRecordedEvents, measurePage, pages, taggedStatistics } from './workload-pages.ts';
import { seedEventsAndRecords } from './workload-records.ts';
import {
  benchEventId,
  benchSelectionId,
  EVENTS_PER_SEASON,
  eventDays,
  FIRST_SEASON,
  missingDevice,
  noise,
  PLAYERS,
  SEASONS,
  seasonStart,
} from './workload-club.ts';

const RUNS = Number(process.env.BENCH_WORKLOAD_RUNS ?? 30);

async function timed(runs: number, call: () => Promise<unknown>): Promise<number[]> {
  await call(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

function reportTimes(name: string, times: readonly number[], goalMs: number): void {
  report(`${name} p50`, percentile(times, 50), 'ms');
  report(`${name} p95`, percentile(times, 95), 'ms', { value: goalMs, better: 'lower' });
}

export async function workloadBench(): Promise<void> {
  console.log(`\n== workload: ${SEASONS} seasons × ${PLAYERS} players × ${EVENTS_PER_SEASON} events ==`);
  const stack = await openStack('bench-workload');
  try {
    const club = await setUpClub(http, stack.url, stack.mailer, 'Workload bench');
    const auth = bearer(club.token);
    const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
      stack.must<T>(query, variables, auth);
    const serial = `wl-${randomUUID().slice(0, 8)}`;
    const playerIds = [
      (
        await addPlayerWearing(
          gql,
          club.teamId,
          { firstName: 'P', lastName: 'Player 00' },
          { serial, udid: serial },
        )
      ).playerId,
    ];
    for (let p = 1; p < PLAYERS; p++) {
      const { createPlayer } = await gql<{ createPlayer: { id: string } }>(
        'mutation ($t: ID!, $p: PlayerInput!) { createPlayer(teamId: $t, player: $p) { id } }',
        { t: club.teamId, p: { firstName: 'P', lastName: `Player ${String(p).padStart(2, '0')}` } },
      );
      playerIds.push(createPlayer.id);
    }

    const t0 = performance.now();
    const days = eventDays();
    const entries: Record<string, unknown>[] = [];
    const dayRows: Record<string, unknown>[] = [];
    for (const [e, day] of days.entries()) {
      const eventId = benchEventId(e);
      for (const [p, playerId] of playerIds.entries()) {
        const missing = missingDevice(e, p);
        const r = noise(p, e);
        const loads = {
          duration: missing ? null : 60 + 40 * r,
          distance: missing ? null : 5000 + 6000 * r,
          hsr: missing ? null : 300 + 700 * r,
          sprint_distance: missing ? null : 80 + 250 * r,
          accelerations: missing ? null : Math.round(20 + 40 * r),
          decelerations: missing ? null : Math.round(20 + 40 * r),
          trimp: missing ? null : 80 + 120 * r,
          hml_distance: missing ? null : 600 + 900 * r,
          srpe: r < 0.5 ? null : Math.round(3 + 6 * r) * 75,
          ranges: missing
            ? []
            : [
                { rangeId: 'fast', name: 'Fast', distance: 400 * r },
                { rangeId: 'sprint', name: 'Sprint', distance: 100 * r },
              ],
        };
        entries.push({
          selection_id: benchSelectionId(e, p),
          event_id: eventId,
          team_id: club.teamId,
          player_id: playerId,
          start_at: Date.parse(`${day}T17:00:00Z`),
          day,
          has_device: !missing,
          has_rpe: loads.srpe !== null,
          rpe_rating: loads.srpe === null ? null : loads.srpe / 75,
          rpe_minutes: loads.srpe === null ? null : 75,
          ...loads,
        });
        dayRows.push({
          player_id: playerId,
          day,
          events: 1,
          missing_device: missing ? 1 : 0,
          missing_rpe: loads.srpe === null ? 1 : 0,
          ...loads,
        });
      }
    }
    const pool = stack.h.pool;
    for (let i = 0; i < entries.length; i += 5000) {
      await pool.query(
        `INSERT INTO rm.workload_entries SELECT * FROM jsonb_populate_recordset(null::rm.workload_entries, $1::jsonb)`,
        [JSON.stringify(entries.slice(i, i + 5000))],
      );
      await pool.query(
        `INSERT INTO rm.workload_days SELECT * FROM jsonb_populate_recordset(null::rm.workload_days, $1::jsonb)`,
        [JSON.stringify(dayRows.slice(i, i + 5000))],
      );
    }
    await pool.query('ANALYZE rm.workload_days; ANALYZE rm.workload_entries');
    report('seeded workload days (rows)', dayRows.length, 'rows');
    report('seeded records (rows)', await seedEventsAndRecords(pool, club.teamId, playerIds), 'rows');
    for (let season = 0; season < SEASONS; season++) {
      await gql(
        'mutation ($t: ID!, $n: String!, $s: Date!, $e: Date!) { createSeason(teamId: $t, name: $n, startDate: $s, endDate: $e) { id } }',
        {
          t: club.teamId,
          n: `Season ${season + 1}`,
          s: seasonStart(season),
          e: addDays(seasonStart(season), 364),
        },
      );
    }
    report('seeding', performance.now() - t0, 'ms');

    const seasonFrom = addDays(FIRST_SEASON, 2 * 365);
    const seasonTo = addDays(seasonFrom, 364);
    const week = { from: '2026-03-02', to: '2026-03-08' };
    const player = (model: string) => () =>
      gql(
        `query ($p: ID!, $f: Date!, $t: Date!, $m: WorkloadModel) { playerWorkload(playerId: $p, from: $f, to: $t, model: $m) {
           points { date load acute chronic ratio ratioStatus acuteMissingDays chronicMissingDays }
           weeks { start load monotony strain change missingDays }
           days { date events missingDevice missingRpe duration distance hsr sprintDistance accelerations decelerations trimp hmlDistance srpe ranges { rangeId name distance } } } }`,
        { p: playerIds[5], f: seasonFrom, t: seasonTo, m: model },
      );
    const team = (from: string, to: string) => () =>
      gql(
        `query ($t: ID!, $f: Date!, $to: Date!) { teamWorkload(teamId: $t, from: $f, to: $to) {
           players { playerId points { date load acute chronic ratio ratioStatus } weeks { start load monotony strain change }
             days { date events missingDevice distance hsr srpe } }
           average { date load acute chronic ratio ratioStatus } } }`,
        { t: club.teamId, f: from, to },
      );
    reportTimes('playerWorkload, a season (ROLLING)', await timed(RUNS, player('ROLLING')), 200);
    reportTimes('playerWorkload, a season (EWMA, whole history)', await timed(RUNS, player('EWMA')), 200);
    reportTimes('teamWorkload, a week (30 players)', await timed(RUNS, team(week.from, week.to)), 300);
    reportTimes(
      'teamWorkload, a season (30 players)',
      await timed(Math.ceil(RUNS / 2), team(seasonFrom, seasonTo)),
      300,
    );
    const trend = () =>
      gql(
        `query ($t: ID!, $f: Date!, $to: Date!) { teamWorkload(teamId: $t, from: $f, to: $to) {
           players { playerId points { date load acute chronic ratio ratioStatus } weeks { start load monotony strain change } }
           average { date load acute chronic ratio ratioStatus } } }`,
        { t: club.teamId, f: seasonFrom, to: seasonTo },
      );
    reportTimes('teamWorkload, a season, trend and weeks only', await timed(Math.ceil(RUNS / 2), trend), 300);
    // What the team page shows over a season: each player's weeks and the team's ACWR trend.
    const page = () =>
      gql(
        `query ($t: ID!, $f: Date!, $to: Date!) { teamWorkload(teamId: $t, from: $f, to: $to) {
           players { playerId weeks { start load monotony strain change missingDays } }
           average { date load acute chronic ratio ratioStatus } } }`,
        { t: club.teamId, f: seasonFrom, to: seasonTo },
      );
    reportTimes('teamWorkload, a season: players’ weeks, team trend', await timed(RUNS, page), 300);

    // The pages, each query as the web app sends it, a page's queries together.
    const pageClub = { clubId: club.clubId, teamId: club.teamId, playerId: playerIds[5]! };
    await checkPages(gql, pageClub);
    const compareEvents = await latestRecordedEvents(
      (text, values) => pool.query(text, values),
      playerIds[5]!,
    );
    for (const page of pages(pageClub, compareEvents)) {
      console.log(`-- ${page.name}`);
      await measurePage(gql, page, RUNS);
    }
    reportTimes(
      'TeamStatistics, a season, a tag',
      await timed(RUNS, () => {
        const { name, variables } = taggedStatistics(club.teamId);
        return gql(pageDocument(name), variables);
      }),
      300,
    );

    // What TeamAcwr's season costs beyond its SQL: the same read and ACWR with only the team's
    // average in the answer (the page asks every player's points and shows one at a time).
    reportTimes(
      'teamWorkload, a season, the average only',
      await timed(RUNS, () =>
        gql(
          `query ($t: ID!, $f: Date!, $to: Date!) { teamWorkload(teamId: $t, from: $f, to: $to, variable: DISTANCE) {
             average { date ratio ratioStatus } } }`,
          { t: club.teamId, f: seasonStart(1), to: addDays(seasonStart(1), 364) },
        ),
      ),
      300,
    );

    // A new record: a finished event of player 0, a 10-minute file, until the workload shows it.
    const newRecord: number[] = [];
    const rpeTimes: number[] = [];
    for (let run = 0; run < 5; run++) {
      const start = Date.parse(`2026-07-${String(10 + run).padStart(2, '0')}T18:00:00Z`);
      const day = new Date(start).toISOString().slice(0, 10);
      const { createEvent } = await gql<{ createEvent: { id: string } }>(
        `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
           createEvent(teamId: $t, name: "Bench", type: TRAINING, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
        {
          t: club.teamId,
          s: new Date(start).toISOString(),
          e: new Date(start + 60 * 60_000).toISOString(),
          p: [playerIds[0]],
        },
      );
      await gql(`mutation { finishEvent(eventId: "${createEvent.id}") { id } }`);
      const dayLoad = async () => {
        const { playerWorkload } = await gql<{
          playerWorkload: { days: { distance: number | null; srpe: number | null }[] };
        }>(
          `query ($p: ID!, $d: Date!) { playerWorkload(playerId: $p, from: $d, to: $d) { days { distance srpe } } }`,
          { p: playerIds[0], d: day },
        );
        return playerWorkload.days[0]!;
      };
      const before = (await dayLoad()).distance;
      const file = strideCsv([
        {
          key: serial,
          batch: syntheticPlayer({ seed: run, seconds: 600, start: start + 60_000, dropRate: 0.05 }),
        },
      ]);
      const t1 = performance.now();
      const job = await postFile<{ uploadEventFile: { id: string } }>(
        stack.url,
        'mutation ($file: File!, $e: ID!) { uploadEventFile(file: $file, eventId: $e) { id } }',
        { e: createEvent.id },
        { name: 'bench.csv', bytes: new TextEncoder().encode(file) },
        auth,
      );
      if (job.errors !== undefined) throw new Error(JSON.stringify(job.errors));
      for (;;) {
        const { distance } = await dayLoad();
        if (distance !== null && distance !== before) break;
        if (performance.now() - t1 > 30_000) throw new Error('the record never reached the workload');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      newRecord.push(performance.now() - t1);

      const { eventSelections } = await gql<{ eventSelections: { id: string }[] }>(
        `{ eventSelections(eventId: "${createEvent.id}") { id } }`,
      );
      const srpeBefore = (await dayLoad()).srpe ?? 0;
      const t2 = performance.now();
      await gql(
        `mutation { setSessionRpe(selectionId: "${eventSelections[0]!.id}", rating: 6, minutes: 60) { id } }`,
      );
      for (;;) {
        if ((await dayLoad()).srpe === srpeBefore + 360) break;
        if (performance.now() - t2 > 30_000) throw new Error('the RPE never reached the workload');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      rpeTimes.push(performance.now() - t2);
    }
    newRecord.sort((a, b) => a - b);
    rpeTimes.sort((a, b) => a - b);
    report('new record (upload → workload day), p50', percentile(newRecord, 50), 'ms');
    report('new record (upload → workload day), max', newRecord.at(-1)!, 'ms', {
      value: 2000,
      better: 'lower',
    });
    report('new RPE (mutation → workload day), p50', percentile(rpeTimes, 50), 'ms');
    report('new RPE (mutation → workload day), max', rpeTimes.at(-1)!, 'ms', {
      value: 2000,
      better: 'lower',
    });
  } finally {
    await stack.close();
  }
}
