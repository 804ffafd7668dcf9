/**
 * The season a team page is filtered by (issue 19), kept in the URL (`?season=<id>`) so a link or
 * a reload shows the same season; without it, the team's current season (chosen, or the one whose
 * dates hold the club's today). `SeasonFilter.tsx` is its control; its top comment shows the use.
 *
 * Optional (`{ optional: true }`): a page whose own default is not a season (the team analyses'
 * last 12 weeks, the events list's every event, a player's latest events) shows no season until
 * one is chosen; the control then offers "none" first, with the page's own words for it.
 */
import { useSearchParams } from 'wouter';
import { useTeamSeasons, type Season } from '../api/seasons.ts';
import { chooseSeason } from '../season-choice.ts';

export const SEASON_PARAM = 'season';

export interface SeasonFilter {
  readonly teamId: string;
  /** The team's seasons, latest first; empty while loading. */
  readonly seasons: readonly Season[];
  readonly loading: boolean;
  /** The team's current season's id, marked in the control; null when it has none. */
  readonly currentId: string | null;
  /** No season until one is chosen (see above). */
  readonly optional: boolean;
  /** The season shown: the URL's, else the current one; null when the team has no current season. */
  readonly season: Season | null;
  /**
   * Its days, first and last included, `YYYY-MM-DD` in the club's time zone; null without a season
   * (the page then says there is no current season and shows no figures, or all of them).
   */
  readonly range: { readonly from: string; readonly to: string } | null;
  /**
   * The URL names no season and the team has no current one (the API's `NO_CURRENT_SEASON`);
   * never when optional.
   */
  readonly noCurrentSeason: boolean;
  /**
   * Show this season (null: back to the current one, or to none when optional); the URL is
   * replaced, not pushed.
   */
  select(seasonId: string | null): void;
}

export function useSeasonFilter(teamId: string, { optional = false } = {}): SeasonFilter {
  const query = useTeamSeasons(teamId);
  const [params, setParams] = useSearchParams();
  const team = query.data ?? null;
  const seasons = team?.seasons ?? [];
  const currentId = team?.currentSeason?.id ?? null;
  // A season of another team or a deleted one in the URL falls back to the current season.
  const { season } = chooseSeason(seasons, optional ? null : currentId, params.get(SEASON_PARAM));
  return {
    teamId,
    seasons,
    loading: query.isPending,
    currentId,
    optional,
    season,
    range: season === null ? null : { from: season.startDate, to: season.endDate },
    noCurrentSeason: !optional && team !== null && season === null,
    select(seasonId) {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (seasonId === null || (!optional && seasonId === currentId)) next.delete(SEASON_PARAM);
          else next.set(SEASON_PARAM, seasonId);
          return next;
        },
        { replace: true },
      );
    },
  };
}
