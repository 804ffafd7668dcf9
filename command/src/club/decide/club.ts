/**
 * Decide, the club itself: created with its first manager on a trial subscription; its
 * name, sport and time zone.
 */
import { normalizeEmail } from '@stride/contracts/account';
import type { ClubCreated, ClubUpdated, StaffAdded } from '@stride/contracts/events/club';
import { trialSubscription } from '@stride/contracts/plans';
import { badInput, isTimeZone, requiredText } from '../validation.ts';
import type { CreateClub, UpdateClub } from '../commands.ts';
import {
  CLUB_NAME_MAX_LENGTH,
  DEFAULT_SPORT,
  DEFAULT_TIME_ZONE,
  SPORT_MAX_LENGTH,
  active,
} from '../rules.ts';
import type { ClubState } from '../state.ts';

export function createClub(command: CreateClub, state: ClubState): [ClubCreated, StaffAdded] {
  if (state.status !== 'initial') throw badInput('clubId', 'exists');
  const { data, now } = command;
  const settings = clubSettings(
    data.name,
    given(data.sport) ?? DEFAULT_SPORT,
    given(data.timeZone) ?? DEFAULT_TIME_ZONE,
  );
  const { userId, staffId } = data.creator;
  return [
    { type: 'ClubCreated', data: { clubId: data.clubId, ...settings, subscription: trialSubscription(now) } },
    {
      type: 'StaffAdded',
      data: {
        clubId: data.clubId,
        staffId,
        userId,
        email: normalizeEmail(data.creator.email),
        isManager: true,
      },
    },
  ];
}

export function updateClub(command: UpdateClub, state: ClubState): ClubUpdated[] {
  const club = active(state);
  const { data } = command;
  const settings = clubSettings(
    data.name,
    given(data.sport) ?? club.sport,
    given(data.timeZone) ?? club.timeZone,
  );
  if (settings.name === club.name && settings.sport === club.sport && settings.timeZone === club.timeZone)
    return [];
  return [{ type: 'ClubUpdated', data: { clubId: club.clubId, ...settings } }];
}

/* ---------- validation ---------- */

/** A setting left out: null, undefined or blank. */
function given(value: string | null | undefined): string | null {
  return value === null || value === undefined || value.trim().length === 0 ? null : value;
}

/** Lowercase words separated by single spaces or hyphens ("football", "rugby union", "e-sport"). */
const SPORT = /^[a-z]+(?:[ -][a-z]+)*$/;

function clubSettings(
  name: string,
  sport: string,
  timeZone: string,
): { name: string; sport: string; timeZone: string } {
  const clubName = requiredText(name, 'name', CLUB_NAME_MAX_LENGTH);
  const clubSport = requiredText(sport, 'sport', SPORT_MAX_LENGTH).toLowerCase();
  if (!SPORT.test(clubSport)) throw badInput('sport', 'pattern');
  const zone = requiredText(timeZone, 'timeZone', 64);
  if (!isTimeZone(zone)) throw badInput('timeZone', 'timeZone');
  return { name: clubName, sport: clubSport, timeZone: zone };
}
