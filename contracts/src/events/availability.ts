import type { DomainEvent } from '../metadata.ts';

/**
 * Domain events of the `availability-<playerId>` stream (issue 19): a player's availability
 * entries (a status from a date, to a date or open) and injuries. Its own stream rather than the
 * club's: staff write it every day, and a player's history must not contend with the club's
 * other writes. Nothing is overwritten: a correction is a new event, so the stream is the
 * history the player page lists.
 */

export const availabilityStreamCategory = 'availability';
export const availabilityStreamName = (playerId: string): string =>
  `${availabilityStreamCategory}-${playerId}`;

/** The spec's availability statuses. */
export const availabilityStatuses = ['ABSENT', 'AVAILABLE', 'INJURED', 'SELECTION', 'SICK'] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];

/** The spec's injury statuses: RECOVERED closes an injury. */
export const injuryStatuses = ['CARE', 'FITNESS_REHAB', 'PHYSIO_REHAB', 'RECOVERED'] as const;
export type InjuryStatus = (typeof injuryStatuses)[number];

/** Longest note (availability or injury change) kept. */
export const AVAILABILITY_NOTE_MAX_LENGTH = 2000;
/** Longest injury description and body part. */
export const INJURY_DESCRIPTION_MAX_LENGTH = 200;
export const INJURY_BODY_PART_MAX_LENGTH = 60;

/** Who and which team the event is about: every event carries them, for the read side. */
interface PlayerScope {
  playerId: string;
  teamId: string;
  clubId: string;
}

/** An availability entry as staff enter it. `endDate` null: open, until another entry. */
export interface AvailabilityValues {
  status: AvailabilityStatus;
  /** First day (`YYYY-MM-DD`, the club's calendar). */
  startDate: string;
  /** Last day, included; null while open. */
  endDate: string | null;
  /** Medical: shown only to the roles of `availability.medical`. */
  note: string | null;
  /** The injury the entry is about (an INJURED entry), if any. */
  injuryId: string | null;
}

export type AvailabilitySet = DomainEvent<
  'AvailabilitySet',
  PlayerScope & AvailabilityValues & { availabilityId: string }
>;

/** An entry's values corrected: all of them, as they are now. */
export type AvailabilityCorrected = DomainEvent<
  'AvailabilityCorrected',
  PlayerScope & AvailabilityValues & { availabilityId: string }
>;

/** An open entry closed: its last day. Written also when a later entry starts. */
export type AvailabilityEnded = DomainEvent<
  'AvailabilityEnded',
  PlayerScope & { availabilityId: string; endDate: string }
>;

/** What is known of an injury; description, body part and notes are medical. */
export interface InjuryValues {
  description: string;
  bodyPart: string | null;
  /** Day it happened. */
  occurredOn: string;
  /** Day the staff expect the player back. */
  expectedReturn: string | null;
  /** Day the player was back; set with RECOVERED. */
  returnedOn: string | null;
  status: InjuryStatus;
}

export type InjuryRecorded = DomainEvent<
  'InjuryRecorded',
  PlayerScope & InjuryValues & { injuryId: string; note: string | null }
>;

/** An injury's values as they are after the change, with the change's note. */
export type InjuryUpdated = DomainEvent<
  'InjuryUpdated',
  PlayerScope & InjuryValues & { injuryId: string; note: string | null }
>;

export type AvailabilityEvent =
  AvailabilitySet | AvailabilityCorrected | AvailabilityEnded | InjuryRecorded | InjuryUpdated;
export type AvailabilityEventType = AvailabilityEvent['type'];
export const availabilityEventTypes: readonly AvailabilityEventType[] = [
  'AvailabilitySet',
  'AvailabilityCorrected',
  'AvailabilityEnded',
  'InjuryRecorded',
  'InjuryUpdated',
];

export const availabilitySchemaVersion = 1;

/** The day before a `YYYY-MM-DD` date. */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
