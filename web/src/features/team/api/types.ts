/** The team area's data as the API returns it (query/src/schema.graphql), with the fields asked for. */
import type { EventType } from '@stride/contracts/events/event';
import type { EventStatusName } from '../../../components/EventStatusBadge.tsx';
import { RANGES_FIELDS, type RangesView } from '../../../forms/ranges.ts';

export type { EventType };

/** A row of the team's event list. */
export interface TeamEvent {
  readonly id: string;
  readonly name: string;
  readonly type: EventType;
  readonly status: EventStatusName;
  readonly locked: boolean;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly selectedCount: number;
}
export const TEAM_EVENT_FIELDS = 'id name type status locked startDate endDate selectedCount';

export interface TeamEventPage {
  readonly items: readonly TeamEvent[];
  readonly total: number;
  readonly offset: number;
  readonly limit: number;
}

/** What the list asks for: a type (all when null), a day range (local days, inclusive) and a page. */
export interface TeamEventFilter {
  readonly type: EventType | null;
  /** `YYYY-MM-DD` or empty. */
  readonly from: string;
  /** `YYYY-MM-DD` or empty. */
  readonly to: string;
  readonly offset: number;
  readonly limit: number;
}

export interface TeamDetails {
  readonly id: string;
  readonly clubId: string;
  readonly name: string;
  readonly logoUrl: string | null;
  readonly ranges: RangesView;
}
export const TEAM_DETAILS_FIELDS = `id clubId name logoUrl ranges { ${RANGES_FIELDS} }`;

/** The cache keys of one team's data. */
export const teamKeys = {
  all: (teamId: string) => ['team', teamId] as const,
  details: (teamId: string) => ['team', teamId, 'details'] as const,
  events: (teamId: string) => ['team', teamId, 'events'] as const,
  eventPage: (teamId: string, filter: TeamEventFilter) => ['team', teamId, 'events', filter] as const,
};
