/** The cache keys of a player's pages: `all` covers every one of them. */
export const playerKeys = {
  all: (playerId: string) => ['player', playerId] as const,
  profile: (playerId: string) => ['player', playerId, 'profile'] as const,
  selections: (playerId: string, limit: number) => ['player', playerId, 'selections', limit] as const,
  workload: (playerId: string, from: string, to: string, variable: string, model: string) =>
    ['player', playerId, 'workload', from, to, variable, model] as const,
  eventRecords: (eventId: string) => ['player', 'compare', eventId] as const,
};
