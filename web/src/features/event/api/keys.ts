/** The cache keys of one event's data: `all` covers the event and its selections. */
export const eventKeys = {
  all: (eventId: string) => ['event', eventId] as const,
  selections: (eventId: string) => ['event', eventId, 'selections'] as const,
  team: (teamId: string) => ['eventTeam', teamId] as const,
  teamPlayers: (teamId: string) => ['eventTeam', teamId, 'players'] as const,
};
