/**
 * A club as a new user fills it, through the API of a running platform, with the real recordings
 * of `../shared/datasets`: a football team of six players wearing Catapult trackers and a cyclist
 * wearing a Garmin Edge; a small-sided-games match with two halves and every player's file
 * uploaded to it; a ride uploaded to a training; a Kinexon handball file sent as a docking
 * station's file (its tags are not the club's devices); a team data range named like the
 * engine's HSR; a training running now with the footballers in its squad (for substitutions).
 * What the tour (`npm run tour`) and the layout test look at.
 *
 * Without the recordings (CI) every file is a synthetic one in our csv-stride layout, at the same
 * times and with the same devices (`syntheticFiles`): the same pages, other figures.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { strideCsv } from '@stride/command/upload/testing';
import { DATASETS, datasetsPresent } from '@stride/command/readers/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { addPlayerWearing } from '@stride/query/testing/accounts';
import { postFile } from '@stride/query/testing/client';
import { clubSession, type ClubSession } from '../accounts.ts';

export interface TourClub {
  readonly manager: ClubSession;
  readonly matchId: string;
  readonly rideId: string;
  /** A training started now, the footballers in its squad, nobody on the pitch yet. */
  readonly liveId: string;
  readonly playerIds: readonly string[];
  readonly cyclistId: string;
  /** The real recordings were used (else synthetic files). */
  readonly recordings: boolean;
}

/** A file to upload: its name and bytes. */
interface SeedFile {
  readonly name: string;
  readonly bytes: Buffer;
}

async function recording(file: string): Promise<SeedFile> {
  return { name: path.basename(file), bytes: await readFile(path.join(DATASETS, file)) };
}

/** A csv-stride file of one synthetic trace per device key. */
function synthetic(
  name: string,
  devices: readonly { key: string; seed: number; start: string; seconds: number; rateHz?: number }[],
): SeedFile {
  const csv = strideCsv(
    devices.map((device) => ({
      key: device.key,
      batch: syntheticPlayer({
        seed: device.seed,
        seconds: device.seconds,
        start: Date.parse(device.start),
        rateHz: device.rateHz ?? 10,
        hr: true,
        dropRate: 0.02,
      }),
    })),
  );
  return { name, bytes: Buffer.from(csv) };
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
  file: SeedFile,
): Promise<string> {
  const answer = await postFile<Record<string, { id: string }>>(
    url,
    mutation,
    variables,
    file,
    manager.headers,
  );
  const job = Object.values(answer.data ?? {})[0];
  if (job === undefined) throw new Error(`upload of ${file.name} refused: ${JSON.stringify(answer.errors)}`);
  return waitForJob(manager, job.id);
}

/** The files the seed uploads: the recordings, or synthetic files at the same times. */
interface SeedFiles {
  footballer(index: number): Promise<SeedFile>;
  ride(): Promise<SeedFile>;
  dock(): Promise<SeedFile>;
}

const recordings: SeedFiles = {
  footballer: (i) => recording(`catapult-gnss-10hz-ssg/U18_ID${i + 1}.csv`),
  ride: () => recording('garmin-fit-fitparse/garmin-edge-500-activity.fit'),
  dock: () => recording('floodlight-kinexon-handball/anonymized_data.csv'),
};

const syntheticFiles: SeedFiles = {
  // Each player's first half (the device is chosen on upload: the key does not matter).
  footballer: (i) =>
    Promise.resolve(
      synthetic(`synthetic_ID${i + 1}.csv`, [
        { key: `CAT-S5-${1000 + i}`, seed: 11 + i, start: HALVES[0]!.start, seconds: 33 * 60 },
      ]),
    ),
  ride: () =>
    Promise.resolve(
      synthetic('synthetic-ride.csv', [
        { key: EDGE_SERIAL, seed: 5, start: RIDE.start, seconds: 45 * 60, rateHz: 1 },
      ]),
    ),
  // Tags that are not the club's devices, as the Kinexon file's.
  dock: () =>
    Promise.resolve(
      synthetic('synthetic-dock.csv', [
        { key: 'TAG-0001', seed: 21, start: MATCH.start, seconds: 120 },
        { key: 'TAG-0002', seed: 22, start: MATCH.start, seconds: 120 },
      ]),
    ),
};

export async function seedTourClub(url: string, mailDir: string): Promise<TourClub> {
  const files = datasetsPresent ? recordings : syntheticFiles;
  const manager = await clubSession(url, mailDir, 'Sporting Clube Minho');
  const gql = manager.graphql;
  const players: { playerId: string; deviceId: string }[] = [];
  for (const [i, player] of FOOTBALLERS.entries()) {
    players.push(
      await addPlayerWearing(
        gql,
        manager.teamId,
        { ...player, maxHeartRate: 195 - i, maxSpeed: 31 - i * 0.5 },
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
    const file = await files.footballer(i);
    const state = await upload(
      url,
      manager,
      eventFile,
      { eventId: match.id, deviceId: player.deviceId },
      file,
    );
    console.log(`tour: ${file.name} ${state}`);
  }

  const { createEvent: ride } = await gql<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
      createEvent(teamId: $t, name: "Recovery ride", type: TRAINING, startDate: $s, endDate: $e, playerIds: $p) { id }
    }`,
    { t: manager.teamId, s: RIDE.start, e: RIDE.end, p: [cyclist.playerId] },
  );
  const rideFile = await files.ride();
  console.log(
    `tour: ${rideFile.name} ${await upload(url, manager, eventFile, { eventId: ride.id }, rideFile)}`,
  );
  // Kinexon's times are relative: the dock upload says when it started (the match's start).
  const dock = `mutation ($file: File!, $teamId: ID, $startDate: DateTime) {
    uploadDockFile(file: $file, teamId: $teamId, startDate: $startDate) { id }
  }`;
  const dockFile = await files.dock();
  const dockState = await upload(
    url,
    manager,
    dock,
    { teamId: manager.teamId, startDate: MATCH.start },
    dockFile,
  );
  console.log(`tour: ${dockFile.name} as a dock file ${dockState}`);

  const { createEvent: live } = await gql<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $p: [ID!]) {
      createEvent(teamId: $t, name: "Finishing drills", type: TRAINING, playerIds: $p) { id }
    }`,
    { t: manager.teamId, p: players.map((p) => p.playerId) },
  );
  await gql(`mutation ($e: ID!) { startEvent(eventId: $e) { id } }`, { e: live.id });
  return {
    manager,
    matchId: match.id,
    rideId: ride.id,
    liveId: live.id,
    playerIds: players.map((p) => p.playerId),
    cyclistId: cyclist.playerId,
    recordings: datasetsPresent,
  };
}
