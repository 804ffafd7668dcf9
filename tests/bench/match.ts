/**
 * A bench's match on the real pipeline: a club whose team has `players` players, each wearing a
 * device, a match of `minutes` at 10 Hz uploaded as a docking station's file (its samples find
 * the event by time), finished, and every record's series computed. What the intervals and
 * archive benches measure on.
 */
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { addPlayerWearing, bearer, must, setUpClub, type ClubSetUp } from '@stride/query/testing/accounts';
import { http, postFile } from '@stride/query/testing/client';
import type { Stack } from '@stride/query/testing/stack';
import { until } from '@stride/streams/testing/until';

export interface BenchMatch {
  readonly club: ClubSetUp;
  readonly eventId: string;
  readonly gql: <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;
}

export interface BenchMatchOptions {
  readonly players: number;
  readonly minutes: number;
  /** Epoch ms of the event's start (the samples start a minute later). */
  readonly start: number;
  /** The devices' serials: `<prefix>-01`, … */
  readonly serialPrefix: string;
  /** Heart rate in the samples. @default false */
  readonly hr?: boolean;
}

const MINUTE = 60_000;

export async function uploadBenchMatch(stack: Stack, options: BenchMatchOptions): Promise<BenchMatch> {
  const { players, minutes, start, serialPrefix } = options;
  const { url } = stack;
  const club = await setUpClub(http, url, stack.mailer);
  const headers = bearer(club.token);
  const gql = <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> =>
    must<T>(http, url, query, variables, headers);
  const keys = Array.from({ length: players }, (_, i) => `${serialPrefix}-${String(i + 1).padStart(2, '0')}`);
  const playerIds: string[] = [];
  for (const [i, serial] of keys.entries()) {
    const player = { firstName: `P${i}`, lastName: 'Bench' };
    playerIds.push((await addPlayerWearing(gql, club.teamId, player, { serial, udid: serial })).playerId);
  }
  const { createEvent } = await gql<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Bench match", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: club.teamId,
      s: new Date(start).toISOString(),
      e: new Date(start + (minutes + 10) * MINUTE).toISOString(),
      p: playerIds,
    },
  );
  const eventId = createEvent.id;
  const csv = strideCsv(
    keys.map((key, p) => ({
      key,
      batch: syntheticPlayer({
        seed: 100 + p,
        seconds: minutes * 60,
        start: start + MINUTE,
        dropRate: 0.05,
        hr: options.hr ?? false,
      }),
    })),
  );
  const uploaded = await postFile<{ uploadDockFile: { id: string } }>(
    url,
    'mutation ($file: File!, $t: ID) { uploadDockFile(file: $file, teamId: $t) { id } }',
    { t: club.teamId },
    { name: 'match.csv', bytes: new TextEncoder().encode(csv) },
    headers,
  );
  if (uploaded.data === undefined || uploaded.data === null) throw new Error(JSON.stringify(uploaded.errors));
  await gql('mutation ($e: ID!) { finishEvent(eventId: $e) { id } }', { e: eventId });
  const seriesReady = async () => {
    const { eventPlayerAnalyses } = await gql<{ eventPlayerAnalyses: { time: number }[] }>(
      'query ($e: ID!) { eventPlayerAnalyses(eventId: $e) { time } }',
      { e: eventId },
    );
    return eventPlayerAnalyses.length === players && eventPlayerAnalyses.every((a) => a.time > minutes * 50);
  };
  await until(seriesReady, { timeoutMs: 600_000, everyMs: 1000 });
  return { club, eventId, gql };
}
