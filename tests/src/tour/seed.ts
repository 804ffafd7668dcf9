/**
 * A club as a new user fills it, through the API of a running platform, with the real recordings
 * of `../shared/datasets`: a football team of six players wearing Catapult trackers and a cyclist
 * wearing a Garmin Edge; a small-sided-games match with two halves and every player's file
 * uploaded to it; a ride uploaded to a training; a Kinexon handball file sent as a docking
 * station's file (its tags are not the club's devices); a team data range named like the
 * engine's HSR. What the tour (`npm run tour`) looks at.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DATASETS } from '@stride/command/readers/testing';
import { addPlayerWearing } from '@stride/query/testing/accounts';
import { postFile } from '@stride/query/testing/client';
import { clubSession, type ClubSession } from '../accounts.ts';

export interface TourClub {
  readonly manager: ClubSession;
  readonly matchId: string;
  readonly rideId: string;
  readonly playerIds: readonly string[];
  readonly cyclistId: string;
}

const FOOTBALLERS = [
  { firstName: 'Rui', lastName: 'Almeida', number: 1, position: 'GOALKEEPER' },
  { firstName: 'Tiago', lastName: 'Costa', number: 4, position: 'CENTER_BACK' },
  { firstName: 'João', lastName: 'Ferreira-Gonçalves', number: 6, position: 'DEFENSIVE_MIDFIELDER' },
  { firstName: 'Diogo', lastName: 'Martins', number: 8, position: 'MIDFIELDER' },
  { firstName: 'André', lastName: 'Sousa', number: 10, position: 'OFFENSIVE_MIDFIELDER' },
  { firstName: 'Bruno', lastName: 'Pereira', number: 9, position: 'FORWARD' },
] as const;

/** The Catapult recordings: 2021-11-19, about 17:11 to 18:18 UTC. */
const MATCH = { start: '2021-11-19T17:05:00Z', end: '2021-11-19T18:25:00Z' };
const HALVES = [
  { name: '1st half', start: '2021-11-19T17:11:00Z', end: '2021-11-19T17:44:00Z' },
  { name: '2nd half', start: '2021-11-19T17:45:00Z', end: '2021-11-19T18:19:00Z' },
];
/** The Garmin Edge 500 ride: 2011-09-25 from 13:00:22 UTC (3.5 h; an event lasts 3 h at most). */
const RIDE = { start: '2011-09-25T13:00:00Z', end: '2011-09-25T16:00:00Z' };
const EDGE_SERIAL = '3820987521';

const ID = `query ($id: ID!) { job(jobId: $id) { state code message } }`;

async function waitForJob(manager: ClubSession, jobId: string): Promise<string> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const { job } = await manager.graphql<{ job: { state: string } | null }>(ID, { id: jobId });
    if (job !== null && ['COMPUTED', 'FAILED', 'DUPLICATE'].includes(job.state)) return job.state;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function upload(
  url: string,
  manager: ClubSession,
  mutation: string,
  variables: Record<string, unknown>,
  file: string,
): Promise<string> {
  const bytes = await readFile(path.join(DATASETS, file));
  const answer = await postFile<Record<string, { id: string }>>(
    url,
    mutation,
    variables,
    { name: path.basename(file), bytes },
    manager.headers,
  );
  const job = Object.values(answer.data ?? {})[0];
  if (job === undefined) throw new Error(`upload of ${file} refused: ${JSON.stringify(answer.errors)}`);
  return waitForJob(manager, job.id);
}

export async function seedTourClub(url: string, mailDir: string): Promise<TourClub> {
  const manager = await clubSession(url, mailDir, 'Sporting Clube Minho');
  const gql = manager.graphql;
  const players: { playerId: string; deviceId: string }[] = [];
  for (const [i, player] of FOOTBALLERS.entries()) {
    players.push(
      await addPlayerWearing(
        gql,
        manager.teamId,
        { ...player, maxHeartRate: 195 - i, maxSpeed: 8.5 },
        { serial: `CAT-S5-${1000 + i}`, udid: `catapult-${i + 1}`, name: `OptimEye S5 #${i + 1}` },
      ),
    );
  }
  const cyclist = await addPlayerWearing(
    gql,
    manager.teamId,
    { firstName: 'Inês', lastName: 'Rodrigues', number: 21, position: 'WINGER', maxHeartRate: 190 },
    { serial: EDGE_SERIAL, udid: 'garmin-edge-500', name: 'Edge 500' },
  );
  await gql(
    `mutation ($t: ID!) { createTeamRange(teamId: $t, type: "SPEED", name: "HSR", min: 18, max: 50) { id } }`,
    { t: manager.teamId },
  ).catch((error: unknown) => console.warn(`tour: no team range (${String(error)})`));

  const { createEvent: match } = await gql<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
      createEvent(teamId: $t, name: "SSG 6 v 6", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id }
    }`,
    { t: manager.teamId, s: MATCH.start, e: MATCH.end, p: players.map((p) => p.playerId) },
  );
  for (const half of HALVES) {
    await gql(
      `mutation ($e: ID!, $n: String!, $s: DateTime, $f: DateTime) {
        createPeriod(eventId: $e, name: $n, startDate: $s, endDate: $f, force: true) { id }
      }`,
      { e: match.id, n: half.name, s: half.start, f: half.end },
    );
  }
  const eventFile = `mutation ($eventId: ID!, $file: File!, $deviceId: ID) {
    uploadEventFile(eventId: $eventId, file: $file, deviceId: $deviceId) { id }
  }`;
  for (const [i, player] of players.entries()) {
    const state = await upload(
      url,
      manager,
      eventFile,
      { eventId: match.id, deviceId: player.deviceId },
      `catapult-gnss-10hz-ssg/U18_ID${i + 1}.csv`,
    );
    console.log(`tour: U18_ID${i + 1}.csv ${state}`);
  }

  const { createEvent: ride } = await gql<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
      createEvent(teamId: $t, name: "Recovery ride", type: TRAINING, startDate: $s, endDate: $e, playerIds: $p) { id }
    }`,
    { t: manager.teamId, s: RIDE.start, e: RIDE.end, p: [cyclist.playerId] },
  );
  console.log(
    `tour: garmin-edge-500-activity.fit ${await upload(url, manager, eventFile, { eventId: ride.id }, 'garmin-fit-fitparse/garmin-edge-500-activity.fit')}`,
  );
  const dock = `mutation ($file: File!, $teamId: ID) { uploadDockFile(file: $file, teamId: $teamId) { id } }`;
  console.log(
    `tour: kinexon dock file ${await upload(url, manager, dock, { teamId: manager.teamId }, 'floodlight-kinexon-handball/anonymized_data.csv')}`,
  );
  return {
    manager,
    matchId: match.id,
    rideId: ride.id,
    playerIds: players.map((p) => p.playerId),
    cyclistId: cyclist.playerId,
  };
}
