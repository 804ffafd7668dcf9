/**
 * The demo season's events, one after the other: each created as played with its halves and the
 * players' session RPE, then its device file (file.ts, play.ts) uploaded as an upload job. One
 * event at a time: making the next file while the previous one was stored gained nothing on a
 * busy 2-core machine (117 s against 118 s for the season), the work being all CPU.
 */
import type { CommandContext } from '@stride/command/handler';
import { memorySource } from '@stride/command/upload/source';
import type { DemoCommands } from './generate.ts';
import { demoCsv } from './file.ts';
import { stint } from './play.ts';
import { dayIn, DEMO_TIME_ZONE, type DemoEvent } from './schedule.ts';
import { DEMO_SQUAD, demoSerial } from './squad.ts';
import { rateSessions } from './wellbeing.ts';

export interface SeasonContext {
  readonly clubId: string;
  readonly teamId: string;
  /** By squad index. */
  readonly playerIds: readonly string[];
  readonly rateHz: number;
  readonly jobIdOf: (event: DemoEvent) => string;
  readonly committed: (jobId: string) => Promise<boolean>;
  readonly ctx: (step: string) => CommandContext;
  readonly say: (line: string) => void;
}

/** The event's device file: every selected player's stints, under their device's serial. */
function demoFile(event: DemoEvent, rateHz: number): Buffer {
  return demoCsv(
    event.selected.map((player) => ({
      key: demoSerial(player),
      batches: event.stints
        .filter((s) => s.player === player)
        .map((s, k) =>
          stint({
            player: DEMO_SQUAD[player]!,
            from: s.from,
            to: s.to,
            rateHz,
            load: event.intensity * DEMO_SQUAD[player]!.work,
            seed: event.seed + player * 31 + k,
          }),
        ),
    })),
  );
}

/** The season's events not stored yet; how many were uploaded now, and their samples. */
export async function storeSeason(
  commands: DemoCommands,
  season: readonly DemoEvent[],
  c: SeasonContext,
): Promise<{ uploaded: number; samples: number }> {
  const { events } = commands;
  let uploaded = 0;
  let samples = 0;

  async function upload(event: DemoEvent, eventId: string, file: Buffer): Promise<void> {
    const step = `event-${event.index}`;
    const jobId = c.jobIdOf(event);
    const fileName = `${event.type === 'MATCH' ? 'match' : 'training'}-${dayIn(event.start, DEMO_TIME_ZONE)}.csv`;
    const source = memorySource(fileName, file);
    const job = { jobId, clubId: c.clubId, teamId: c.teamId, kind: 'EVENT' as const, fileName };
    await commands.uploads.receive(
      {
        ...job,
        bytes: source.bytes,
        sha256: source.sha256,
        eventId,
        deviceId: null,
        periodId: null,
        format: 'csv-stride',
      },
      c.ctx(`${step}/receive`),
    );
    const outcome = await commands.uploads.run(jobId, source, c.ctx(`${step}/run`));
    if (outcome.state.status !== 'committed')
      throw new Error(`the demo file of ${event.name} was not stored: ${JSON.stringify(outcome.state)}`);
    uploaded++;
    samples += outcome.state.appends.reduce((n, a) => n + a.samples, 0);
    const day = dayIn(event.start, DEMO_TIME_ZONE);
    c.say(
      `event ${event.index + 1}/${season.length}: ${day} ${event.name} (${event.selected.length} players)`,
    );
  }

  for (const event of season) {
    if (await c.committed(c.jobIdOf(event))) continue;
    const step = `event-${event.index}`;
    const { eventId } = await events.createEvent(
      {
        clubId: c.clubId,
        teamId: c.teamId,
        name: event.name,
        eventType: event.type,
        daysToMatch: null,
        startDate: new Date(event.start),
        endDate: new Date(event.end),
        playerIds: event.selected.map((i) => c.playerIds[i]!),
        recorded: true,
      },
      c.ctx(step),
    );
    for (const [p, period] of event.periods.entries()) {
      await events.createPeriod(
        eventId,
        { name: period.name, startDate: new Date(period.start), endDate: new Date(period.end), force: true },
        c.ctx(`${step}/period-${p}`),
      );
    }
    // The players' ratings before the file: a committed upload marks the event done.
    await rateSessions(commands.store, events, event, eventId, c.playerIds, c.ctx);
    await upload(event, eventId, demoFile(event, c.rateHz));
  }
  return { uploaded, samples };
}
