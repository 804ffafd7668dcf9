/** The cache keys of one club's data: `all` covers every list, for a mutation that touches several. */
export const clubKeys = {
  all: (clubId: string) => ['club', clubId] as const,
  details: (clubId: string) => ['club', clubId, 'details'] as const,
  staff: (clubId: string) => ['club', clubId, 'staff'] as const,
  teams: (clubId: string) => ['club', clubId, 'teams'] as const,
  players: (clubId: string) => ['club', clubId, 'players'] as const,
  playerList: (clubId: string, archived: boolean) => ['club', clubId, 'players', { archived }] as const,
  devices: (clubId: string) => ['club', clubId, 'devices'] as const,
};
