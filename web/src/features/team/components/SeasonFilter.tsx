/**
 * A season picker for team pages (issue 19): team analyses, player pages, anything shown "for a
 * season". The selected season lives in the URL (`?season=<id>`), so links and reloads keep it;
 * with none there, the team's current season is shown.
 *
 * Use:
 *
 *   const season = useSeasonFilter(teamId);          // hooks/use-season-filter.ts
 *   <SeasonFilter filter={season} />
 *   // season.range: { from, to } (`YYYY-MM-DD`, both days included, club time zone) or null;
 *   // season.noCurrentSeason: the team has no current season (the control says so);
 *   // season.season: the season itself (name, league, dates).
 *
 * Pass `season.range` to the page's queries (e.g. `teamEvents(from, to)`: `to` is exclusive there,
 * so ask up to the day after `range.to`).
 */
import { useId } from 'react';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { SeasonFilter as Filter } from '../hooks/use-season-filter.ts';
import { formatSeasonDates } from '../season-dates.ts';

export function SeasonFilter({ filter, label }: { filter: Filter; label?: string }) {
  const { t, locale } = useI18n();
  const id = useId();
  if (filter.loading) return null;
  if (filter.seasons.length === 0)
    return (
      <p className="muted season-filter__none" data-testid="season-filter">
        {t('seasons.noSeasons')}
      </p>
    );
  return (
    <div className="season-filter" data-testid="season-filter">
      <label htmlFor={id} className="field__label">
        {label ?? t('seasons.filter')}
      </label>
      <select
        id={id}
        className="field__input field__input--select"
        value={filter.season?.id ?? ''}
        onChange={(event) => filter.select(event.target.value === '' ? null : event.target.value)}
        aria-describedby={`${id}-dates`}
      >
        {filter.season === null ? <option value="">{t('seasons.noCurrent')}</option> : null}
        {filter.seasons.map((season) => (
          <option key={season.id} value={season.id}>
            {season.name}
          </option>
        ))}
      </select>
      <span id={`${id}-dates`} className="muted season-filter__dates">
        {filter.season === null ? t('seasons.noCurrent') : formatSeasonDates(locale, filter.season, t)}
      </span>
    </div>
  );
}
