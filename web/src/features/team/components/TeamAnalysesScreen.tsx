/**
 * The team's analyses (`team.analyses`, the team's landing page): this week's load per player and
 * day, the acute:chronic ratio's trend, season statistics with the top speeds, and week metrics
 * and sprints, over a date range (the last 12 weeks unless chosen) and an event type.
 */
import { eventTypes, type EventType } from '@stride/contracts/events/event';
import { useEffect, useState } from 'react';
import { preloadCharts } from '../../../charts/preload.ts';
import { optionsOf, SelectField, TextField } from '../../../components/Field.tsx';
import { Loaded } from '../../../components/Loaded.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { useSession } from '../../../state/session.ts';
import { useTeamPlayerNames, useTeamStatistics, type StatisticsFilter } from '../api/analyses.ts';
import { useTeam } from '../api/team.ts';
import { addDays, lastWeeks, mondayOf, today, weekDays } from '../analyses/dates.ts';
import type { GridVariable } from '../analyses/week-grid.ts';
import { AcwrCard } from './AcwrCard.tsx';
import { SeasonStatisticsCard } from './SeasonStatisticsCard.tsx';
import { WeekChartsCard } from './WeekChartsCard.tsx';
import { WeekLoadCard } from './WeekLoadCard.tsx';
import '../analyses.css';

/** The workload API's longest range: a longer trend shows its last 400 days. */
const WORKLOAD_MAX_DAYS = 400;

export default function TeamAnalysesScreen({ params }: ScreenProps) {
  const teamId = params['teamId'] ?? '';
  const { t } = useI18n();
  const clubId = useSession().staff?.club?.id ?? null;
  const [day] = useState(() => today());
  const [filter, setFilter] = useState<StatisticsFilter>(() => ({ ...lastWeeks(day), eventType: null }));
  const [variable, setVariable] = useState<GridVariable>('DISTANCE');
  const [playerId, setPlayerId] = useState('');
  const team = useTeam(teamId);
  const names = useTeamPlayerNames(clubId, teamId);
  const statistics = useTeamStatistics(teamId, filter);
  // Plotly downloads while the figures are on their way.
  useEffect(preloadCharts, []);
  const refine = (patch: Partial<StatisticsFilter>) => setFilter((current) => ({ ...current, ...patch }));
  const valid = filter.from !== '' && filter.to !== '' && filter.from <= filter.to;
  const trendFrom =
    valid && addDays(filter.to, -(WORKLOAD_MAX_DAYS - 1)) > filter.from
      ? addDays(filter.to, -(WORKLOAD_MAX_DAYS - 1))
      : filter.from;
  const teamName = team.data?.name;
  const playerNames = names.data ?? new Map<string, string>();
  const defaults = lastWeeks(day);
  const isDefault = filter.from === defaults.from && filter.to === defaults.to && filter.eventType === null;

  return (
    <div className="stack analyses">
      <PageHeader
        title={t('nav.analyses')}
        text={
          teamName === undefined ? t('teamAnalyses.intro') : t('teamAnalyses.introFor', { team: teamName })
        }
      />
      <div className="filters" role="search" aria-label={t('teamAnalyses.filters')}>
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
        {isDefault ? null : (
          <button
            type="button"
            className="button button--flat"
            onClick={() => setFilter({ ...defaults, eventType: null })}
          >
            {t('teamAnalyses.lastWeeks')}
          </button>
        )}
      </div>
      <WeekLoadCard
        teamId={teamId}
        week={weekDays(mondayOf(day))}
        today={day}
        names={playerNames}
        variable={variable}
        onVariable={setVariable}
      />
      {valid ? (
        <>
          <AcwrCard
            teamId={teamId}
            from={trendFrom}
            to={filter.to}
            variable={variable}
            names={playerNames}
            playerId={playerId}
            onPlayer={setPlayerId}
          />
          <Loaded query={statistics}>
            {(data) => (
              <>
                <SeasonStatisticsCard statistics={data} />
                <WeekChartsCard weeks={data.weeks} />
              </>
            )}
          </Loaded>
        </>
      ) : null}
    </div>
  );
}
