/**
 * A finished match with device data for the replay's browser test and benchmark (issue 20):
 * players wearing trackers, two halves with every player on the pitch, and one docking file of
 * synthetic 10 Hz traces (with heart rate) sent through the API until its records are computed.
 */
import { addPlayerWearing } from '@stride/query/testing/accounts';
import type { ClubSession } from './accounts.ts';
import { syntheticCsv, uploadEventFile } from './event-data.ts';

export interface ReplayEvent {
  readonly eventId: string;
  readonly playerIds: readonly string[];
  /** The halves' starts, epoch ms. */
  readonly halves: readonly [number, number];
}

export async function replayEvent(
  url: string,
  manager: ClubSession,
  options: {
    readonly players: number;
    readonly minutes: number;
    readonly start: number;
    readonly seed: number;
  },
): Promise<ReplayEvent> {
  const { players, minutes, start } = options;
  const serials = Array.from({ length: players }, (_, i) => `RPL-${String(i + 1).padStart(2, '0')}`);
  const playerIds: string[] = [];
  for (const [i, serial] of serials.entries()) {
    const player = { firstName: `Player${i + 1}`, lastName: 'Replay', number: i + 1, maxHeartRate: 195 };
    const device = { serial, udid: `usb-rpl-${i + 1}`, name: `Tracker ${i + 1}` };
    playerIds.push((await addPlayerWearing(manager.graphql, manager.teamId, player, device)).playerId);
  }
  const kickOff = start + 60_000;
  const half = (minutes / 2) * 60_000;
  const { createEvent } = await manager.graphql<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Replayed match", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: manager.teamId,
      s: new Date(start).toISOString(),
      e: new Date(kickOff + 2 * half + 5 * 60_000).toISOString(),
      p: playerIds,
    },
  );
  const eventId = createEvent.id;
  const halves: [number, number] = [kickOff, kickOff + half];
  for (const [i, from] of halves.entries()) {
    await manager.graphql(
      `mutation ($e: ID!, $n: String!, $s: DateTime, $t: DateTime) {
         createPeriod(eventId: $e, name: $n, startDate: $s, endDate: $t, force: true) { id } }`,
      {
        e: eventId,
        n: i === 0 ? '1st half' : '2nd half',
        s: new Date(from).toISOString(),
        t: new Date(from + half).toISOString(),
      },
    );
  }
  // Marked as played over its window: a finished match, as a coach leaves it after uploading.
  await manager.graphql('mutation ($e: ID!) { finishEvent(eventId: $e) { id } }', { e: eventId });
  // One file per five trackers (a docking station's worth), each built just before it is sent.
  // (A whole squad's 85 MB file once failed here: building it kept the client busy past the API's
  // idle keep-alive, since raised to 65 s; docs/uploads-keep-alive.md.)
  for (let first = 0; first < players; first += 5) {
    const keys = serials.slice(first, first + 5);
    const csv = syntheticCsv(keys, { start: kickOff, seconds: minutes * 60, seed: options.seed + first });
    await uploadEventFile(url, manager, eventId, { name: `match-${first / 5 + 1}.csv`, bytes: csv });
  }
  return { eventId, playerIds, halves };
}
