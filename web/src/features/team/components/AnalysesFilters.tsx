/**
 * The team analyses' filters: a season (its dates fill the range; the current one marked), the
 * range itself, an event type and a tag (the tags the team's events carry; none offered without
 * any), and a way back to the default, the last 12 weeks.
 */
import { eventTypes, type EventType } from '@stride/contracts/events/event';
import { optionsOf, SelectField, TextField } from '../../../components/Field.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useAnalysesFilters, type StatisticsFilter } from '../api/analyses.ts';

export interface AnalysesFiltersProps {
  readonly teamId: string;
  readonly filter: StatisticsFilter;
  readonly defaults: StatisticsFilter;
  readonly onChange: (filter: StatisticsFilter) => void;
}

export function AnalysesFilters({ teamId, filter, defaults, onChange }: AnalysesFiltersProps) {
  const { t } = useI18n();
  const choices = useAnalysesFilters(teamId);
  const seasons = choices.data?.seasons ?? [];
  const tags = choices.data?.tags ?? [];
  const refine = (patch: Partial<StatisticsFilter>) => onChange({ ...filter, ...patch });
  const season = seasons.find((s) => s.startDate === filter.from && s.endDate === filter.to);
  const isDefault =
    filter.from === defaults.from &&
    filter.to === defaults.to &&
    filter.eventType === null &&
    filter.tag === null;
  return (
    <div className="filters" role="search" aria-label={t('teamAnalyses.filters')}>
      {seasons.length === 0 ? null : (
        <SelectField
          label={t('teamAnalyses.seasonFilter')}
          value={season?.id ?? ''}
          onValueChange={(id) => {
            const chosen = seasons.find((s) => s.id === id);
            if (chosen !== undefined) refine({ from: chosen.startDate, to: chosen.endDate });
          }}
          options={seasons.map((s) => ({
            value: s.id,
            label:
              s.id === choices.data?.currentSeasonId
                ? t('teamAnalyses.seasonCurrent', { name: s.name })
                : s.name,
          }))}
          emptyLabel={t('teamAnalyses.seasonNone')}
        />
      )}
      <TextField
        label={t('teamAnalyses.from')}
        type="date"
        value={filter.from}
        max={filter.to === '' ? undefined : filter.to}
        onValueChange={(from) => refine({ from })}
      />
      <TextField
        label={t('teamAnalyses.to')}
        type="date"
        value={filter.to}
        min={filter.from === '' ? undefined : filter.from}
        onValueChange={(to) => refine({ to })}
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
        <button type="button" className="button button--flat" onClick={() => onChange(defaults)}>
          {t('teamAnalyses.lastWeeks')}
        </button>
      )}
    </div>
  );
}
