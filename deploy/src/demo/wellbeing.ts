/**
 * What the staff enter by hand around the demo club's sessions: every selected player's session
 * RPE (CR-10) after each event, and the season's absences (schedule.ts) as availability entries,
 * injuries included. Through the same command handlers the API calls, with fixed command ids.
 */
import type { AvailabilityCommands } from '@stride/command/availability/handlers';
import type { CommandContext } from '@stride/command/handler';
import { eventStreamName } from '@stride/contracts/events/event';
import { random } from '@stride/projector/metrics/synthetic';
import type { EventStore } from '@stride/streams/port';
import type { EventCommands } from '@stride/command/event/handlers';
import { addDays, DEMO_ABSENCES, type DemoEvent } from './schedule.ts';

/** The event's selections: player id → selection id, as the event stream holds them. */
async function selectionsOf(store: EventStore, eventId: string): Promise<Map<string, string>> {
  const selections = new Map<string, string>();
  for await (const recorded of store.readStream(eventStreamName(eventId))) {
    if (recorded.type !== 'PlayersSelected') continue;
    const data = recorded.data as unknown as {
      selections: readonly { selectionId: string; playerId: string }[];
    };
    for (const s of data.selections) selections.set(s.playerId, s.selectionId);
  }
  return selections;
}

/**
 * A rating per selected player: a match 7 to 9 for those who played most of it (a substitute
 * 5 to 7), the Tuesday session 5 to 7, the lighter Thursday one 3 to 5.
 */
export async function rateSessions(
  store: EventStore,
  events: Pick<EventCommands, 'setSessionRpe'>,
  event: DemoEvent,
  eventId: string,
  playerIds: readonly string[],
  ctx: (step: string) => CommandContext,
): Promise<void> {
  const rand = random(event.seed + 17);
  const selections = await selectionsOf(store, eventId);
  for (const player of event.selected) {
    const selectionId = selections.get(playerIds[player]!);
    if (selectionId === undefined) continue;
    const minutes = event.stints
      .filter((s) => s.player === player)
      .reduce((sum, s) => sum + (s.to - s.from) / 60_000, 0);
    const base = event.type === 'MATCH' ? (minutes >= 60 ? 7 : 5) : event.intensity > 0.9 ? 5 : 3;
    const rating = Math.min(10, base + Math.round(rand() * 2));
    await events.setSessionRpe(
      eventId,
      { selectionId, rating, minutes: null },
      ctx(`event-${event.index}/rpe-${player}`),
    );
  }
}

/** The absences as availability entries, each injury with its own record. */
export async function recordAbsences(
  availability: Pick<AvailabilityCommands, 'setAvailability'>,
  clubId: string,
  playerIds: readonly string[],
  today: string,
  ctx: (step: string) => CommandContext,
): Promise<void> {
  for (const [i, absence] of DEMO_ABSENCES.entries()) {
    const startDate = addDays(today, absence.from);
    const endDate = absence.to === null ? null : addDays(today, absence.to);
    const injury = absence.injury;
    await availability.setAvailability(
      clubId,
      playerIds[absence.player]!,
      { status: absence.status, startDate, endDate, note: absence.note },
      injury === undefined
        ? null
        : {
            description: injury.description,
            bodyPart: injury.bodyPart,
            occurredOn: startDate,
            expectedReturn:
              injury.expectedReturn === undefined ? null : addDays(today, injury.expectedReturn),
            returnedOn:
              injury.status === 'RECOVERED' && absence.to !== null ? addDays(today, absence.to + 1) : null,
            status: injury.status,
            note: null,
          },
      ctx(`absence-${i}`),
    );
  }
}
