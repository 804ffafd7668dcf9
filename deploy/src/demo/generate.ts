/**
 * `npm run demo`'s work: the demo club made through the real command handlers, as a club would
 * make it by hand — its manager's account, the club (on a plan without an end), a team, a season,
 * two speed ranges, twenty players each wearing a device, their absences and injuries — and then,
 * for each event of the season (schedule.ts), the event created as played, its halves, every
 * player's session RPE (wellbeing.ts), and one device file of everyone's synthetic play (play.ts)
 * uploaded to it as an upload job: the records projection computes the records from the stored
 * samples as it does for any upload, and the workload from the records and ratings.
 *
 * Idempotent and resumable: every step has a fixed command id (ids.ts), so a second run repeats
 * commands that append nothing, and an event whose upload job committed is skipped before its
 * play is generated. `demoExists` answers whether the last event's job committed.
 */
import { randomBytes } from 'node:crypto';
import type { AccountCommands } from '@stride/command/account/handlers';
import type { AvailabilityCommands } from '@stride/command/availability/handlers';
import type { ClubCommands } from '@stride/command/club/handlers';
import type { DeviceCommands } from '@stride/command/device/handlers';
import type { EventCommands } from '@stride/command/event/handlers';
import { derivedId } from '@stride/command/handler';
import type { UploadCommands } from '@stride/command/upload/handlers';
import { memorySource } from '@stride/command/upload/source';
import { DEMO_CLUB_ID, DEMO_CLUB_NAME, DEMO_TEAM_NAME, DEMO_USER_ID } from '@stride/contracts/demo';
import { uploadStreamName } from '@stride/contracts/events/upload';
import { plans } from '@stride/contracts/plans';
import { StreamNotFoundError, type EventStore } from '@stride/streams/port';
import { demoCsv } from './file.ts';
import { demoCommandId, demoContext } from './ids.ts';
import { stint } from './play.ts';
import { addDays, dayIn, demoSeason, DEMO_TIME_ZONE, type DemoEvent } from './schedule.ts';
import { DEMO_SQUAD, demoSerial } from './squad.ts';
import { rateSessions, recordAbsences } from './wellbeing.ts';

/**
 * 5 Hz, as many GNSS vests record: a season at 10 Hz (20 M samples) took over 3 minutes and
 * 500 MB on a 2-core machine; at 5 Hz about a minute and half the space, with the same figures.
 */
export const DEMO_RATE_HZ = 5;

export const DEMO_MANAGER_EMAIL = 'demo-manager@stride-demo.invalid';

export interface DemoCommands {
  readonly store: EventStore;
  readonly accounts: AccountCommands;
  readonly clubs: ClubCommands;
  readonly devices: DeviceCommands;
  readonly events: EventCommands;
  readonly availability: AvailabilityCommands;
  /** Upload commands whose device index knows the demo serials (`demoUploads`). */
  readonly uploads: UploadCommands;
}

export interface DemoOptions {
  readonly now: Date;
  /** Weeks of season up to now; 3 events a week. @default 10 */
  readonly weeks?: number;
  /** Samples per second. @default DEMO_RATE_HZ */
  readonly rateHz?: number;
  /** Only the season's last so many events (tests). @default all */
  readonly maxEvents?: number;
  /** Told what is done, a line at a time. */
  readonly progress?: (line: string) => void;
}

export interface DemoSummary {
  readonly events: number;
  /** Events whose upload ran now (the others had committed before). */
  readonly uploaded: number;
  readonly samples: number;
}

/** The demo players' devices, by serial (what the upload's device index answers). */
export const demoDeviceIds: ReadonlyMap<string, string> = new Map(
  DEMO_SQUAD.map((_, i) => [demoSerial(i), derivedId('device', demoCommandId(`device-${i}`))]),
);

const jobIdOf = (event: DemoEvent) => derivedId('demo-job', demoCommandId(`event-${event.index}/upload`));

/** Whether an upload job committed its samples. */
async function committed(store: EventStore, jobId: string): Promise<boolean> {
  try {
    for await (const event of store.readStream(uploadStreamName(jobId)))
      if (event.type === 'UploadSamplesCommitted') return true;
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw error;
  }
  return false;
}

/** Whether the demo season's last event (made on `now`'s season) has its data. */
export async function demoExists(store: EventStore, now: Date, weeks = 10): Promise<boolean> {
  const season = demoSeason({ now: now.getTime(), weeks });
  const last = season[season.length - 1];
  return last !== undefined && (await committed(store, jobIdOf(last)));
}

export async function generateDemo(commands: DemoCommands, options: DemoOptions): Promise<DemoSummary> {
  const { accounts, clubs, devices, events } = commands;
  const { now } = options;
  const weeks = options.weeks ?? 10;
  const say = options.progress ?? (() => undefined);
  const ctx = (step: string) => demoContext(step, now);

  const registered = await accounts.register(
    { email: DEMO_MANAGER_EMAIL, password: `${randomBytes(24).toString('base64url')}aA1`, locale: 'en-GB' },
    ctx('user'),
  );
  if (registered.userId !== DEMO_USER_ID) throw new Error('the demo manager has an unexpected id');
  if (registered.verification !== null)
    await accounts.verifyEmail(registered.verification.token, ctx('verify'));
  const { clubId } = await clubs.createClub(
    {
      userId: DEMO_USER_ID,
      email: DEMO_MANAGER_EMAIL,
      name: DEMO_CLUB_NAME,
      sport: 'football',
      timeZone: DEMO_TIME_ZONE,
    },
    ctx('club'),
  );
  if (clubId !== DEMO_CLUB_ID) throw new Error('the demo club has an unexpected id');
  // The trial would end in 30 days: the demo club's plan has no end.
  await clubs.updateSubscription(clubId, { plan: 'PRO', active: true, expiresAt: null }, ctx('subscription'));
  const { teamId } = await clubs.createTeam(clubId, { name: DEMO_TEAM_NAME, logoUrl: null }, ctx('team'));
  const today = dayIn(now.getTime(), DEMO_TIME_ZONE);
  const start = addDays(today, -weeks * 7 + 1);
  await clubs.createSeason(
    clubId,
    teamId,
    {
      name: `Season ${start.slice(0, 4)}/${String(Number(start.slice(0, 4)) + 1).slice(2)}`,
      league: 'PRO2',
      startDate: start,
      endDate: addDays(start, 7 * 40),
    },
    ctx('season'),
  );
  await clubs.createTeamRange(
    clubId,
    teamId,
    { type: 'SPEED', name: 'HSR', min: 19.8, max: 25.2 },
    ctx('range-hsr'),
  );
  await clubs.createTeamRange(
    clubId,
    teamId,
    { type: 'SPEED', name: 'Sprint', min: 25.2, max: 50 },
    ctx('range-sprint'),
  );
  say(`club ${DEMO_CLUB_NAME}: team, season, ranges`);

  const playerIds: string[] = [];
  for (const [i, player] of DEMO_SQUAD.entries()) {
    const { work: _work, ...details } = player;
    const created = await clubs.createPlayer(
      clubId,
      teamId,
      { ...details, gender: 'MALE' },
      ctx(`player-${i}`),
    );
    playerIds.push(created.playerId);
  }
  const deviceIds: string[] = [];
  for (const [i] of DEMO_SQUAD.entries()) {
    const limit = { devices: plans.PRO.limits.devices, owned: i };
    const serial = demoSerial(i);
    const added = await devices.addDevice(
      clubId,
      { serial, udid: null, type: null, name: `Vest ${i + 1}` },
      limit,
      ctx(`device-${i}`),
    );
    if (demoDeviceIds.get(serial) !== added.deviceId) throw new Error('a demo device has an unexpected id');
    deviceIds.push(added.deviceId);
  }
  await devices.assignDevicesToTeam(clubId, teamId, deviceIds, ctx('devices-team'));
  for (const [i, playerId] of playerIds.entries())
    await clubs.assignDeviceToPlayer(clubId, playerId, deviceIds[i]!, ctx(`wear-${i}`));
  say(`${playerIds.length} players, each wearing a device`);
  await recordAbsences(commands.availability, clubId, playerIds, today, ctx);
  say('availability: an injury healed, one in rehab, a flu, a family matter');

  const season = demoSeason({ now: now.getTime(), weeks }).slice(-(options.maxEvents ?? Infinity));
  let uploaded = 0;
  let samples = 0;
  for (const event of season) {
    const jobId = jobIdOf(event);
    if (await committed(commands.store, jobId)) continue;
    const step = `event-${event.index}`;
    const { eventId } = await events.createEvent(
      {
        clubId,
        teamId,
        name: event.name,
        eventType: event.type,
        daysToMatch: null,
        startDate: new Date(event.start),
        endDate: new Date(event.end),
        playerIds: event.selected.map((i) => playerIds[i]!),
        recorded: true,
      },
      ctx(step),
    );
    for (const [p, period] of event.periods.entries()) {
      await events.createPeriod(
        eventId,
        { name: period.name, startDate: new Date(period.start), endDate: new Date(period.end), force: true },
        ctx(`${step}/period-${p}`),
      );
    }
    // The players' ratings before the file: a committed upload marks the event done.
    await rateSessions(commands.store, events, event, eventId, playerIds, ctx);
    const file = demoCsv(
      event.selected.map((player) => ({
        key: demoSerial(player),
        batches: event.stints
          .filter((s) => s.player === player)
          .map((s, k) =>
            stint({
              player: DEMO_SQUAD[player]!,
              from: s.from,
              to: s.to,
              rateHz: options.rateHz ?? DEMO_RATE_HZ,
              load: event.intensity * DEMO_SQUAD[player]!.work,
              seed: event.seed + player * 31 + k,
            }),
          ),
      })),
    );
    const fileName = `${event.type === 'MATCH' ? 'match' : 'training'}-${dayIn(event.start, DEMO_TIME_ZONE)}.csv`;
    const source = memorySource(fileName, file);
    await commands.uploads.receive(
      {
        jobId,
        clubId,
        teamId,
        kind: 'EVENT',
        fileName,
        bytes: source.bytes,
        sha256: source.sha256,
        eventId,
        deviceId: null,
        periodId: null,
        format: 'csv-stride',
      },
      ctx(`${step}/receive`),
    );
    const outcome = await commands.uploads.run(jobId, source, ctx(`${step}/run`));
    if (outcome.state.status !== 'committed')
      throw new Error(`the demo file of ${event.name} was not stored: ${JSON.stringify(outcome.state)}`);
    uploaded++;
    samples += outcome.state.appends.reduce((n, a) => n + a.samples, 0);
    say(
      `event ${event.index + 1}/${season.length}: ${dayIn(event.start, DEMO_TIME_ZONE)} ${event.name} (${event.selected.length} players)`,
    );
  }
  return { events: season.length, uploaded, samples };
}
