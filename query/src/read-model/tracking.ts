/**
 * Reads of a team's tracking profiles (the catalog's `rm.team_tracking_profiles`): every profile,
 * with its defaults, the team's own values and what applies (`effectiveProfile`, the same merge
 * the records projection computes with).
 */
import {
  effectiveProfile,
  settingsOf,
  SOURCE_PROFILE_IDS,
  SOURCE_PROFILES,
  type SourceProfileId,
  type TrackingOverrides,
  type TrackingSettings,
} from '@stride/contracts/tracking';
import { typedSql, type Queryable } from './connection.ts';
import * as sql from './tracking.queries.ts';

export interface TeamTrackingProfileModel {
  readonly profile: SourceProfileId;
  readonly rateHz: number;
  readonly defaults: TrackingSettings;
  readonly overrides: TrackingOverrides | null;
  readonly effective: TrackingSettings;
  readonly updatedAt: Date | null;
}

/** Every profile, in the contracts' order, as the team has it. */
export async function listTeamTrackingProfiles(
  db: Queryable,
  teamId: string,
): Promise<TeamTrackingProfileModel[]> {
  const rows = await sql.listTeamTrackingProfiles.run({ teamId }, typedSql(db));
  return SOURCE_PROFILE_IDS.map((id) => {
    const row = rows.find((r) => r.profile === id);
    const overrides = row === undefined ? null : (row.overrides as unknown as TrackingOverrides);
    return {
      profile: id,
      rateHz: SOURCE_PROFILES[id].rateHz,
      defaults: settingsOf(SOURCE_PROFILES[id]),
      overrides,
      effective: settingsOf(effectiveProfile(id, overrides === null ? null : { [id]: overrides })),
      updatedAt: row?.updated_at ?? null,
    };
  });
}
