/** The cache keys of one event's data: `all` covers the event and its selections. */
export const eventKeys = {
  all: (eventId: string) => ['event', eventId] as const,
  selections: (eventId: string) => ['event', eventId, 'selections'] as const,
  team: (teamId: string) => ['eventTeam', teamId] as const,
  teamPlayers: (teamId: string) => ['eventTeam', teamId, 'players'] as const,
  /** The team's distinct tags (issue 19): the tag editor's suggestions, analyses' tag filters. */
  teamTags: (teamId: string) => ['eventTeam', teamId, 'tags'] as const,
  /** The club's drill list (issue 19). */
  drills: (clubId: string) => ['clubDrills', clubId] as const,
};
