/**
 * Which season a page shows (the season filter's rule, issue 19): the one the URL names when it is
 * one of the team's, else the team's current season, else none. Pure, for hooks/use-season-filter.ts.
 */
export interface SeasonChoice<S extends { readonly id: string }> {
  readonly season: S | null;
  /** The URL named a season and it is not one of the team's (deleted, or another team's). */
  readonly unknown: boolean;
}

export function chooseSeason<S extends { readonly id: string }>(
  seasons: readonly S[],
  currentId: string | null,
  wanted: string | null,
): SeasonChoice<S> {
  const named = wanted === null ? undefined : seasons.find((s) => s.id === wanted);
  const current = currentId === null ? undefined : seasons.find((s) => s.id === currentId);
  return { season: named ?? current ?? null, unknown: wanted !== null && named === undefined };
}
