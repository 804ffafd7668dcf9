/** The cache keys of the admin area's lists. */
export const adminKeys = {
  users: () => ['admin', 'users'] as const,
  clubs: () => ['admin', 'clubs'] as const,
  clubList: (active: boolean | null) => ['admin', 'clubs', { active }] as const,
};
