/** The event area's data as the API returns it (query/src/schema.graphql), with the fields asked for. */
import type { Competition, EventPlace, EventType } from '@stride/contracts/events/event';
import type { PlayerProfile, Position } from '@stride/contracts/player';
import { RANGES_FIELDS, type RangesView } from '../../../forms/ranges.ts';

export type { Competition, EventPlace, EventType };
export type EventStatus = 'NOT_STARTED' | 'STARTED' | 'FINISHED' | 'LOCKED';
export type PeriodStatus = 'CREATED' | 'STARTED' | 'STOPPED';

export interface Period {
  readonly id: string;
  readonly name: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly status: PeriodStatus;
}

export interface EventView {
  readonly id: string;
  readonly teamId: string;
  readonly name: string;
  readonly type: EventType;
  readonly status: EventStatus;
  readonly locked: boolean;
  readonly startDate: string | null;
  readonly endDate: string | null;
  /** Seconds, when both ends are known. */
  readonly duration: number | null;
  readonly plannedStartDate: string | null;
  readonly plannedEndDate: string | null;
  readonly daysToMatch: number | null;
  readonly place: EventPlace | null;
  readonly theme: string | null;
  readonly competition: Competition | null;
  readonly score: { readonly team: number; readonly adv: number } | null;
  readonly matchSystem: string | null;
  readonly periods: readonly Period[];
  readonly ranges: RangesView;
  readonly selectedCount: number;
  readonly updatedAt: string;
  /** Its records are being computed again (`computeRecords`). */
  readonly computing: boolean;
}

export const EVENT_FIELDS =
  'id teamId name type status locked startDate endDate duration plannedStartDate plannedEndDate ' +
  'daysToMatch place theme competition score { team adv } matchSystem ' +
  `periods { id name startDate endDate status } ranges { ${RANGES_FIELDS} } selectedCount updatedAt computing`;

export interface SelectionSession {
  readonly id: string;
  readonly periodId: string | null;
  readonly startDate: string;
  readonly endDate: string | null;
}

export interface Selection {
  readonly id: string;
  readonly eventId: string;
  readonly player: {
    readonly id: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly number: number | null;
  };
  readonly number: number | null;
  readonly position: Position | null;
  readonly profile: PlayerProfile | null;
  readonly device: { readonly id: string; readonly name: string; readonly deleted: boolean } | null;
  readonly selected: boolean;
  readonly active: boolean;
  /** Seconds on the pitch over the finished sessions. */
  readonly time: number;
  readonly sessions: readonly SelectionSession[];
}

export const SELECTION_FIELDS =
  'id eventId player { id firstName lastName number } number position profile ' +
  'device { id name deleted } selected active time sessions { id periodId startDate endDate }';

/** A player of the event's team, for the squad picker. */
export interface TeamPlayer {
  readonly id: string;
  readonly teamId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly number: number | null;
  readonly archived: boolean;
}
export const TEAM_PLAYER_FIELDS = 'id teamId firstName lastName number archived';

/** A device of the event's team, for the selection's device. */
export interface TeamDevice {
  readonly id: string;
  readonly name: string;
  readonly serial: string;
  readonly player: { readonly id: string; readonly firstName: string; readonly lastName: string } | null;
}
export const TEAM_DEVICE_FIELDS = 'id name serial player { id firstName lastName }';

/** The event's team: its club (for the permission check) and its name (for the way back). */
export interface EventTeam {
  readonly id: string;
  readonly clubId: string;
  readonly name: string;
}

/** The cache keys of one event's data: `all` covers the event and its selections. */
export const eventKeys = {
  all: (eventId: string) => ['event', eventId] as const,
  selections: (eventId: string) => ['event', eventId, 'selections'] as const,
  team: (teamId: string) => ['eventTeam', teamId] as const,
  teamPlayers: (teamId: string) => ['eventTeam', teamId, 'players'] as const,
  teamDevices: (teamId: string) => ['eventTeam', teamId, 'devices'] as const,
};

/** The newer of two views of one event (a subscription push may arrive before or after a mutation's answer). */
export function newer(a: EventView | null | undefined, b: EventView): EventView {
  if (a === null || a === undefined) return b;
  return Date.parse(b.updatedAt) >= Date.parse(a.updatedAt) ? b : a;
}

/** How a player is named in lists, dialogs and questions. */
export function playerName(player: { readonly firstName: string; readonly lastName: string }): string {
  return `${player.firstName} ${player.lastName}`.trim();
}
