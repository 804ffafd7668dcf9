/**
 * The season a player page is filtered by: the shared season filter (`?season=`) of the player's
 * team, optional (the page shows the player's recent events or span until a season is chosen).
 */
import { useSeasonFilter } from '../../team/hooks/use-season-filter.ts';
import { usePlayerProfile } from '../api/player-profile.ts';

export function usePlayerSeason(playerId: string) {
  const profile = usePlayerProfile(playerId);
  return useSeasonFilter(profile.data?.teamId ?? '', { optional: true });
}
