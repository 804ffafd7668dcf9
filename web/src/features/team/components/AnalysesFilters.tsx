/**
 * The team analyses' filters: a season (the shared season filter, `?season=`: its dates fill the
 * range; the current one marked; none by default), the range itself, an event type and a tag (the tags the team's events carry; none offered without
 * any), and a way back to the default, the last 12 weeks.
 */
import { eventTypes, type EventType } from '@stride/contracts/events/event';
import { optionsOf, SelectField, TextField } from '../../../components/Field.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useAnalysesFilters, type StatisticsFilter } from '../api/analyses.ts';
import type { SeasonFilter as Season } from '../hooks/use-season-filter.ts';
import { SeasonFilter } from './SeasonFilter.tsx';

export interface AnalysesFiltersProps {
  readonly teamId: string;
  readonly filter: StatisticsFilter;
  /** The season chosen (optional): its dates are `filter`'s; other dates drop it. */
  readonly season: Season;
  readonly defaults: StatisticsFilter;
  readonly onChange: (filter: StatisticsFilter) => void;
}

export function AnalysesFilters({ teamId, filter, season, defaults, onChange }: AnalysesFiltersProps) {
  const { t } = useI18n();
  const choices = useAnalysesFilters(teamId);
  const tags = choices.data?.tags ?? [];
  const refine = (patch: Partial<StatisticsFilter>) => onChange({ ...filter, ...patch });
  // Dates typed in: no season any more (the URL drops it).
  const redate = (patch: { from?: string; to?: string }) => {
    if (season.range !== null) season.select(null);
    onChange({ ...filter, ...patch });
  };
  const isDefault =
    filter.from === defaults.from &&
    filter.to === defaults.to &&
    filter.eventType === null &&
    filter.tag === null;
  return (
    <div className="filters" role="search" aria-label={t('teamAnalyses.filters')}>
      <SeasonFilter
        filter={season}
        label={t('teamAnalyses.seasonFilter')}
        noneLabel={t('teamAnalyses.seasonNone')}
        dates={false}
      />
      <TextField
        label={t('teamAnalyses.from')}
        type="date"
        value={filter.from}
        max={filter.to === '' ? undefined : filter.to}
        onValueChange={(from) => redate({ from })}
      />
      <TextField
        label={t('teamAnalyses.to')}
        type="date"
        value={filter.to}
        min={filter.from === '' ? undefined : filter.from}
        onValueChange={(to) => redate({ to })}
      />
      <SelectField
        label={t('teamAnalyses.eventType')}
        value={filter.eventType ?? ''}
        onValueChange={(value) =>
          refine({
            eventType: (eventTypes as readonly string[]).includes(value) ? (value as EventType) : null,
          })
        }
        options={optionsOf(eventTypes, (value) => t(`event.types.${value}`))}
        emptyLabel={t('teamAnalyses.allTypes')}
      />
      {tags.length === 0 ? null : (
        <SelectField
          label={t('teamAnalyses.tag')}
          value={filter.tag ?? ''}
          onValueChange={(tag) => refine({ tag: tag === '' ? null : tag })}
          options={tags.map((tag) => ({ value: tag, label: tag }))}
          emptyLabel={t('teamAnalyses.allTags')}
        />
      )}
      {isDefault ? null : (
        <button
          type="button"
          className="button button--flat"
          onClick={() => {
            season.select(null);
            onChange(defaults);
          }}
        >
          {t('teamAnalyses.lastWeeks')}
        </button>
      )}
    </div>
  );
}
