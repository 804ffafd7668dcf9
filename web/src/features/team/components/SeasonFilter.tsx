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
 * A page whose default is not a season asks for `useSeasonFilter(teamId, { optional: true })` and
 * names its default: `<SeasonFilter filter={season} noneLabel={t('seasonFilter.allSeasons')} />`.
 *
 * Pass `season.range` to the page's queries (e.g. `teamEvents(from, to)`: `to` is exclusive there,
 * so ask up to the day after `range.to`).
 */
import { SelectField } from '../../../components/Field.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { SeasonFilter as Filter } from '../hooks/use-season-filter.ts';
import { formatSeasonDates } from '../season-dates.ts';

export interface SeasonFilterProps {
  readonly filter: Filter;
  readonly label?: string;
  /** The first option of an optional filter: the page's own default ("All seasons"). */
  readonly noneLabel?: string;
  /** The season's days under it; off where the page shows them itself (From and To fields). */
  readonly dates?: boolean;
}

export function SeasonFilter({ filter, label, noneLabel, dates = true }: SeasonFilterProps) {
  const { t, locale } = useI18n();
  if (filter.loading) return null;
  if (filter.seasons.length === 0)
    // An optional filter has nothing to offer: the page shows its own default, no hint needed.
    return filter.optional ? null : (
      <p className="muted season-filter__none" data-testid="season-filter">
        {t('seasons.noSeasons')}
      </p>
    );
  const none = filter.optional ? (noneLabel ?? t('seasonFilter.none')) : t('seasons.noCurrent');
  return (
    <div className="season-filter" data-testid="season-filter">
      <SelectField
        label={label ?? t('seasons.filter')}
        value={filter.season?.id ?? ''}
        onValueChange={(id) => filter.select(id === '' ? null : id)}
        options={filter.seasons.map((season) => ({
          value: season.id,
          label:
            season.id === filter.currentId ? t('seasonFilter.current', { name: season.name }) : season.name,
        }))}
        // Without a season the first option says what is shown instead.
        emptyLabel={filter.season === null || filter.optional ? none : undefined}
        hint={filter.season === null || !dates ? undefined : formatSeasonDates(locale, filter.season, t)}
      />
    </div>
  );
}
