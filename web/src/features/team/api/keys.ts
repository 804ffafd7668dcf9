import type { TeamEventFilter } from './team-event-filter.ts';

/** The cache keys of one team's data. */
export const teamKeys = {
  all: (teamId: string) => ['team', teamId] as const,
  details: (teamId: string) => ['team', teamId, 'details'] as const,
  events: (teamId: string) => ['team', teamId, 'events'] as const,
  tracking: (teamId: string) => ['team', teamId, 'tracking'] as const,
  receivers: (teamId: string) => ['team', teamId, 'receivers'] as const,
  liveAlerts: (teamId: string) => ['team', teamId, 'liveAlerts'] as const,
  seasons: (teamId: string) => ['team', teamId, 'seasons'] as const,
  tags: (teamId: string) => ['team', teamId, 'tags'] as const,
  eventPage: (teamId: string, filter: TeamEventFilter) => ['team', teamId, 'events', filter] as const,
};
