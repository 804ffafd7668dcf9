/**
 * `npm run bench -- reports`: the PDF reports (issue 21, goal ≤ 3 s each to the last byte). A
 * 90-minute, 25-player, 10 Hz match (BENCH_PLAYERS, BENCH_MINUTES) with two halves, uploaded as a
 * docking station's file on the real pipeline, after a four-week history of trainings
 * (BENCH_REPORT_TRAININGS, 15 minutes each, every player) for the player and weekly reports.
 * Each report is asked 5 times: its link, then its download read to the last byte; p50 and max.
 */
import { strideCsv } from '@stride/command/upload/testing';
import { addDays, calendarDay } from '@stride/contracts/workload/calendar';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { addPlayerWearing, bearer, must, setUpClub } from '@stride/query/testing/accounts';
import { http, postFile } from '@stride/query/testing/client';
import { openStack } from '@stride/query/testing/stack';
import { until } from '@stride/streams/testing/until';
import { percentile } from './stats.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 25);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 90);
const TRAININGS = Number(process.env.BENCH_REPORT_TRAININGS ?? 8);
const RUNS = 5;
const MINUTE = 60_000;

export async function reportsBench(): Promise<void> {
  const stack = await openStack('bench-reports');
  const { url } = stack;
  try {
    const club = await setUpClub(http, url, stack.mailer);
    const headers = bearer(club.token);
    const gql = <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> =>
      must<T>(http, url, query, variables, headers);
    const keys = Array.from({ length: PLAYERS }, (_, i) => `REP-${String(i + 1).padStart(2, '0')}`);
    const playerIds: string[] = [];
    for (const [i, serial] of keys.entries())
      playerIds.push(
        (
          await addPlayerWearing(
            gql,
            club.teamId,
            { firstName: `Joueur ${i}`, lastName: `Équipe ${i}` },
            { serial, udid: serial },
          )
        ).playerId,
      );
    const today = calendarDay(Date.now(), 'Europe/Paris');
    /** An event of every player on `day` at 17:00 UTC, its samples uploaded, finished. */
    const event = async (day: string, minutes: number, type: string, seed: number): Promise<string> => {
      const start = Date.parse(`${day}T17:00:00Z`);
      const { createEvent } = await gql<{ createEvent: { id: string } }>(
        `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
           createEvent(teamId: $t, name: "Bench ${type.toLowerCase()}", type: ${type}, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
        {
          t: club.teamId,
          s: new Date(start).toISOString(),
          e: new Date(start + (minutes + 10) * MINUTE).toISOString(),
          p: playerIds,
        },
      );
      const eventId = createEvent.id;
      if (type === 'MATCH')
        for (const [name, from, to] of [
          ['First half', 1, 1 + minutes / 2],
          ['Second half', 1 + minutes / 2, 1 + minutes],
        ] as const)
          await gql(
            `mutation ($e: ID!, $n: String!, $s: DateTime, $t: DateTime) {
               createPeriod(eventId: $e, name: $n, startDate: $s, endDate: $t, force: true) { id } }`,
            {
              e: eventId,
              n: name,
              s: new Date(start + from * MINUTE).toISOString(),
              t: new Date(start + to * MINUTE).toISOString(),
            },
          );
      const csv = strideCsv(
        keys.map((key, p) => ({
          key,
          batch: syntheticPlayer({
            seed: seed + p,
            seconds: minutes * 60,
            start: start + MINUTE,
            hr: true,
            dropRate: 0.05,
          }),
        })),
      );
      const uploaded = await postFile<{ uploadDockFile: { id: string } }>(
        url,
        'mutation ($file: File!, $t: ID) { uploadDockFile(file: $file, teamId: $t) { id } }',
        { t: club.teamId },
        { name: 'dock.csv', bytes: new TextEncoder().encode(csv) },
        headers,
      );
      if (uploaded.data === undefined || uploaded.data === null)
        throw new Error(JSON.stringify(uploaded.errors));
      await until(
        async () => {
          const { eventSelections } = await gql<{
            eventSelections: { record: { samples: number } | null }[];
          }>('query ($e: ID!) { eventSelections(eventId: $e) { record { samples } } }', { e: eventId });
          return eventSelections.filter((s) => s.record !== null).length === PLAYERS;
        },
        { timeoutMs: 600_000, everyMs: 1000 },
      );
      await gql('mutation ($e: ID!) { finishEvent(eventId: $e) { id } }', { e: eventId });
      return eventId;
    };
    for (let i = 0; i < TRAININGS; i++)
      await event(addDays(today, -27 + Math.floor((i * 26) / TRAININGS)), 15, 'TRAINING', 1000 + i * 50);
    const matchId = await event(addDays(today, -1), MINUTES, 'MATCH', 100);

    const time = async (name: string, field: string, args: string) => {
      const samples: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const link = (await gql<Record<string, { url: string }>>(`{ ${field}(${args}) { url } }`))[field]!;
        const response = await fetch(`${url}${link.url}`);
        if (response.status !== 200) throw new Error(`${field}: ${response.status} ${await response.text()}`);
        bytes = (await response.arrayBuffer()).byteLength;
        samples.push(performance.now() - t0);
      }
      samples.sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(44)} p50 ${percentile(samples, 50).toFixed(0).padStart(5)} ms   max ${samples.at(-1)!.toFixed(0).padStart(5)} ms   ${(bytes / 1024).toFixed(0)} KiB`,
      );
    };
    console.log(
      `  ${PLAYERS} players; a ${MINUTES}-minute 10 Hz match and ${TRAININGS} trainings of 15 minutes over 4 weeks`,
    );
    console.log('  link asked, then the PDF read to its last byte (goal ≤ 3000 ms):');
    await time('event report (match, fr-FR)', 'getEventReportLink', `eventId: "${matchId}", locale: "fr-FR"`);
    await time(
      'player report (4 weeks, de-DE)',
      'getPlayerReportLink',
      `playerId: "${playerIds[0]}", locale: "de-DE"`,
    );
    await time(
      'weekly team report (en-GB)',
      'getTeamWeeklyReportLink',
      `teamId: "${club.teamId}", week: "${addDays(today, -1)}", locale: "en-GB"`,
    );
  } finally {
    await stack.close();
  }
}
