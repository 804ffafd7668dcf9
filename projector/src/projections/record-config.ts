/**
 * What the records projection computes a selection with: the engine's configuration (the profile
 * of its file with the team's values, the event's windows and ranges, the player's facts), and
 * what a record keeps of it (`rm.records.tracking`).
 */
import type { IDatabaseConnection } from '@pgtyped/runtime';
import type { KnownEvent, Selection } from '@stride/contracts/events/event-state';
import type { MetricsConfig, MetricsWindow } from '@stride/contracts/metrics';
import type {
  SourceProfileId,
  TeamTrackingOverrides,
  TrackingOverrides,
  TrackingSettings,
} from '@stride/contracts/tracking';
import { withEventCleaning, withMetricSettings } from '@stride/contracts/metric-settings';
import { profileConfig, sourceProfileOfFormat } from '../metrics/profile.ts';
import * as sql from './records.queries.ts';

type SourceRow = sql.IListSourcesResult;
type PlayerRow = sql.IFindPlayerResult;

/** What a record's configuration keeps of a player's `PlayerCreated`/`PlayerUpdated` (records and live). */
export function playerFactsOf(d: {
  readonly playerId: string;
  readonly maxHeartRate: number | null;
  readonly restingHeartRate: number | null;
  readonly gender: string | null;
  readonly maxSpeed?: number | null;
}) {
  return {
    playerId: d.playerId,
    maxHeartRate: d.maxHeartRate,
    restingHeartRate: d.restingHeartRate,
    gender: d.gender,
    maxSpeed: d.maxSpeed ?? null,
  };
}

/** An open window (a running period or session) runs to the end of time. */
const OPEN_END = 8.64e15;

/** The team's own tracking values, as the records projection has them at this point of the store. */
export async function teamTracking(db: IDatabaseConnection, teamId: string): Promise<TeamTrackingOverrides> {
  const rows = await sql.listTeamTracking.run({ teamId }, db);
  return Object.fromEntries(rows.map((row) => [row.profile, row.overrides as unknown as TrackingOverrides]));
}

/** What a record was cleaned with: its profile and the settings users set (a ride's spike limit included). */
export function trackingOf(
  format: string,
  config: MetricsConfig,
): { profile: SourceProfileId } & TrackingSettings {
  const c = config.cleaning;
  return {
    profile: sourceProfileOfFormat(format),
    lowPassCutoffHz: c.lowPassCutoffHz,
    filterReachSeconds: c.smoothingHalfWindowSeconds,
    spikeSpeed: c.spikeMaxSpeed,
    maxGapSeconds: c.maxInterpolatedGapSeconds,
  };
}

/**
 * The engine's configuration for one selection: the profile of its file with the team's values,
 * its windows, its player.
 */
export function recordConfig(
  event: KnownEvent,
  selection: Selection,
  source: Pick<SourceRow, 'format' | 'cycling'>,
  player: PlayerRow | undefined,
  tracking: TeamTrackingOverrides = {},
): MetricsConfig {
  // The event's own settings (issue 20: applied from a what-if) over the team's and the defaults.
  const settings = event.metricSettings ?? null;
  const cleaning = withEventCleaning(
    tracking,
    sourceProfileOfFormat(source.format),
    settings?.cleaning ?? null,
  );
  const base = withMetricSettings(
    profileConfig(source.format, source.cycling, undefined, cleaning),
    settings,
  );
  const maxSpeed = player?.max_speed ?? null;
  const periods: MetricsWindow[] = [];
  for (const period of event.periods.values()) {
    if (period.start === null) continue;
    periods.push({ id: period.periodId, start: period.start, end: period.end ?? OPEN_END });
  }
  const sessions: MetricsWindow[] = [...selection.sessions.values()].map((session) => ({
    id: session.sessionId,
    start: session.start,
    end: session.end ?? OPEN_END,
  }));
  const max = player?.max_heart_rate ?? null;
  const rest = player?.resting_heart_rate ?? null;
  return {
    ...base,
    heartRate: {
      ...base.heartRate,
      max,
      rest: max !== null && rest !== null && rest < max ? rest : null,
      sex: player?.gender === 'FEMALE' ? 'female' : player?.gender === 'MALE' ? 'male' : null,
    },
    windows: { periods, sessions },
    individualSpeed: {
      ...base.individualSpeed,
      maxSpeedKmh: maxSpeed !== null && maxSpeed > 0 ? maxSpeed : null,
    },
    // The event's data ranges (its own copy of the team's): time and distance in each.
    ranges: event.ranges.map((range) => ({
      id: range.id,
      kind: range.type === 'ACCELERATION' ? 'acceleration' : 'speed',
      min: range.min,
      max: range.max,
    })),
  };
}
