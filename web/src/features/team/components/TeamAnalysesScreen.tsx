/**
 * The team's analyses (`team.analyses`, the team's landing page): this week's load per player and
 * day, the acute:chronic ratio's trend, season statistics with the top speeds, and week metrics
 * and sprints, over a date range (the last 12 weeks unless chosen, or the dates of the season in
 * the shared season filter, `?season=`), an event type and a tag.
 */
import { useEffect, useState } from 'react';
import { preloadCharts } from '../../../charts/preload.ts';
import { Loaded } from '../../../components/Loaded.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { useSession } from '../../../state/session.ts';
import { useTeamPlayerNames, useTeamStatistics, type StatisticsFilter } from '../api/analyses.ts';
import { useTeam } from '../api/team.ts';
import { useSeasonFilter } from '../hooks/use-season-filter.ts';
import { addDays, lastWeeks, mondayOf, today, weekDays } from '../analyses/dates.ts';
import type { GridVariable } from '../analyses/week-grid.ts';
import { AcwrCard } from './AcwrCard.tsx';
import { AnalysesFilters } from './AnalysesFilters.tsx';
import { SeasonStatisticsCard } from './SeasonStatisticsCard.tsx';
import { WeekChartsCard } from './WeekChartsCard.tsx';
import { WeekLoadCard } from './WeekLoadCard.tsx';
import '../analyses.css';

/** The statistics API's longest range, days. */
const STATISTICS_MAX_DAYS = 731;

/** The workload API's longest range: a longer trend shows its last 400 days. */
const WORKLOAD_MAX_DAYS = 400;

export default function TeamAnalysesScreen({ params }: ScreenProps) {
  const teamId = params['teamId'] ?? '';
  const { t } = useI18n();
  const clubId = useSession().staff?.club?.id ?? null;
  const [day] = useState(() => today());
  const [defaults] = useState<StatisticsFilter>(() => ({ ...lastWeeks(day), eventType: null, tag: null }));
  const [chosen, setFilter] = useState<StatisticsFilter>(defaults);
  const [variable, setVariable] = useState<GridVariable>('DISTANCE');
  const [playerId, setPlayerId] = useState('');
  const team = useTeam(teamId);
  const season = useSeasonFilter(teamId, { optional: true });
  // A season chosen (or in the link) gives the range; the rest of the filter stays.
  const filter = season.range === null ? chosen : { ...chosen, ...season.range };
  const names = useTeamPlayerNames(clubId, teamId);
  // Plotly downloads while the figures are on their way.
  useEffect(preloadCharts, []);
  // The API's bounds (teamStatistics: at most 731 days), said here rather than as an error.
  const valid =
    filter.from !== '' &&
    filter.to !== '' &&
    filter.from <= filter.to &&
    addDays(filter.from, STATISTICS_MAX_DAYS - 1) >= filter.to;
  const statistics = useTeamStatistics(teamId, filter, valid);
  // The trend stops today: days to come have no load yet, only a ratio falling with the rest.
  const trendTo = filter.to > day ? day : filter.to;
  const longest = valid ? addDays(trendTo, -(WORKLOAD_MAX_DAYS - 1)) : '';
  const trendFrom = longest > filter.from ? longest : filter.from;
  const trendShown = valid && trendFrom <= trendTo;
  const teamName = team.data?.name;
  const playerNames = names.data ?? new Map<string, string>();

  return (
    <div className="stack analyses">
      <PageHeader
        title={t('nav.analyses')}
        text={
          teamName === undefined ? t('teamAnalyses.intro') : t('teamAnalyses.introFor', { team: teamName })
        }
      />
      <AnalysesFilters
        teamId={teamId}
        filter={filter}
        season={season}
        defaults={defaults}
        onChange={setFilter}
      />
      <WeekLoadCard
        teamId={teamId}
        week={weekDays(mondayOf(day))}
        today={day}
        names={playerNames}
        variable={variable}
        onVariable={setVariable}
      />
      {!valid ? (
        <p className="card card--empty" role="alert">
          {t('teamAnalyses.rangeInvalid')}
        </p>
      ) : (
        <>
          {trendShown ? (
            <AcwrCard
              teamId={teamId}
              from={trendFrom}
              to={trendTo}
              variable={variable}
              names={playerNames}
              playerId={playerId}
              onPlayer={setPlayerId}
            />
          ) : null}
          <Loaded query={statistics}>
            {(data) => (
              <>
                <SeasonStatisticsCard statistics={data} />
                <WeekChartsCard weeks={data.weeks} />
              </>
            )}
          </Loaded>
        </>
      )}
    </div>
  );
}
