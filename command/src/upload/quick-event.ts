/**
 * A quick import (`QUICK`): the job's file makes its event before its samples go in.
 */
import { clubStreamName } from '@stride/contracts/events/club';
import type { SampleBatch } from '@stride/contracts/samples';
import type { EventStore } from '@stride/streams/port';
import { clubDecider } from '../club/club.ts';
import { eventCommands } from '../event/handlers.ts';
import type { CommandContext } from '../handler.ts';
import { readState, stepContext } from '../multi-stream.ts';
import { Refused } from './refusal.ts';
import { LONGEST_EVENT_MS, readEvent, windowOf, type JobEvent } from './routing.ts';
import type { JobInfo } from './state.ts';

/**
 * A quick import's event: a match or training of the job's team over the file's time range (at
 * least 1 minute, at most 3 hours from its first sample), finished (it was played: started at the
 * first sample, stopped after the last), with the team's players who wear the devices the file
 * names selected (its skipped keys name none). Its id follows from the job, so a job run twice
 * creates it once.
 */
export async function quickEvent(
  store: EventStore,
  job: JobInfo,
  devices: ReadonlyMap<string, { batches: SampleBatch[] }>,
  named: ReadonlyMap<string, string>,
  context: CommandContext,
): Promise<JobEvent> {
  if (job.teamId === null || job.quick === null) throw new Error('a quick import needs its team and name');
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  // Its minutes are those of the devices it imports (a skipped ball does not stretch them).
  for (const [key, device] of devices) {
    if (!named.has(key)) continue;
    const head = device.batches[0];
    const tail = device.batches[device.batches.length - 1];
    if (head !== undefined && head.t.length > 0) first = Math.min(first, head.t[0]!);
    if (tail !== undefined && tail.t.length > 0) last = Math.max(last, tail.t[tail.t.length - 1]!);
  }
  if (!Number.isFinite(first))
    throw new Refused('BULK_UPLOAD_INVALID_FILE', 'NO_SAMPLES', 'the file holds no samples');
  // Whole seconds, as a person would enter them; the last sample stays inside.
  const start = Math.floor(first / 1000) * 1000;
  const end = Math.min(
    Math.max(Math.floor(last / 1000) * 1000 + 1000, start + 60_000),
    start + LONGEST_EVENT_MS,
  );
  const { state: club } = await readState(store, clubStreamName(job.clubId), clubDecider);
  if (club.status === 'initial') throw new Refused('CLUB_NOT_FOUND', null, 'the club does not exist');
  const wearing = new Set(named.values());
  const playerIds = [...club.players]
    .filter(
      ([, p]) => p.teamId === job.teamId && !p.archived && p.deviceId !== null && wearing.has(p.deviceId),
    )
    .map(([playerId]) => playerId);
  const { eventId } = await eventCommands(store).createEvent(
    {
      clubId: job.clubId,
      teamId: job.teamId,
      name: job.quick.name,
      eventType: job.quick.eventType,
      daysToMatch: null,
      startDate: new Date(start),
      endDate: new Date(end),
      playerIds,
      // Played already: created finished over the file's minutes, not waiting for a Start.
      recorded: true,
    },
    stepContext(context, 'quick-event'),
  );
  const event = await readEvent(store, eventId);
  if (event === null) throw new Error("the quick import's event is not there");
  return { event, window: windowOf(event, null) };
}
